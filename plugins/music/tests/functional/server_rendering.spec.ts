import { test } from '@japa/runner'
import { CookieSession } from '#tests/helpers/cookie_session'
import { afterRecentPages } from '#tests/helpers/shell'
import { SERVER_PAGE_GLOBAL } from '#core/kernel/shared/bootstrap_data'
import type { ServerPageState } from '#core/kernel/shared/server_render'
import { makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { api, signedInSession } from '../helpers/music_session.js'

const SPLASH = '<div class="app-splash"'
const NOT_FOUND = 'Looks like you&#x27;ve found the doorway to the great nothing'

/** What #root holds, and the server page state inlined for hydration (null when the browser draws the page). */
function pageOf(html: string) {
  const root = html.split('<div id="root">')[1].split(/<script[^>]*>window\./)[0]
  const state = html.match(
    new RegExp(`<script[^>]*>window\\.${SERVER_PAGE_GLOBAL}=(.*?)</script>`, 's')
  )
  return { root, state: state ? (JSON.parse(state[1]) as ServerPageState) : null }
}

const queryKeysOf = (state: ServerPageState) =>
  (state.queries as { queries: Array<{ queryKey: unknown[] }> }).queries.map(
    (query) => query.queryKey
  )

test.group('Public pages drawn on the server', () => {
  test('a guest gets a track page already drawn, with the data and code names to hydrate it', async ({
    assert,
  }) => {
    const band = await makeArtist({ name: 'Drawn Band' })
    const track = await makeTrack({ name: 'Drawn Song', artists: [band] })

    const response = await new CookieSession()
      .get(`/track/${track.id}/drawn-song`)
      .headers({ accept: 'text/html' })
    assert.equal(response.status(), 200)
    const { root, state } = pageOf(response.text())
    assert.notInclude(root, SPLASH)
    assert.match(root, /<h1[^>]*>Drawn Song<\/h1>/)
    assert.include(root, 'Drawn Band')
    // The app's chrome is drawn too: navigation and the player bar.
    assert.include(root, 'aria-label="Player"')
    assert.isNotNull(state)
    assert.isTrue(queryKeysOf(state!).some((key) => JSON.stringify(key).includes(String(track.id))))
    assert.include(state!.lazyComponents, 'route:/track/:trackId/:trackName')
    // The app's code starts after the first paint: no module script or preload in the head.
    const head = response.text().split('</head>')[0]
    assert.notMatch(head, /<script type="module"|rel="modulepreload"/)
    assert.match(
      response.text(),
      /requestAnimationFrame\(.*import\("\/assets\/index-[\w-]+\.js"\)/s
    )
    // Buttons pressed before that are kept for the app to press again.
    assert.include(head, 'window["cadenzaEarlyPresses"]')
  })

  test('text from the catalogue is escaped in the drawn page', async ({ assert }) => {
    const track = await makeTrack({ name: '<script>alert("x")</script>' })
    const response = await new CookieSession()
      .get(`/track/${track.id}/x`)
      .headers({ accept: 'text/html' })
    const { root } = pageOf(response.text())
    assert.include(root, '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    assert.notInclude(root, '<script>alert')
  })

  test('what a guest may not see answers 404 with the not-found page drawn, and asks the API nothing', async ({
    assert,
  }) => {
    const { user } = await signedInSession()
    const hidden = await makeTrack({ name: 'Hidden Drawn Song', public: false, ownerId: user.id })

    for (const path of [
      `/track/${hidden.id}/hidden`,
      '/track/999999999/nothing',
      '/track/abc/bad-id',
      '/no-such-channel',
      '/no-such-channel/rock',
    ]) {
      const response = await new CookieSession().get(path).headers({ accept: 'text/html' })
      assert.equal(response.status(), 404, path)
      const { root, state } = pageOf(response.text())
      assert.include(root, NOT_FOUND, path)
      // The browser keeps the drawn not-found page: no data to load, no request to fail in its console.
      assert.isTrue(state!.notFound, path)
      assert.deepEqual(queryKeysOf(state!), [], path)
      assert.notInclude(response.text(), 'Hidden Drawn Song')
    }
  })

  test('signed-in people get their pages drawn with what is theirs', async ({ assert }) => {
    const { session } = await signedInSession()
    const track = await makeTrack({ name: 'Liked Drawn Song' })
    assert.equal((await session.put(api(`likes/track/${track.id}`))).status(), 204)
    const created = await session
      .post(api('playlists'))
      .json({ name: 'Secret Drawn Mix', public: false })
    const playlist = created.body().playlist as { id: number }

    await afterRecentPages()
    const trackPage = pageOf(
      (await session.get(`/track/${track.id}/x`).headers({ accept: 'text/html' })).text()
    )
    assert.notInclude(trackPage.root, SPLASH)
    assert.match(
      trackPage.root,
      /aria-label="Remove Liked Drawn Song from your library"[^>]*aria-pressed="true"/
    )
    // Pages behind sign-in, and private content, are drawn for the person they belong to.
    const library = pageOf(
      (await session.get('/library/songs').headers({ accept: 'text/html' })).text()
    )
    assert.include(library.root, 'Liked Drawn Song')
    const mine = pageOf(
      (await session.get(`/playlist/${playlist.id}/x`).headers({ accept: 'text/html' })).text()
    )
    assert.match(mine.root, /<h1[^>]*>Secret Drawn Mix<\/h1>/)

    // A guest gets the private playlist's not-found page (a 404), not the owner's page.
    const other = await new CookieSession()
      .get(`/playlist/${playlist.id}/x`)
      .headers({ accept: 'text/html' })
    assert.equal(other.status(), 404)
    assert.include(pageOf(other.text()).root, NOT_FOUND)
    assert.notInclude(other.text(), 'Secret Drawn Mix')
  })

  test('sign-in screens and pages a guest may not open are drawn in the browser', async ({
    assert,
  }) => {
    for (const path of ['/login', '/library/songs']) {
      const response = await new CookieSession().get(path).headers({ accept: 'text/html' })
      assert.equal(response.status(), 200, path)
      assert.include(
        pageOf(response.text()).root,
        '<span class="app-splash-name">Cadenza</span>',
        path
      )
      assert.notInclude(response.text(), 'cadenzaEarlyPresses', path)
      assert.match(
        response.text().split('</head>')[0],
        /<script type="module" crossorigin src="\/assets\/index-/
      )
    }
  })
})

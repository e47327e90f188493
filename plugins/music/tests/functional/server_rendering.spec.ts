import { test } from '@japa/runner'
import { HttpSession } from '#tests/helpers/http_client'
import { SERVER_PAGE_GLOBAL } from '#core/kernel/shared/bootstrap_data'
import type { ServerPageState } from '#core/kernel/shared/server_render'
import { makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { signedInSession } from '../helpers/music_session.js'

const SPLASH = '<div class="app-splash"'

/** What #root holds, and the server page state inlined for hydration (null when the browser draws the page). */
function pageOf(html: string) {
  const root = html.split('<div id="root">')[1].split(`<script>window.`)[0]
  const state = html.match(new RegExp(`<script>window\\.${SERVER_PAGE_GLOBAL}=(.*?)</script>`, 's'))
  return { root, state: state ? (JSON.parse(state[1]) as ServerPageState) : null }
}

const queryKeysOf = (state: ServerPageState) =>
  (state.queries as { queries: Array<{ queryKey: unknown[] }> }).queries.map((query) => query.queryKey)

test.group('Public pages drawn on the server', () => {
  test("a guest gets a track page already drawn, with the data and code names to hydrate it", async ({ assert }) => {
    const band = await makeArtist({ name: 'Drawn Band' })
    const track = await makeTrack({ name: 'Drawn Song', artists: [band] })

    const response = await new HttpSession().call(`/track/${track.id}/drawn-song`, { headers: { accept: 'text/html' } })
    assert.equal(response.status, 200)
    const { root, state } = pageOf(response.text)
    assert.notInclude(root, SPLASH)
    assert.match(root, /<h1[^>]*>Drawn Song<\/h1>/)
    assert.include(root, 'Drawn Band')
    // The app's chrome is drawn too: navigation and the player bar.
    assert.include(root, 'aria-label="Player"')
    assert.isNotNull(state)
    assert.isTrue(queryKeysOf(state!).some((key) => JSON.stringify(key).includes(String(track.id))))
    assert.include(state!.lazyComponents, 'route:/track/:trackId/:trackName')
    // The app's code starts after the first paint: no module script or preload in the head.
    const head = response.text.split('</head>')[0]
    assert.notMatch(head, /<script type="module"|rel="modulepreload"/)
    assert.match(response.text, /requestAnimationFrame\(.*import\("\/assets\/index-[\w-]+\.js"\)/s)
    // Buttons pressed before that are kept for the app to press again.
    assert.include(head, 'window["cadenzaEarlyPresses"]')
  })

  test('text from the catalogue is escaped in the drawn page', async ({ assert }) => {
    const track = await makeTrack({ name: '<script>alert("x")</script>' })
    const response = await new HttpSession().call(`/track/${track.id}/x`, { headers: { accept: 'text/html' } })
    const { root } = pageOf(response.text)
    assert.include(root, '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    assert.notInclude(root, '<script>alert')
  })

  test('what a guest may not see is not drawn: the browser shows its not-found page', async ({ assert }) => {
    const { user } = await signedInSession()
    const hidden = await makeTrack({ name: 'Hidden Drawn Song', public: false, ownerId: user.id })

    for (const path of [`/track/${hidden.id}/hidden`, '/track/999999999/nothing', '/track/abc/bad-id']) {
      const response = await new HttpSession().call(path, { headers: { accept: 'text/html' } })
      const { root, state } = pageOf(response.text)
      assert.include(root, SPLASH, path)
      assert.isNull(state, path)
      assert.notInclude(response.text, 'Hidden Drawn Song')
    }
  })

  test('signed-in people, sign-in screens and guarded pages are drawn in the browser', async ({ assert }) => {
    const track = await makeTrack({ name: 'Browser Drawn Song' })
    const { session } = await signedInSession()
    const signedIn = await session.call(`/track/${track.id}/x`, { headers: { accept: 'text/html' } })
    assert.include(pageOf(signedIn.text).root, SPLASH)
    assert.isNull(pageOf(signedIn.text).state)
    assert.match(signedIn.text.split('</head>')[0], /<script type="module" crossorigin src="\/assets\/index-/)
    // Nothing on screen before the app there: no presses to keep.
    assert.notInclude(signedIn.text, 'cadenzaEarlyPresses')

    for (const path of ['/login', '/library/songs']) {
      const response = await new HttpSession().call(path, { headers: { accept: 'text/html' } })
      assert.include(pageOf(response.text).root, '<span class="app-splash-name">Cadenza</span>', path)
    }
  })
})

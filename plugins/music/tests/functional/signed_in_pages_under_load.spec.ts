import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { afterRecentPages, bootstrapFrom, titleOf } from '#tests/helpers/shell'
import { serverUrl } from '#tests/helpers/http_client'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { signedInSession } from '../helpers/music_session.js'

const HTML = { accept: 'text/html' }
const DRAWN = 'shell;desc="drawn"'
const drawn = (response: ApiResponse) => response.header('server-timing') === DRAWN

/**
 * The browser's page, with plain fetch: twenty of them must reach the server
 * at once, and the api-client's work per request spreads its first ones
 * (each on a new connection) enough for several to find the server idle.
 */
async function pageAtOnce(session: CookieSession, path: string) {
  const response = await fetch(serverUrl(path), {
    headers: { ...HTML, cookie: session.cookieHeader() },
  })
  return {
    status: response.status,
    drawn: response.headers.get('server-timing') === DRAWN,
    text: await response.text(),
  }
}

test.group('Signed-in pages under load', () => {
  test("a server busy with pages sends signed-in people the plain shell, with the page's SEO tags, instead of drawing it", async ({
    assert,
  }) => {
    const band = await makeArtist({ name: 'Busy Band' })
    const track = await makeTrack({ name: 'Busy Song', artists: [band] })
    const path = `/track/${track.id}/busy-song`
    const { user, session } = await signedInSession({ firstName: 'Busybody' })

    // Alone, the page is drawn with the person's data.
    await afterRecentPages()
    const alone = await session.get(path).headers(HTML)
    assert.isTrue(drawn(alone))

    // Twenty at once: each finds other pages waiting for their turn, or a draw running.
    const flood = await Promise.all(Array.from({ length: 20 }, () => pageAtOnce(session, path)))
    assert.isAtMost(flood.filter((response) => response.drawn).length, 1)
    for (const response of flood) {
      assert.equal(response.status, 200)
      assert.equal(bootstrapFrom(response.text).user?.id, user.id)
      assert.match(titleOf(response.text)!, /^Busy Song/)
      assert.include(response.text, `<link rel="canonical" href="`)
      assert.include(response.text, 'property="og:title"')
    }
    assert.include(flood.find((response) => !response.drawn)!.text, '<div class="app-splash"')
  })
})

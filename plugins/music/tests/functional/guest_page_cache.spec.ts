import { test } from '@japa/runner'
import { gunzipSync } from 'node:zlib'
import { request } from 'node:http'
import { CookieSession } from '#tests/helpers/cookie_session'
import { serverUrl } from '#tests/helpers/http_client'
import { bootstrapFrom } from '#tests/helpers/shell'
import { makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { api, signedInSession } from '../helpers/music_session.js'
import { dropReads } from '#core/kernel/cache/read_cache'

const HTML = { accept: 'text/html' }

/** The drawn page's heading, or null when the browser draws the page. */
const headingOf = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s.exec(html.split('<div id="root">')[1] ?? '')?.[1] ?? null

/** A guest's page with the raw body as sent (fetch would decompress it): status, headers, bytes. */
function rawGuestPage(path: string, acceptEncoding: string) {
  const base = new URL(serverUrl())
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      const sent = request(
        {
          host: base.hostname,
          port: base.port,
          path,
          headers: { ...HTML, 'accept-encoding': acceptEncoding },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              encoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            })
          )
        }
      )
      sent.on('error', reject)
      sent.end()
    }
  )
}

test.group('Guest pages kept until the next write', () => {
  test('a write that changes a page is on the very next guest request', async ({ assert }) => {
    const track = await makeTrack({
      name: 'Kept Song',
      artists: [await makeArtist({ name: 'Kept Band' })],
    })
    const path = `/track/${track.id}/kept-song`
    for (let visit = 0; visit < 2; visit++)
      assert.equal(
        headingOf((await new CookieSession().get(path).headers(HTML)).text()),
        'Kept Song'
      )

    track.name = 'Renamed Song'
    await track.save()
    // A write outside a request drops what it changed itself (docs/plugins.md, "Read caches").
    await dropReads()
    const after = await new CookieSession().get(path).headers(HTML)
    assert.equal(after.status(), 200)
    assert.equal(headingOf(after.text()), 'Renamed Song')
    assert.notInclude(after.text(), 'Kept Song')
  })

  test("a signed-in person never gets a guest's kept page, nor a guest theirs", async ({
    assert,
  }) => {
    const track = await makeTrack({ name: 'Shared Song' })
    const path = `/track/${track.id}/shared-song`
    const likeButton = /aria-label="Remove Shared Song from your library"[^>]*aria-pressed="true"/

    const guestFirst = await new CookieSession().get(path).headers(HTML)
    assert.isNull(bootstrapFrom(guestFirst.text()).user)
    const { user, session } = await signedInSession({ firstName: 'Keeper' })
    assert.equal((await session.put(api(`likes/track/${track.id}`))).status(), 204)
    // The like above is a write: the guest's kept page is gone; the guest's next page is kept again.
    await new CookieSession().get(path).headers(HTML)

    const own = await drawnPage(session, path)
    assert.equal(bootstrapFrom(own.text()).user?.id, user.id)
    assert.match(own.text(), likeButton)

    const guestAfter = await new CookieSession().get(path).headers(HTML)
    assert.isNull(bootstrapFrom(guestAfter.text()).user)
    assert.notMatch(guestAfter.text(), likeButton)
    assert.notInclude(guestAfter.text(), 'Keeper')
  })

  test("a HEAD request (a crawler's check) does not leave the page undrawn for the GETs after it", async ({
    assert,
  }) => {
    const track = await makeTrack({ name: 'Headed Song' })
    const path = `/track/${track.id}/headed-song`
    const head = await new CookieSession().head(path).headers(HTML)
    assert.equal(head.status(), 200)
    const page = await new CookieSession().get(path).headers(HTML)
    assert.equal(headingOf(page.text()), 'Headed Song')
    assert.equal(page.header('server-timing'), 'shell;desc="drawn"')
  })

  test('drawing pages leaves no timer behind (each held its request and whole page for 5 minutes)', async ({
    assert,
  }) => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length
    const tracks = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((index) => makeTrack({ name: `Timerless Song ${index}` }))
    )
    const before = timers()
    for (const track of tracks) {
      const page = await new CookieSession().get(`/track/${track.id}/timerless-song`).headers(HTML)
      assert.equal(page.header('server-timing'), 'shell;desc="drawn"')
    }
    assert.isBelow(timers() - before, tracks.length)
  })

  test('a kept page goes out whole, compressed or not, with the same status', async ({
    assert,
  }) => {
    const track = await makeTrack({ name: 'Encoded Song' })
    const path = `/track/${track.id}/encoded-song`
    const plain = await rawGuestPage(path, 'identity')
    const gzipped = await rawGuestPage(path, 'gzip, deflate, br')
    assert.equal(plain.status, 200)
    assert.equal(gzipped.status, 200)
    assert.isUndefined(plain.encoding)
    assert.equal(gzipped.encoding, 'gzip')
    const unzipped = gunzipSync(gzipped.body).toString()
    assert.equal(headingOf(unzipped), 'Encoded Song')
    // The same page but for the time its data was fetched (TanStack Query's dataUpdatedAt) and each response's own CSP nonce.
    const withoutTimes = (html: string) =>
      html.replace(/"(dataUpdatedAt|dehydratedAt)":\d+/g, '').replace(/ nonce="[^"]+"/g, '')
    assert.equal(withoutTimes(unzipped), withoutTimes(plain.body.toString()))
  })
})

/**
 * The person's page as the server draws it. A signed-in page goes out as the
 * plain shell while the server is busy (core/kernel/shell/page_prerenderer.ts:
 * a draw under way, or many pages in the last second or two, as a loaded CI
 * machine has); ask again until one is drawn.
 */
async function drawnPage(session: CookieSession, path: string) {
  for (let attempt = 1; ; attempt++) {
    const response = await session.get(path).headers(HTML)
    if (response.header('server-timing')?.includes('drawn') || attempt === 20) return response
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

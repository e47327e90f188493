import { test } from '@japa/runner'
import { bootstrapFrom, titleOf } from '#tests/helpers/shell'
import { makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { signedInSession } from '../helpers/music_session.js'

const HTML = { accept: 'text/html' }
const drawn = (response: { headers: Headers }) => response.headers.get('server-timing') === 'shell;desc="drawn"'

test.group('Signed-in pages under load', () => {
  test('a server busy with pages sends signed-in people the plain shell, with the page\'s SEO tags, instead of drawing it', async ({ assert }) => {
    const band = await makeArtist({ name: 'Busy Band' })
    const track = await makeTrack({ name: 'Busy Song', artists: [band] })
    const path = `/track/${track.id}/busy-song`
    const { user, session } = await signedInSession({ firstName: 'Busybody' })

    // Alone, the page is drawn with the person's data: once the pages of the tests before have left
    // the server's count of pages started over the last second or two (page_prerenderer.ts).
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const alone = await session.call(path, { headers: HTML })
    assert.isTrue(drawn(alone))

    // Twenty at once: each finds other pages waiting for their turn, or a draw running.
    const flood = await Promise.all(Array.from({ length: 20 }, () => session.call(path, { headers: HTML })))
    assert.isAtMost(flood.filter(drawn).length, 1)
    for (const response of flood) {
      assert.equal(response.status, 200)
      assert.equal(bootstrapFrom(response.text).user?.id, user.id)
      assert.match(titleOf(response.text)!, /^Busy Song/)
      assert.include(response.text, `<link rel="canonical" href="`)
      assert.include(response.text, 'property="og:title"')
    }
    assert.include(flood.find((response) => !drawn(response))!.text, '<div class="app-splash"')
  })
})

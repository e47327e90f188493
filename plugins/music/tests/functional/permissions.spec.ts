import { test } from '@japa/runner'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makeTrack } from '../helpers/catalogue_factory.js'

/** Takes music.view away from a role (guests or registered users) for one test. */
function withoutMusicView(roleColumn: 'guests' | 'default', run: () => Promise<void>) {
  return withoutRolePermission(roleColumn, 'music.view', run)
}

test.group('Music API: the music.view permission', () => {
  test('guests without music.view get 401, embeds included', async ({ assert }) => {
    const track = await makeTrack()
    await withoutMusicView('guests', async () => {
      const guest = await guestSession()
      for (const path of [
        `tracks/${track.id}`,
        `embed/tracks/${track.id}`,
        'search?query=a',
        'homepage',
      ]) {
        const response = await guest.get(api(path))
        assert.equal(response.status(), 401, path)
        assert.deepEqual(response.body(), { message: 'You need to be logged in to do that.' })
      }
    })
    assert.equal((await (await guestSession()).get(api(`tracks/${track.id}`))).status(), 200)
  })

  test('signed-in people without music.view get 403, for reads and writes', async ({ assert }) => {
    const track = await makeTrack()
    const { session } = await signedInSession()
    const { session: admin } = await signedInSession({ admin: true })
    // Grants are kept until the next write: the role change below must count from the next request.
    assert.equal((await session.get(api(`tracks/${track.id}`))).status(), 200)
    // music.view reaches registered users through the default role (seeded with the guests' grants).
    await withoutMusicView('default', async () => {
      assert.equal((await session.get(api(`tracks/${track.id}`))).status(), 403)
      assert.equal((await session.put(api(`likes/track/${track.id}`))).status(), 403)
      assert.equal((await admin.get(api(`tracks/${track.id}`))).status(), 200)
    })
    assert.equal((await session.get(api(`tracks/${track.id}`))).status(), 200)
  })

  test('writes need the XSRF header', async ({ assert }) => {
    const track = await makeTrack()
    const { session } = await signedInSession()
    assert.equal(
      (await session.put(api(`likes/track/${track.id}`), { withoutXsrf: true })).status(),
      419
    )
  })
})

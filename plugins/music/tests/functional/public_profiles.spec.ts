import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'

/** An account signed up with an email only (no names), signed in. */
async function emailOnlyAccount(localPart: string, firstName?: string) {
  const user = await UserFactory.merge({
    email: `${localPart}@example.com`,
    firstName: firstName ?? null,
    lastName: null,
  }).create()
  return { user, session: await signIn(user) }
}

/**
 * Walking user ids or searching names lists only people with a public
 * profile, and no name shown anywhere is made from an email address.
 */
test.group('Music API: public profiles', () => {
  test('a person with nothing public has no profile for others; their own stays theirs', async ({
    assert,
  }) => {
    const { user, session } = await emailOnlyAccount(`quietwalker${Date.now()}`, 'Zyzzyvaquiet')
    const guest = await guestSession()
    const { session: other } = await signedInSession()
    for (const path of [
      `users/${user.id}/profile`,
      `users/${user.id}/likes`,
      `users/${user.id}/playlists`,
    ]) {
      for (const visitor of [guest, other]) {
        const response = await visitor.get(api(path))
        assert.equal(response.status(), 404, path)
        assert.deepEqual(response.body(), (await visitor.get(api('users/99999999/profile'))).body())
      }
    }
    assert.lengthOf(
      (await guest.get(api('search?query=zyzzyvaquiet&type=users'))).body().pagination.data,
      0
    )
    // Someone signed in finds them by name, to invite them to a playlist.
    assert.lengthOf(
      (await other.get(api('search?query=zyzzyvaquiet&type=users'))).body().pagination.data,
      1
    )
    const page = await guest.get(`/user/${user.id}/zyzzyvaquiet`).headers({ accept: 'text/html' })
    assert.notInclude(page.text(), 'Zyzzyvaquiet')
    assert.equal((await session.get(api(`users/${user.id}/profile`))).status(), 200)

    // Once they show something (here, their profile), they are found.
    await session.put(api('profile')).json({ bio: 'Hello' })
    assert.equal((await guest.get(api(`users/${user.id}/profile`))).status(), 200)
    const found = (await guest.get(api('search?query=zyzzyvaquiet&type=users'))).body().pagination
      .data
    assert.deepEqual(
      found.map((person: { id: number }) => person.id),
      [user.id]
    )
  })

  test('names never come from the email address', async ({ assert }) => {
    const localPart = `mailname${Date.now()}`
    const { user, session } = await emailOnlyAccount(localPart)
    const created = await session
      .post(api('playlists'))
      .json({ name: 'Shown Playlist', public: true })
    const playlistId = created.body().playlist.id
    assert.equal(created.body().playlist.owner.name, `User ${user.id}`)

    const guest = await guestSession()
    const profile = await guest.get(api(`users/${user.id}/profile`))
    assert.equal(profile.body().user.name, `User ${user.id}`)
    for (const path of [
      `users/${user.id}/profile`,
      `users/${user.id}/playlists`,
      `playlists/${playlistId}`,
      'library/playlists',
    ]) {
      const response = await (path.startsWith('library') ? session : guest).get(api(path))
      assert.equal(response.status(), 200, path)
      assert.notInclude(response.text(), localPart, path)
    }
    for (const path of [`/user/${user.id}/x`, `/playlist/${playlistId}/x`]) {
      assert.notInclude(
        (await guest.get(path).headers({ accept: 'text/html' })).text(),
        localPart,
        path
      )
    }
    // The account's own record names them the same way.
    assert.equal((await session.get('/api/v1/users/me')).body().user.name, `User ${user.id}`)
  })
})

import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'

/** An account signed up with an email only (no names), signed in. */
async function emailOnlyAccount(localPart: string, firstName?: string) {
  const user = await UserFactory.merge({ email: `${localPart}@example.com`, firstName: firstName ?? null, lastName: null }).create()
  return { user, session: await signIn(user) }
}

/**
 * Walking user ids or searching names lists only people with a public
 * profile, and no name shown anywhere is made from an email address.
 */
test.group('Music API: public profiles', () => {
  test('a person with nothing public has no profile for others; their own stays theirs', async ({ assert }) => {
    const { user, session } = await emailOnlyAccount(`quietwalker${Date.now()}`, 'Zyzzyvaquiet')
    const guest = await guestSession()
    const { session: other } = await signedInSession()
    for (const path of [`users/${user.id}/profile`, `users/${user.id}/likes`, `users/${user.id}/playlists`]) {
      for (const visitor of [guest, other]) {
        const response = await visitor.call(api(path))
        assert.equal(response.status, 404, path)
        assert.deepEqual(response.json(), (await visitor.call(api('users/99999999/profile'))).json())
      }
    }
    assert.lengthOf((await guest.call(api('search?query=zyzzyvaquiet&type=users'))).json().pagination.data, 0)
    // Someone signed in finds them by name, to invite them to a playlist.
    assert.lengthOf((await other.call(api('search?query=zyzzyvaquiet&type=users'))).json().pagination.data, 1)
    const page = await guest.call(`/user/${user.id}/zyzzyvaquiet`, { headers: { accept: 'text/html' } })
    assert.notInclude(page.text, 'Zyzzyvaquiet')
    assert.equal((await session.call(api(`users/${user.id}/profile`))).status, 200)

    // Once they show something (here, their profile), they are found.
    await session.call(api('profile'), { method: 'PUT', json: { bio: 'Hello' } })
    assert.equal((await guest.call(api(`users/${user.id}/profile`))).status, 200)
    const found = (await guest.call(api('search?query=zyzzyvaquiet&type=users'))).json().pagination.data
    assert.deepEqual(found.map((person: { id: number }) => person.id), [user.id])
  })

  test('names never come from the email address', async ({ assert }) => {
    const localPart = `mailname${Date.now()}`
    const { user, session } = await emailOnlyAccount(localPart)
    const created = await session.call(api('playlists'), { method: 'POST', json: { name: 'Shown Playlist', public: true } })
    const playlistId = created.json().playlist.id
    assert.equal(created.json().playlist.owner.name, `User ${user.id}`)

    const guest = await guestSession()
    const profile = await guest.call(api(`users/${user.id}/profile`))
    assert.equal(profile.json().user.name, `User ${user.id}`)
    for (const path of [`users/${user.id}/profile`, `users/${user.id}/playlists`, `playlists/${playlistId}`, 'library/playlists']) {
      const response = await (path.startsWith('library') ? session : guest).call(api(path))
      assert.equal(response.status, 200, path)
      assert.notInclude(response.text, localPart, path)
    }
    for (const path of [`/user/${user.id}/x`, `/playlist/${playlistId}/x`]) {
      assert.notInclude((await guest.call(path, { headers: { accept: 'text/html' } })).text, localPart, path)
    }
    // The account's own record names them the same way.
    assert.equal((await session.call('/api/v1/users/me')).json().user.name, `User ${user.id}`)
  })
})

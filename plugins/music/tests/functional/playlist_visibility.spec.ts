import { test } from '@japa/runner'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makeChannel, makeTrack } from '../helpers/catalogue_factory.js'

const ids = (response: { json(): any }) => response.json().pagination.data.map((item: { id: number }) => item.id)

/**
 * A playlist followed (or put in a channel) while public, then made private
 * and edited: from then on every list leaves it out for everyone but its
 * owner and collaborators, and nothing of the later edits reaches anyone else.
 */
test.group('Music API: a playlist made private after people followed it', () => {
  test('every list and page leaves it out for followers, strangers and guests', async ({ assert }) => {
    const { user: owner, session: ownerSession } = await signedInSession()
    const { user: collaborator, session: collaboratorSession } = await signedInSession()
    const { session: followerSession } = await signedInSession()
    const guest = await guestSession()
    // A public profile, so its playlists tab is there to check.
    await ownerSession.call(api('profile'), { method: 'PUT', json: { bio: 'Mixes' } })

    const created = await ownerSession.call(api('playlists'), { method: 'POST', json: { name: 'Quokkawave Public Mix', public: true } })
    const playlist = created.json().playlist as { id: number }
    await ownerSession.call(api(`playlists/${playlist.id}/tracks`), { method: 'POST', json: { track_ids: [(await makeTrack()).id] } })
    await ownerSession.call(api(`playlists/${playlist.id}/collaborators`), { method: 'POST', json: { user_id: collaborator.id } })
    assert.equal((await followerSession.call(api(`follows/playlist/${playlist.id}`), { method: 'PUT' })).status, 204)
    const channel = await makeChannel({ contentType: 'playlists', layout: 'grid' }, { items: [playlist] })
    assert.include(ids(await followerSession.call(api('library/playlists'))), playlist.id)

    const hidden = await ownerSession.call(api(`playlists/${playlist.id}`), {
      method: 'PUT',
      json: { name: 'Quokkawave Secret Mix', public: false },
    })
    assert.equal(hidden.status, 200)

    for (const [who, session] of [['follower', followerSession], ['guest', guest]] as const) {
      assert.notInclude(who === 'guest' ? [] : ids(await session.call(api('library/playlists'))), playlist.id, `${who}: library`)
      assert.notInclude(ids(await session.call(api(`users/${owner.id}/playlists`))), playlist.id, `${who}: profile tab`)
      assert.notInclude(ids(await session.call(api(`channels/${channel.slug}`))), playlist.id, `${who}: channel`)
      const found = await session.call(api('search?query=quokkawave&type=playlists'))
      assert.equal(found.status, 200)
      assert.notInclude(ids(found), playlist.id, `${who}: search`)
      const all = (await session.call(api('search?query=quokkawave'))).json().results.playlists
      assert.notInclude(all.map((item: { id: number }) => item.id), playlist.id, `${who}: search, every type`)
      assert.equal((await session.call(api(`playlists/${playlist.id}`))).status, 404, `${who}: playlist`)
      assert.equal((await session.call(api(`playlists/${playlist.id}/tracks`))).status, 404, `${who}: playlist tracks`)
      assert.equal((await session.call(api(`radio/playlist/${playlist.id}`))).status, 404, `${who}: radio`)
      // The drawn pages (the sidebar's library, the owner's profile) carry nothing of it either.
      for (const path of ['/library/playlists', `/user/${owner.id}/x/playlists`, `/playlist/${playlist.id}/x`]) {
        const html = (await session.call(path, { headers: { accept: 'text/html' } })).text
        assert.notInclude(html, 'Quokkawave', `${who}: ${path}`)
      }
    }

    // The owner and collaborators still have it, with its new name.
    for (const session of [ownerSession, collaboratorSession]) {
      const library = (await session.call(api('library/playlists'))).json().pagination.data
      assert.include(
        library.map((item: { id: number; name: string }) => `${item.id} ${item.name}`),
        `${playlist.id} Quokkawave Secret Mix`
      )
    }

    // Made public again, it is back in the follower's library: the follow was kept.
    await ownerSession.call(api(`playlists/${playlist.id}`), { method: 'PUT', json: { public: true } })
    assert.include(ids(await followerSession.call(api('library/playlists'))), playlist.id)
  })
})

import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makeChannel, makeTrack } from '../helpers/catalogue_factory.js'

const ids = (response: ApiResponse) =>
  response.body().pagination.data.map((item: { id: number }) => item.id)

/**
 * A playlist followed (or put in a channel) while public, then made private
 * and edited: from then on every list leaves it out for everyone but its
 * owner and collaborators, and nothing of the later edits reaches anyone else.
 */
test.group('Music API: a playlist made private after people followed it', () => {
  test('every list and page leaves it out for followers, strangers and guests', async ({
    assert,
  }) => {
    const { user: owner, session: ownerSession } = await signedInSession()
    const { user: collaborator, session: collaboratorSession } = await signedInSession()
    const { session: followerSession } = await signedInSession()
    const guest = await guestSession()
    // A public profile, so its playlists tab is there to check.
    await ownerSession.put(api('profile')).json({ bio: 'Mixes' })

    const created = await ownerSession
      .post(api('playlists'))
      .json({ name: 'Quokkawave Public Mix', public: true })
    const playlist = created.body().playlist as { id: number }
    await ownerSession
      .post(api(`playlists/${playlist.id}/tracks`))
      .json({ track_ids: [(await makeTrack()).id] })
    await ownerSession
      .post(api(`playlists/${playlist.id}/collaborators`))
      .json({ user_id: collaborator.id })
    assert.equal((await followerSession.put(api(`follows/playlist/${playlist.id}`))).status(), 204)
    const channel = await makeChannel(
      { contentType: 'playlists', layout: 'grid' },
      { items: [playlist] }
    )
    assert.include(ids(await followerSession.get(api('library/playlists'))), playlist.id)

    const hidden = await ownerSession
      .put(api(`playlists/${playlist.id}`))
      .json({ name: 'Quokkawave Secret Mix', public: false })
    assert.equal(hidden.status(), 200)

    for (const [who, session] of [
      ['follower', followerSession],
      ['guest', guest],
    ] as const) {
      assert.notInclude(
        who === 'guest' ? [] : ids(await session.get(api('library/playlists'))),
        playlist.id,
        `${who}: library`
      )
      assert.notInclude(
        ids(await session.get(api(`users/${owner.id}/playlists`))),
        playlist.id,
        `${who}: profile tab`
      )
      assert.notInclude(
        ids(await session.get(api(`channels/${channel.slug}`))),
        playlist.id,
        `${who}: channel`
      )
      const found = await session.get(api('search?query=quokkawave&type=playlists'))
      assert.equal(found.status(), 200)
      assert.notInclude(ids(found), playlist.id, `${who}: search`)
      const all = (await session.get(api('search?query=quokkawave'))).body().results.playlists
      assert.notInclude(
        all.map((item: { id: number }) => item.id),
        playlist.id,
        `${who}: search, every type`
      )
      assert.equal(
        (await session.get(api(`playlists/${playlist.id}`))).status(),
        404,
        `${who}: playlist`
      )
      assert.equal(
        (await session.get(api(`playlists/${playlist.id}/tracks`))).status(),
        404,
        `${who}: playlist tracks`
      )
      assert.equal(
        (await session.get(api(`radio/playlist/${playlist.id}`))).status(),
        404,
        `${who}: radio`
      )
      // The drawn pages (the sidebar's library, the owner's profile) carry nothing of it either.
      for (const path of [
        '/library/playlists',
        `/user/${owner.id}/x/playlists`,
        `/playlist/${playlist.id}/x`,
      ]) {
        const html = (await session.get(path).headers({ accept: 'text/html' })).text()
        assert.notInclude(html, 'Quokkawave', `${who}: ${path}`)
      }
    }

    // The owner and collaborators still have it, with its new name.
    for (const session of [ownerSession, collaboratorSession]) {
      const library = (await session.get(api('library/playlists'))).body().pagination.data
      assert.include(
        library.map((item: { id: number; name: string }) => `${item.id} ${item.name}`),
        `${playlist.id} Quokkawave Secret Mix`
      )
    }

    // Made public again, it is back in the follower's library: the follow was kept.
    await ownerSession.put(api(`playlists/${playlist.id}`)).json({ public: true })
    assert.include(ids(await followerSession.get(api('library/playlists'))), playlist.id)
  })
})

import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { CookieSession } from '#tests/helpers/cookie_session'
import { metaContent } from '#tests/helpers/shell'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { MUSIC_SEO_PAGES } from '#plugins/music/server/seo/pages'
import { matchPath } from '#core/kernel/shell/path_pattern'
import {
  makeAlbum,
  makeArtist,
  makeChannel,
  makeGenre,
  makePlaylist,
  makeTrack,
} from '../helpers/catalogue_factory.js'
import { api, signedInSession } from '../helpers/music_session.js'
import { trackEditorValues } from '../helpers/track_editor_values.js'
import { countQueries } from '../helpers/query_counter.js'
import { dropReads } from '#core/kernel/cache/read_cache'

/** The <head> of the HTML shell for a path, as a crawler or a link preview gets it. */
async function shellHead(path: string) {
  const response = await new CookieSession().get(path).headers({ accept: 'text/html' })
  return { status: response.status(), head: response.text().split('</head>')[0] }
}

/** The site defaults every unknown or hidden page keeps. */
function assertSiteDefaults(assert: any, head: string) {
  assert.include(head, '<title>Cadenza</title>')
  assert.equal(metaContent(head, 'og:type'), 'website')
}

test.group('Music SEO tags in the HTML shell', () => {
  test('a track page names the song, its artists, album, duration and cover', async ({
    assert,
  }) => {
    const band = await makeArtist({ name: 'Seo Band' })
    const guest = await makeArtist({ name: 'Seo Guest' })
    const album = await makeAlbum({ name: 'Seo Album', artists: [band], releaseDate: '2021-05-01' })
    await album.merge({ image: '/storage/covers/seo-album.png' }).save()
    const track = await makeTrack({
      name: 'Seo Song',
      artists: [band, guest],
      album,
      duration: 187_000,
    })

    const { status, head } = await shellHead(`/track/${track.id}/stale-slug`)
    assert.equal(status, 200)
    assert.include(head, '<title>Seo Song - Seo Band &amp; Seo Guest | Cadenza</title>')
    assert.include(
      head,
      '<meta name="description" content="Listen to Seo Song by Seo Band &amp; Seo Guest on Cadenza. Seo Album · 3:07 · 2021.">'
    )
    assert.equal(metaContent(head, 'og:type'), 'music.song')
    assert.match(
      metaContent(head, 'og:image')!,
      /^https?:\/\/[^/]+\/storage\/covers\/seo-album\.png$/
    )
    // The canonical address carries the current slug, whatever slug was requested.
    assert.match(
      head,
      new RegExp(`<link rel="canonical" href="https?://[^"]+/track/${track.id}/seo-song">`)
    )
    assert.equal(metaContent(head, 'music:duration'), '187')
    assert.match(
      metaContent(head, 'music:album')!,
      new RegExp(`^https?://[^/]+/album/${album.id}/seo-band/seo-album$`)
    )
    assert.match(metaContent(head, 'music:musician')!, new RegExp(`/artist/${band.id}/seo-band$`))
    assert.match(
      metaContent(head, 'og:audio')!,
      new RegExp(`^https?://[^/]+/api/v1/music/tracks/${track.id}/stream$`)
    )
    assert.equal(metaContent(head, 'og:audio:type'), 'audio/mpeg')
    const jsonLd = JSON.parse(
      head.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]
    )
    assert.containSubset(jsonLd, {
      '@type': 'MusicRecording',
      'name': 'Seo Song',
      'duration': 'PT3M7S',
      'byArtist': [{ name: 'Seo Band' }, { name: 'Seo Guest' }],
      'inAlbum': { name: 'Seo Album' },
    })
  })

  test('an album page counts its public songs; the description set on it wins', async ({
    assert,
  }) => {
    const band = await makeArtist({ name: 'Seo Album Band' })
    const album = await makeAlbum({
      name: 'Counted Album',
      artists: [band],
      releaseDate: '2019-02-03',
    })
    await makeTrack({ album, artists: [band] })
    await makeTrack({ album, artists: [band] })
    await makeTrack({ album, artists: [band], public: false })

    let { head } = await shellHead(`/album/${album.id}/x/y`)
    assert.include(head, '<title>Counted Album - Seo Album Band | Cadenza</title>')
    assert.include(
      head,
      'content="Listen to Counted Album by Seo Album Band on Cadenza. 2 songs · 2019."'
    )
    assert.equal(metaContent(head, 'og:type'), 'music.album')
    assert.equal(metaContent(head, 'music:release_date'), '2019-02-03')
    assert.match(
      head,
      new RegExp(
        `<link rel="canonical" href="[^"]+/album/${album.id}/seo-album-band/counted-album">`
      )
    )

    await album.merge({ description: '<p>Recorded   live,\nin one take.</p>' }).save()
    await dropReads()
    ;({ head } = await shellHead(`/album/${album.id}/x/y`))
    assert.include(head, '<meta name="description" content="Recorded live, in one take.">')
  })

  test('artist, playlist, user and channel pages get their own tags', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Seo Artist Page' })
    await artist
      .merge({ biography: 'Plays the theremin.', image: 'https://images.example.com/a.jpg' })
      .save()
    let { head } = await shellHead(`/artist/${artist.id}/seo-artist-page`)
    assert.include(head, '<title>Seo Artist Page | Cadenza</title>')
    assert.include(head, '<meta name="description" content="Plays the theremin.">')
    assert.equal(metaContent(head, 'og:type'), 'profile')
    assert.equal(metaContent(head, 'og:image'), 'https://images.example.com/a.jpg')

    const { user } = await signedInSession({ firstName: 'Curator' })
    const playlist = await makePlaylist(user.id, {
      name: 'Road Trip',
      tracks: [await makeTrack(), await makeTrack()],
    })
    ;({ head } = await shellHead(`/playlist/${playlist.id}/road-trip`))
    assert.include(head, `<title>Road Trip - playlist by ${user.firstName} | Cadenza</title>`)
    assert.include(
      head,
      `content="Listen to Road Trip, a playlist by ${user.firstName} on Cadenza. 2 songs."`
    )
    assert.equal(metaContent(head, 'og:type'), 'music.playlist')

    ;({ head } = await shellHead(`/user/${user.id}/whatever/playlists`))
    assert.include(head, `<title>${user.firstName} | Cadenza</title>`)
    assert.equal(metaContent(head, 'og:type'), 'profile')
    assert.notInclude(head, user.email)

    const genre = await makeGenre('seo-synthwave')
    const channel = await makeChannel(
      { contentType: 'tracks', source: 'genreTracks', restriction: 'genre' },
      { slug: 'seo-genre' }
    )
    ;({ head } = await shellHead(`/channel/${channel.slug}/${genre.name}`))
    assert.include(head, `<title>${genre.displayName} - seo-genre | Cadenza</title>`)
    assert.match(head, /<link rel="canonical" href="[^"]+\/channel\/seo-genre\/seo-synthwave">/)
    assertSiteDefaults(assert, (await shellHead(`/channel/${channel.slug}/no-such-genre`)).head)

    ;({ head } = await shellHead('/search/daft%20punk/albums'))
    assert.include(head, '<title>Search results for &quot;daft punk&quot; | Cadenza</title>')
  })

  test('private and unknown content answer 404 with the site defaults and never show a private name', async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const privateTrack = await makeTrack({ name: 'Secret Demo', public: false, ownerId: user.id })
    const privatePlaylist = await makePlaylist(user.id, { name: 'Secret Mix', public: false })
    const privateAlbum = await makeAlbum({ name: 'Secret Album', public: false, ownerId: user.id })
    const publicOnPrivate = await makeTrack({ name: 'Open Single', album: privateAlbum })
    const privatePaths = [
      `/track/${privateTrack.id}/x`,
      `/playlist/${privatePlaylist.id}/x`,
      `/album/${privateAlbum.id}/a/b`,
    ]

    for (const path of [
      ...privatePaths,
      '/track/999999999/x',
      '/track/abc/x',
      '/artist/0',
      '/artist/999999999/x',
      '/album/999999999/a/b',
      '/playlist/999999999/x',
      `/user/999999999/x`,
      '/channel/no-such-channel',
      '/no-such-channel',
      '/no-such/page',
      '/no/such/page/here',
    ]) {
      const { status, head } = await shellHead(path)
      assert.equal(status, 404, path)
      assertSiteDefaults(assert, head)
      assert.notMatch(head, /Secret/)
    }
    // The owner, signed in, gets their private pages with a 200 (the tags stay the guests').
    for (const path of privatePaths) {
      const response = await session.get(path).headers({ accept: 'text/html' })
      assert.equal(response.status(), 200, path)
      assert.notMatch(response.text().split('</head>')[0], /Secret/)
    }
    // A public track keeps its private album's name and cover out of its tags.
    const { head } = await shellHead(`/track/${publicOnPrivate.id}/open-single`)
    assert.include(head, '<title>Open Single | Cadenza</title>')
    assert.notInclude(head, 'Secret Album')
    assert.isUndefined(metaContent(head, 'music:album'))
  })

  test("signed-in pages reuse a page's tags until a write changes them, and never pass on a private page's answer", async ({
    assert,
  }) => {
    const band = await makeArtist({ name: 'Kept Band' })
    const track = await makeTrack({ name: 'Kept Song', artists: [band] })
    const { session } = await signedInSession()
    const signedInHead = async (path: string) => {
      const response = await session.get(path).headers({ accept: 'text/html' })
      return { status: response.status(), head: response.text().split('</head>')[0] }
    }
    assert.include((await signedInHead(`/track/${track.id}/x`)).head, '<title>Kept Song - Kept Band | Cadenza</title>')
    // The same page again resolves nothing: the track's tags statement is not sent.
    const trackTagsStatement = /FROM tracks LEFT JOIN albums/
    assert.equal(await countQueries(() => signedInHead(`/track/${track.id}/x`), trackTagsStatement), 0)

    // An admin renames it: that write drops the kept tags, and the next page shows the new name.
    const admin = await signedInSession({ admin: true })
    const renamed = await admin.session.put(api(`admin/tracks/${track.id}`)).json(trackEditorValues({ name: 'Renamed Song', artists: [{ id: band.id }] }))
    assert.equal(renamed.status(), 200)
    const { head } = await signedInHead(`/track/${track.id}/x`)
    assert.include(head, '<title>Renamed Song - Kept Band | Cadenza</title>')
    assert.notInclude(head, 'Kept Song')

    // A private track: its owner gets the site defaults with a 200, a guest a 404, whoever asks first.
    const owner = await signedInSession()
    const secret = await makeTrack({ name: 'Secret Take', public: false, ownerId: owner.user.id })
    const path = `/track/${secret.id}/x`
    for (let round = 0; round < 2; round++) {
      assert.equal((await owner.session.get(path).headers({ accept: 'text/html' })).status(), 200)
      assert.equal((await shellHead(path)).status, 404)
    }
  })

  test('a title with a script tag is escaped, not executed', async ({ assert }) => {
    const track = await makeTrack({ name: '</title><script>alert("x")</script>' })
    const { head } = await shellHead(`/track/${track.id}/x`)
    assert.notInclude(head, '<script>alert')
    assert.include(
      head,
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; | Cadenza</title>'
    )
    assert.include(
      head,
      '<meta property="og:title" content="&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; | Cadenza">'
    )
  })

  test('when guests may not listen, music pages keep the site defaults', async ({ assert }) => {
    const track = await makeTrack({ name: 'Members Only' })
    await withoutRolePermission('guests', 'music.view', async () => {
      const { head } = await shellHead(`/track/${track.id}/members-only`)
      assertSiteDefaults(assert, head)
      assert.notInclude(head, 'Members Only')
    })
  })

  test('each resolver costs at most three queries', async ({ assert }) => {
    const host = await app.container.make('cadenza.host')
    const band = await makeArtist()
    const album = await makeAlbum({ artists: [band] })
    const track = await makeTrack({ album, artists: [band] })
    const { user } = await signedInSession()
    const playlist = await makePlaylist(user.id)
    const channel = await makeChannel({ contentType: 'tracks' })
    const paths = [
      `/track/${track.id}/x`,
      `/album/${album.id}/x/y`,
      `/artist/${band.id}/x`,
      `/playlist/${playlist.id}/x`,
      `/user/${user.id}/x`,
      `/channel/${channel.slug}`,
    ]
    for (const path of paths) {
      const [page, params] = MUSIC_SEO_PAGES.flatMap((candidate) =>
        candidate.paths.map((pattern) => [candidate, matchPath(pattern, path)] as const)
      ).find(([, match]) => match)!
      const resolve = () => page.resolve!({ params: params!, path, ctx: {} as HttpContext, host })
      await resolve() // warms the guest role cache
      let tags: unknown
      const queries = await countQueries(async () => (tags = await resolve()))
      assert.isNotNull(tags, path)
      assert.isAtMost(queries, 3, path)
    }
  })
})

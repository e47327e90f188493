import { test } from '@japa/runner'
import { appUrl } from '#config/app'
import { CookieSession } from '#tests/helpers/cookie_session'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { urls } from '#plugins/music/shared/urls'
import { makeAlbum, makeArtist, makePlaylist, makeTrack } from '../helpers/catalogue_factory.js'
import { signedInSession } from '../helpers/music_session.js'

const pageUrl = (path: string) => new URL(path, appUrl).href
const oembed = (query: Record<string, string>) => `/oembed?${new URLSearchParams(query)}`

/** The oEmbed links of a page's head, as a consumer discovers them. */
async function oembedLinks(path: string) {
  const head = (await new CookieSession().get(path).headers({ accept: 'text/html' })).text().split('</head>')[0]
  return [...head.matchAll(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'))
}

test.group('oEmbed for track, album and playlist pages', () => {
  test('a track page is a rich embed: its player in an iframe, its title and cover', async ({ assert }) => {
    const band = await makeArtist({ name: 'Oembed Band' })
    const track = await makeTrack({ name: 'Unfurled Song', artists: [band] })
    await track.merge({ image: '/storage/covers/unfurled.png' }).save()
    const response = await new CookieSession().get(oembed({ url: pageUrl(urls.track(track)), format: 'json' }))
    assert.equal(response.status(), 200)
    const body = response.body()
    assert.include(body, { version: '1.0', type: 'rich', provider_name: 'Cadenza', width: 600, height: 174 })
    assert.equal(body.title, 'Unfurled Song - Oembed Band | Cadenza')
    assert.equal(body.thumbnail_url, pageUrl('/storage/covers/unfurled.png'))
    assert.include(body.html, `<iframe src="${pageUrl(urls.trackEmbed(track))}" width="600" height="174"`)
  })

  test('an album page embeds the album player, shrunk to maxwidth and maxheight', async ({ assert }) => {
    const band = await makeArtist({ name: 'Oembed Album Band' })
    const album = await makeAlbum({ name: 'Unfurled Album', artists: [band] })
    const response = await new CookieSession().get(oembed({ url: pageUrl(urls.album({ id: album.id, name: album.name, artists: [band] })), maxwidth: '400', maxheight: '300' }))
    assert.equal(response.status(), 200)
    assert.include(response.body(), { type: 'rich', width: 400, height: 300 })
    assert.include(response.body().html, `${urls.albumEmbed({ id: album.id, name: album.name, artists: [band] })}" width="400" height="300"`)
  })

  test('a public playlist embeds its own player', async ({ assert }) => {
    const { user } = await signedInSession()
    const playlist = await makePlaylist(user.id, { name: 'Unfurled List', tracks: [await makeTrack()], public: true })
    const response = await new CookieSession().get(oembed({ url: pageUrl(urls.playlist(playlist)), format: 'json' }))
    assert.equal(response.status(), 200)
    assert.include(response.body(), { type: 'rich', width: 600, height: 380 })
    assert.include(response.body().html, `<iframe src="${pageUrl(urls.playlistEmbed(playlist))}"`)
  })

  test('track, album and playlist pages name their oEmbed address in their head; private and non-embeddable pages do not', async ({ assert }) => {
    const band = await makeArtist({ name: 'Discovered Band' })
    const album = await makeAlbum({ name: 'Discovered Album', artists: [band] })
    const track = await makeTrack({ name: 'Discovered Song', artists: [band], album })
    const hidden = await makeTrack({ name: 'Hidden Song', public: false })
    const trackLinks = await oembedLinks(urls.track(track))
    assert.deepEqual(trackLinks, [pageUrl(oembed({ url: pageUrl(urls.track(track)), format: 'json' }))])
    const albumPath = urls.album({ id: album.id, name: album.name, artists: [band] })
    assert.lengthOf(await oembedLinks(albumPath), 1)
    const { user } = await signedInSession()
    const playlist = await makePlaylist(user.id, { name: 'Discovered List', public: true })
    assert.lengthOf(await oembedLinks(urls.playlist(playlist)), 1)
    assert.deepEqual(await oembedLinks(urls.track(hidden)), [])
    assert.deepEqual(await oembedLinks(urls.artist(band)), [])
    // The link a consumer follows answers.
    const followed = await new CookieSession().get(new URL(trackLinks[0]).pathname + new URL(trackLinks[0]).search)
    assert.equal(followed.status(), 200)
  })

  test('unknown, private, foreign and non-embeddable pages are not found', async ({ assert }) => {
    const { user } = await signedInSession()
    const hidden = await makeTrack({ name: 'Private Unfurl', public: false })
    const privateList = await makePlaylist(user.id, { name: 'Private Unfurl List', public: false })
    const artist = await makeArtist({ name: 'Not Embeddable' })
    for (const url of [
      pageUrl('/track/999999999/nothing'),
      pageUrl(urls.track(hidden)),
      pageUrl(urls.playlist(privateList)),
      pageUrl(urls.artist(artist)),
      'https://elsewhere.example/track/1/song',
    ]) {
      const response = await new CookieSession().get(oembed({ url }))
      assert.equal(response.status(), 404, url)
      assert.deepEqual(response.body(), { message: 'Not found.' })
    }
  })

  test('nothing is embedded while guests may not listen', async ({ assert }) => {
    const track = await makeTrack({ name: 'Members Only Unfurl' })
    await withoutRolePermission('guests', 'music.view', async () => {
      assert.equal((await new CookieSession().get(oembed({ url: pageUrl(urls.track(track)) }))).status(), 404)
    })
  })

  test('xml is not implemented; a missing or malformed query is a 422 naming the field', async ({ assert }) => {
    const track = await makeTrack()
    const xml = await new CookieSession().get(oembed({ url: pageUrl(urls.track(track)), format: 'xml' }))
    assert.equal(xml.status(), 501)
    assert.properties(xml.body(), ['message'])

    for (const [query, field] of [
      [{}, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ url: pageUrl(urls.track(track)), format: 'yaml' }, 'format'],
      [{ url: pageUrl(urls.track(track)), maxwidth: '-3' }, 'maxwidth'],
    ] as const) {
      const response = await new CookieSession().get(oembed(query))
      assert.equal(response.status(), 422, JSON.stringify(query))
      assert.properties(response.body(), ['message', 'errors'])
      assert.properties(response.body().errors, [field])
    }
  })
})

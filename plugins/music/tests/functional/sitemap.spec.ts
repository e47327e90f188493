import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { buildSitemap } from '#core/seo/server/sitemap/build_sitemap'
import { CookieSession } from '#tests/helpers/cookie_session'
import { urls } from '#plugins/music/shared/urls'
import { makeAlbum, makeArtist, makePlaylist, makeTrack, makeTracks } from '../helpers/catalogue_factory.js'
import { signedInSession } from '../helpers/music_session.js'

/** Every <loc> of the current sitemap, read as a crawler does: the index, then each of its files. */
async function crawlSitemap(assert: any) {
  const guest = new CookieSession()
  const index = await guest.get('/sitemap.xml')
  assert.equal(index.status(), 200)
  assert.match(index.header('content-type'), /^application\/xml/)
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll('&amp;', '&'))
  const files = locs(index.text())
  const pages: string[] = []
  for (const file of files) {
    const response = await guest.get(new URL(file).pathname)
    assert.equal(response.status(), 200, file)
    const found = locs(response.text())
    assert.isAtMost(found.length, 3, `${file} keeps to the file size it was built with`)
    pages.push(...found.map((loc) => new URL(loc).pathname))
  }
  return { files, pages }
}

test.group('sitemap.xml', () => {
  test('lists public music and custom pages, never private, draft or unpublished content', async ({ assert }) => {
    const { user } = await signedInSession()
    const artist = await makeArtist({ name: 'Sitemap Artist' })
    const album = await makeAlbum({ name: 'Sitemap Album', artists: [artist] })
    const privateAlbum = await makeAlbum({ name: 'Sitemap Hidden Album', artists: [artist], public: false })
    const track = await makeTrack({ name: 'Sitemap Song', artists: [artist], album })
    await makeTracks(3, { name: 'Sitemap Filler', artists: [artist] })
    const privateTrack = await makeTrack({ name: 'Sitemap Private Song', public: false })
    const draft = await makeTrack({ name: 'Sitemap Draft Song' })
    // An upload not published yet: drafts are never public, whatever asks for it.
    await draft.merge({ status: 'draft', public: true } as any).save()
    const playlist = await makePlaylist(user.id, { name: 'Sitemap Mix', public: true })
    const privatePlaylist = await makePlaylist(user.id, { name: 'Sitemap Secret Mix', public: false })
    const [pageId] = await db.table('custom_pages').insert({ title: 'Sitemap About', slug: 'sitemap-about', body: '<p>About</p>', created_at: new Date(), updated_at: new Date() })

    const registry = await app.container.make(ModuleRegistry)
    // Three addresses a file, so a few rows already span several files per source.
    const build = await buildSitemap(registry.sitemaps(), 3)
    assert.isNotNull(build)

    const { files, pages } = await crawlSitemap(assert)
    assert.equal(files.length, build!.files)
    assert.equal(pages.length, build!.urls)
    assert.isTrue(files.some((file) => /\/tracks-2\.xml$/.test(file)), `tracks span several files: ${files.join(' ')}`)
    for (const path of [urls.artist(artist), urls.album({ id: album.id, name: album.name, artists: [artist] }), urls.track(track), urls.playlist(playlist), '/pages/sitemap-about']) {
      assert.include(pages, path)
    }
    for (const path of [urls.track(privateTrack), urls.track(draft), urls.playlist(privatePlaylist), urls.album({ id: privateAlbum.id, name: privateAlbum.name, artists: [artist] })]) {
      assert.notInclude(pages, path)
    }
    await db.from('custom_pages').where('id', pageId).delete()
  })

  test("another build at once is refused by the lock; a file outside the current builds is not served", async ({ assert }) => {
    const registry = await app.container.make(ModuleRegistry)
    const [first, second] = await Promise.all([buildSitemap(registry.sitemaps()), buildSitemap(registry.sitemaps())])
    assert.equal([first, second].filter(Boolean).length, 1)

    const guest = new CookieSession()
    assert.equal((await guest.get('/sitemaps/1700000000000-abc/tracks-1.xml')).status(), 404)
    assert.equal((await guest.get('/sitemaps/..%2F..%2Fsecret/tracks-1.xml')).status(), 404)
    const current = (first ?? second)!.folder
    assert.equal((await guest.get(`/sitemaps/${current}/..%2Findex.xml`)).status(), 404)
  })
})

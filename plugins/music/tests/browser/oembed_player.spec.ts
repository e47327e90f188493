import { test } from '@japa/runner'
import { makePlaylist } from '#plugins/music/tests/helpers/catalogue_factory'
import { urls } from '../../shared/urls.js'
import { newListener, openAt } from './music_browser.js'
import { makePlayableAlbum } from './player_test_catalogue.js'

test.group('oEmbed in Chromium', () => {
  test("a consumer pastes a playlist's oEmbed html into its page: the playlist player plays there", async ({ assert, cleanup }) => {
    const album = await makePlayableAlbum({ tracks: 2 })
    const owner = await newListener()
    const playlist = await makePlaylist(owner.id, { name: `Embedded list ${album.album.id}`, tracks: album.tracks, public: true })
    const { page, context } = await openAt('/')
    cleanup(() => context.close())

    const pageUrl = new URL(urls.playlist(playlist), page.url()).href
    const answer = await page.request.get(`/oembed?url=${encodeURIComponent(pageUrl)}&format=json`)
    assert.equal(answer.status(), 200)
    const { html } = (await answer.json()) as { html: string }
    // A consumer's page (served by the browser itself) showing the html as it came.
    await page.route('**/oembed-consumer.html', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Consumer</title>${html}` }))
    await page.goto('/oembed-consumer.html')

    const frame = page.frameLocator('iframe')
    const tracks = frame.getByRole('list', { name: `Tracks of ${playlist.name}` })
    await tracks.getByRole('button', { name: new RegExp(album.tracks[1].name) }).click()
    await frame.getByRole('button', { name: `Pause ${playlist.name}` }).waitFor()
    await frame.getByRole('slider', { name: 'Seek' }).waitFor()
  })
})

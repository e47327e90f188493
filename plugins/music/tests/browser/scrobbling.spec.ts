import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright-core'
import { expectToast, newAccount, openAt, signInThroughForm, waitForPath } from '#core/accounts/tests/browser/browser_helpers'
import { LastFmServer, ListenBrainzServer } from '#tests/helpers/scrobble_services'
import { makePlayableAlbum, playAlbum } from './player_test_catalogue.js'

/** A new listener signed in through the login form, on account settings' scrobbling panel. */
async function signedInAtScrobbling(opened: BrowserContext[]) {
  const user = await newAccount()
  const { page, context } = await openAt('/login?redirect=/account-settings')
  opened.push(context)
  await signInThroughForm(page, user.email)
  await waitForPath(page, '/account-settings')
  const panel = page.locator('#scrobbling')
  await panel.getByRole('heading', { name: 'Scrobbling' }).waitFor()
  return { page, panel }
}

function listenBrainzRow(page: Page) {
  return page.getByTestId('scrobbling-listenbrainz')
}

test.group('Scrobbling in Chromium', (group) => {
  let listenbrainz: ListenBrainzServer
  let lastfm: LastFmServer
  const opened: BrowserContext[] = []
  group.setup(async () => {
    listenbrainz = await ListenBrainzServer.start()
    lastfm = await LastFmServer.start()
    const restoreListenBrainz = await listenbrainz.configure()
    const restoreLastFm = await lastfm.configure()
    return async () => {
      await restoreLastFm()
      await restoreListenBrainz()
      await Promise.all([listenbrainz.stop(), lastfm.stop()])
    }
  })
  group.each.teardown(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()))
  })

  test('connect ListenBrainz in settings, play a track: the listen arrives at ListenBrainz', async ({ assert }) => {
    const album = await makePlayableAlbum({ tracks: 1 })
    const token = listenbrainz.addUser('chromium-listener')
    const { page } = await signedInAtScrobbling(opened)
    // The page's menu names the panels other modules add, and takes you to them.
    const menu = page.getByRole('navigation', { name: 'Settings sections' })
    await menu.getByRole('link', { name: 'Connected apps' }).waitFor()
    await menu.getByRole('link', { name: 'Scrobbling' }).click()
    await page.locator('#scrobbling').getByRole('heading', { name: 'Scrobbling' }).waitFor()
    await menu.locator('a[aria-current="location"]', { hasText: 'Scrobbling' }).waitFor()
    const row = listenBrainzRow(page)
    await row.getByText('Not connected').waitFor()
    await row.getByLabel('ListenBrainz user token').fill(token)
    await row.getByRole('button', { name: 'Connect' }).click()
    await expectToast(page, 'ListenBrainz connected')
    await row.getByText('Connected as chromium-listener').waitFor()
    assert.equal(await row.getByLabel('ListenBrainz user token').count(), 0)

    // A 12 s song: the listen is sent once half of it was heard.
    await playAlbum(page, album)
    const listen = await listenbrainz.submissions.waitFor((item) => item.token === token && item.body.listen_type === 'single', 30_000)
    assert.equal(listen.body.payload[0].track_metadata.track_name, album.tracks[0].name)
    assert.equal(listen.body.payload[0].track_metadata.artist_name, album.artist.name)
    assert.exists(listenbrainz.submissions.items.find((item) => item.token === token && item.body.listen_type === 'playing_now'))

    await page.goto(`${new URL(page.url()).origin}/account-settings`)
    await listenBrainzRow(page).getByText(/Last sent/).waitFor()
  })

  test('a token ListenBrainz does not know is refused under its field; disconnect brings the form back', async () => {
    const { page } = await signedInAtScrobbling(opened)
    const row = listenBrainzRow(page)
    await row.getByLabel('ListenBrainz user token').fill('made-up-token')
    await row.getByRole('button', { name: 'Connect' }).click()
    await row.getByText('ListenBrainz does not know this token.').waitFor()

    await row.getByLabel('ListenBrainz user token').fill(listenbrainz.addUser('second'))
    await row.getByRole('button', { name: 'Connect' }).click()
    await row.getByText('Connected as second').waitFor()
    await row.getByRole('button', { name: 'Disconnect' }).click()
    await row.getByText('Not connected').waitFor()
    await row.getByLabel('ListenBrainz user token').waitFor()
  })

  test('connect Last.fm through its authorization page, play a track: the scrobble arrives at Last.fm', async ({ assert }) => {
    const album = await makePlayableAlbum({ tracks: 1 })
    const { page } = await signedInAtScrobbling(opened)
    const row = page.getByTestId('scrobbling-lastfm')
    await row.getByText('Not connected').waitFor()
    await row.getByRole('button', { name: 'Connect Last.fm' }).click()

    // The stand-in grants at once and sends the browser back with a token, which the site trades for a session.
    await expectToast(page, 'Last.fm connected')
    await row.getByText('Connected as lastfm-listener').waitFor()
    assert.equal(new URL(page.url()).search, '')
    const granted = lastfm.calls.items.filter((call) => call.method === 'auth.getSession')
    assert.lengthOf(granted, 1)
    assert.equal(await row.getByRole('button', { name: 'Connect Last.fm' }).count(), 0)

    // A 12 s song: 'playing now' at once, the scrobble once half of it was heard, both signed with the session's key.
    await playAlbum(page, album)
    const played = (call: { method: string; params: Record<string, string> }) => call.params.track === album.tracks[0].name && call.params.artist === album.artist.name
    const scrobble = await lastfm.calls.waitFor((call) => call.method === 'track.scrobble' && played(call), 30_000)
    assert.equal(scrobble.params.album, album.album.name)
    assert.closeTo(Number(scrobble.params.timestamp), Math.floor(Date.now() / 1000), 60)
    const nowPlaying = lastfm.calls.items.find((call) => call.method === 'track.updateNowPlaying' && played(call))
    assert.exists(nowPlaying)
    assert.equal(scrobble.params.sk, nowPlaying!.params.sk)

    await page.goto(`${new URL(page.url()).origin}/account-settings`)
    await page.getByTestId('scrobbling-lastfm').getByText(/Last sent/).waitFor()
  })
})

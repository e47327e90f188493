import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import { withSettings } from '#core/accounts/tests/browser/browser_helpers'
import {
  makeAlbum,
  makeArtist,
  makeChannel,
  makePlaylist,
  makeTrack,
} from '#plugins/music/tests/helpers/catalogue_factory'
import { urls } from '#plugins/music/shared/urls'
import { newListener, openAt, rowNames, signIn, uniqueWord, waitForPath } from './music_browser.js'

function toast(page: Page, message: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(message, { exact: true })
}

test.group('Landing page in Chromium', () => {
  test('guests at / get the landing page with trending music and sign-up; signed-in people get the channels', async ({
    assert,
    cleanup,
  }) => {
    const navbar = {
      id: 'landing-navbar',
      name: 'Landing navbar',
      positions: ['landing-page-navbar'],
      items: [{ id: 'landing-contact', type: 'route', label: 'Contact us', action: '/contact' }],
    }
    const app = (await import('@adonisjs/core/services/app')).default
    const { SettingsStore } = await import('#core/settings/server/settings_store')
    const menus = (await app.container.make(SettingsStore)).get<Array<{ id?: string }>>('menus', [])
    // Without a navbar of an earlier attempt (a retried test would show one link per attempt).
    const others = menus.filter((menu) => menu.id !== navbar.id)
    cleanup(await withSettings({ 'homepage.type': 'landingPage', 'menus': [...others, navbar] }))
    const word = uniqueWord('Aurora')
    const artist = await makeArtist({ name: `${word} Artist` })
    const album = await makeAlbum({ name: `${word} Album`, artists: [artist] })
    await makeTrack({ name: `${word} Song`, artists: [artist], album })
    const channel = await makeChannel(
      { contentType: 'albums', layout: 'carousel' },
      { homepage: true, items: [album], slug: `${word}-albums` }
    )
    // First on the homepage, so the strip shows it whatever other tests added
    // (positions are unsigned: the others move down one instead).
    await db.from('channels').whereNot('id', channel.id).increment('position', 1)
    await db.from('channels').where('id', channel.id).update({ position: 0 })
    cleanup(async () => {
      await db.from('channels').where('id', channel.id).delete()
      await db.from('channels').decrement('position', 1)
    })
    const person = await newListener(word)

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await page.getByRole('heading', { level: 1, name: 'Music for every moment.' }).waitFor()
    await page.getByRole('heading', { name: 'Trending now' }).waitFor()
    const strip = page.getByRole('list', { name: 'Trending now, scrollable' })
    await strip.getByRole('link').first().waitFor()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact us' })
      .waitFor()
    // The player stays out of the way until the visitor presses play.
    assert.equal(await page.getByRole('region', { name: 'Player' }).count(), 0)
    await strip.getByRole('button', { name: `Play ${word} Album` }).click()
    await page.getByRole('region', { name: 'Player' }).waitFor()
    await page.getByRole('link', { name: 'Sign up free' }).first().click()
    await waitForPath(page, (path) => path === '/register')
    await page.goBack()
    await page.getByRole('link', { name: 'Start listening' }).first().click()
    await waitForPath(page, (path) => path === '/search')

    await page.goto('/')
    await signIn(page, person.email)
    await page.getByRole('heading', { level: 1, name: new RegExp(word) }).waitFor()
    await page.getByRole('heading', { name: 'Trending now' }).waitFor({ state: 'detached' })
  })
})

test.group('Collaborative playlists and sidebar drops in Chromium', () => {
  test('the owner invites a collaborator, who adds a song the owner then sees and can still reorder by drag', async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Ensemble')
    const owner = await newListener(`${word}Owner`)
    const friend = await newListener(`${word}Friend`)
    const artist = await makeArtist({ name: `${word} Band` })
    const first = await makeTrack({ name: `${word} Opening`, artists: [artist] })
    const second = await makeTrack({ name: `${word} Encore`, artists: [artist] })
    const playlist = await makePlaylist(owner.id, {
      name: `${word} Mix`,
      tracks: [first],
      public: false,
    })

    const ownerView = await openAt('/')
    cleanup(() => ownerView.context.close())
    const ownerPage = ownerView.page
    await signIn(ownerPage, owner.email)
    await ownerPage.goto(urls.playlist(playlist))
    await ownerPage.getByRole('button', { name: 'Invite collaborators' }).click()
    const dialog = ownerPage.getByRole('dialog', { name: 'Collaborators' })
    await dialog.getByRole('textbox', { name: 'Search people by name' }).fill(`${word}Friend`)
    await dialog.getByRole('button', { name: `Invite ${word}Friend Tester` }).click()
    await dialog
      .getByRole('list', { name: 'Collaborators' })
      .getByRole('link', { name: `${word}Friend Tester` })
      .waitFor()
    assert.isTrue(await dialog.getByRole('switch', { name: 'Collaborative playlist' }).isChecked())

    const friendView = await openAt('/')
    cleanup(() => friendView.context.close())
    const friendPage = friendView.page
    await signIn(friendPage, friend.email)
    // A private playlist the friend collaborates on is in their sidebar.
    await friendPage
      .getByRole('navigation', { name: 'Playlists' })
      .getByRole('link', { name: new RegExp(`${word} Mix`) })
      .click()
    await waitForPath(friendPage, (path) => path === urls.playlist(playlist))
    await friendPage.getByText('invited you to collaborate').waitFor()
    await friendPage
      .getByRole('textbox', { name: 'Search for songs to add' })
      .fill(`${word} Encore`)
    await friendPage.getByRole('button', { name: `Add ${word} Encore` }).click()
    await friendPage.getByRole('button', { name: `${word} Encore is in the playlist` }).waitFor()

    await ownerPage.reload()
    assert.deepEqual(await rowNames(ownerPage, `Tracks of ${word} Mix`), [
      `${word} Opening`,
      `${word} Encore`,
    ])
    const stored = await db
      .from('playlist_track')
      .where({ playlist_id: playlist.id, track_id: second.id })
      .first()
    assert.equal(stored.added_by, friend.id)

    // Rows that now also drag onto playlists still reorder their own list.
    const grid = ownerPage.getByRole('grid', { name: `Tracks of ${word} Mix` })
    await grid
      .locator('[role=row][data-index="1"]')
      .dragTo(grid.locator('[role=row][data-index="0"]'))
    await ownerPage.getByText(`${word} Encore moved to position 1`).waitFor()
    await ownerPage.reload()
    assert.deepEqual(await rowNames(ownerPage, `Tracks of ${word} Mix`), [
      `${word} Encore`,
      `${word} Opening`,
    ])
  })

  test('a track row dropped on a sidebar playlist is added to it; a second drop, or one on a playlist that takes no songs, says why not', async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Dropzone')
    const person = await newListener()
    const artist = await makeArtist({ name: `${word} Band` })
    const album = await makeAlbum({ name: `${word} Record`, artists: [artist] })
    const track = await makeTrack({ name: `${word} Single`, artists: [artist], album, number: 1 })
    const playlist = await makePlaylist(person.id, { name: `${word} Mix` })
    // Someone else's collaborative playlist the person only follows: it takes no songs from them.
    const stranger = await newListener()
    const followed = await makePlaylist(stranger.id, { name: `${word} Club`, collaborative: true })
    await db
      .table('playlist_user')
      .insert({ playlist_id: followed.id, user_id: person.id, role: 'follower', created_at: new Date() })

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, person.email)
    await page.goto(urls.album({ id: album.id, name: album.name, artists: [artist] }))
    const row = page
      .getByRole('grid', { name: `Tracks of ${word} Record` })
      .locator('[role=row][data-index="0"]')
    const target = page
      .getByRole('navigation', { name: 'Playlists' })
      .getByRole('link', { name: new RegExp(`${word} Mix`) })
    await row.dragTo(target)
    await toast(page, `Added to ${word} Mix`).waitFor()
    const stored = await db.from('playlist_track').where({ playlist_id: playlist.id }).select('track_id')
    assert.deepEqual(stored.map((entry) => entry.track_id), [track.id])

    await row.dragTo(target)
    await toast(page, `${word} Single is already in ${word} Mix`).waitFor()

    await row.dragTo(
      page
        .getByRole('navigation', { name: 'Playlists' })
        .getByRole('link', { name: new RegExp(`${word} Club`) })
    )
    await toast(page, `You can't add songs to ${word} Club`).waitFor()
    assert.lengthOf(await db.from('playlist_track').where({ playlist_id: followed.id }), 0)

    await target.click()
    await waitForPath(page, (path) => path === urls.playlist(playlist))
    assert.deepEqual(await rowNames(page, `Tracks of ${word} Mix`), [`${word} Single`])
  })
})

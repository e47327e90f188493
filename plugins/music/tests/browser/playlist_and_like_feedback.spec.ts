import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { sqlNow } from '#plugins/music/server/services/shared/time'
import { makeArtist, makePlaylist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { slugify, urls } from '../../shared/urls.js'
import { newListener, openAt, signIn, uniqueWord, waitForPath } from './music_browser.js'

test.group('Likes, playlists and the library in Chromium', () => {
  test('a like says so in a toast, and so does taking it back', async ({ cleanup }) => {
    const word = uniqueWord('Ember')
    const listener = await newListener()
    const track = await makeTrack({ name: `${word} Song`, artists: [await makeArtist()] })
    const { page, context } = await openAt(urls.track(track))
    cleanup(() => context.close())
    await signIn(page, listener.email)
    const toasts = page.getByRole('region', { name: 'Notifications' })

    await page.getByRole('main').getByRole('button', { name: `Save ${word} Song to your library` }).first().click()
    await toasts.getByText('Added to Liked songs').waitFor()
    await page.getByRole('main').getByRole('button', { name: `Remove ${word} Song from your library` }).first().click()
    await toasts.getByText('Removed from Liked songs').waitFor()
  })

  test('adding a song that is already in the playlist says so', async ({ cleanup }) => {
    const word = uniqueWord('Cinder')
    const listener = await newListener()
    const track = await makeTrack({ name: `${word} Song` })
    const playlist = await makePlaylist(listener.id, { name: `${word} Mix` })
    const { page, context } = await openAt(urls.playlist(playlist))
    cleanup(() => context.close())
    await signIn(page, listener.email)
    await page.getByRole('textbox', { name: 'Search for songs to add' }).fill(word)
    const add = page.getByRole('button', { name: `Add ${word} Song` })
    await add.waitFor()
    // Meanwhile it was added from elsewhere (another tab, a collaborator): the page does not know yet.
    await db.table('playlist_track').insert({ playlist_id: playlist.id, track_id: track.id, position: 1, added_by: listener.id, created_at: sqlNow() })
    await add.click()
    await page.getByRole('region', { name: 'Notifications' }).getByText(`${word} Song is already in ${word} Mix`).waitFor()
  })

  test('a renamed playlist takes its new name into the address', async ({ assert, cleanup }) => {
    const word = uniqueWord('Quill')
    const listener = await newListener()
    const playlist = await makePlaylist(listener.id, { name: `${word} Old` })
    const { page, context } = await openAt(urls.playlist(playlist))
    cleanup(() => context.close())
    await signIn(page, listener.email)
    await page.getByRole('button', { name: 'Edit details' }).click()
    await page.getByRole('textbox', { name: 'Name' }).fill(`${word} New`)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { level: 1, name: `${word} New` }).waitFor()
    await waitForPath(page, (path) => path === `/playlist/${playlist.id}/${slugify(`${word} New`)}`)
    // Back leaves the page rather than returning to the old address.
    assert.notInclude(page.url(), slugify(`${word} Old`))
  })

  test('a guest on a library page goes to sign in without asking the API first', async ({ assert, cleanup }) => {
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 401) refused.push(response.url())
    })
    for (const section of ['songs', 'artists', 'history']) {
      await page.goto(`/library/${section}`)
      await waitForPath(page, (path) => path === '/login')
      await page.getByRole('button', { name: 'Sign in' }).or(page.getByRole('button', { name: 'Continue' })).first().waitFor()
    }
    // And from inside the app (a link, not a fresh load).
    await page.goto('/')
    await page.getByRole('link', { name: 'Liked songs' }).first().click()
    await waitForPath(page, (path) => path === '/login')
    await page.waitForLoadState('networkidle')
    assert.deepEqual(refused, [])
  })
})

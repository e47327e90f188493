import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  makeAlbum,
  makeArtist,
  makeChannel,
  makePlaylist,
  makeTag,
  makeTrack,
} from '#plugins/music/tests/helpers/catalogue_factory'
import { sqlNow } from '#plugins/music/server/services/shared/time'
import { slugify, urls } from '#plugins/music/shared/urls'
import { waitForApp } from '#tests/helpers/browser'
import { newListener, openAt, rowNames, signIn, uniqueWord, waitForPath } from './music_browser.js'
import { makePlayableAlbum, playerBar, waitForPosition } from './player_test_catalogue.js'

test.group('Music screens in Chromium', () => {
  test('the homepage shows its channels by layout; a card opens the artist, whose top track plays', async ({
    cleanup,
  }) => {
    const word = uniqueWord('Halcyon')
    const { artist, tracks: [track] } = await makePlayableAlbum({ tracks: 1 })
    await artist.merge({ name: `${word} Artist`, plays: 10 }).save()
    await track.merge({ name: `${word} Song` }).save()
    const tracks = await makeChannel(
      { contentType: 'tracks', layout: 'trackTable' },
      { homepage: true, items: [track], slug: `${word}-tracks` }
    )
    await db
      .from('channels')
      .where('id', tracks.id)
      .update({ name: `${word} tracks` })
    const artists = await makeChannel(
      { contentType: 'artists', layout: 'carousel' },
      { homepage: true, items: [artist], slug: `${word}-artists` }
    )
    await db
      .from('channels')
      .where('id', artists.id)
      .update({ name: `${word} artists` })

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    // Other tests add homepage channels too; the track table renders only the
    // rows near the viewport, so bring this channel into view first.
    const heading = page.getByRole('heading', { name: `${word} tracks` })
    await heading.waitFor()
    await heading.scrollIntoViewIfNeeded()
    await page
      .getByRole('grid', { name: `${word} tracks` })
      .getByRole('link', { name: `${word} Song` })
      .waitFor()
    const carousel = page.getByRole('list', { name: `${word} artists, scrollable` })
    await carousel.getByRole('link', { name: `${word} Artist` }).click()
    await waitForPath(page, (path) => path === urls.artist(artist))
    await page.getByRole('heading', { level: 1, name: `${word} Artist` }).waitFor()
    const popular = page.getByRole('grid', { name: `Popular tracks of ${word} Artist` })
    // A row's play button shows where its number was when the pointer is on the row.
    await popular.getByRole('link', { name: `${word} Song` }).hover()
    await popular.getByRole('button', { name: `Play ${word} Song` }).click()
    await playerBar(page).getByRole('link', { name: `${word} Song` }).waitFor()
    await waitForPosition(page, 1)
  })

  test('album, track and playlist pages show their content; unknown ids show the not-found page', async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Meridian')
    const owner = await newListener()
    const artist = await makeArtist({ name: `${word} Band` })
    const album = await makeAlbum({ name: `${word} Record`, artists: [artist] })
    const first = await makeTrack({ name: `${word} Opening`, artists: [artist], album, number: 1 })
    const second = await makeTrack({ name: `${word} Closing`, artists: [artist], album, number: 2 })
    const playlist = await makePlaylist(owner.id, { name: `${word} Mix`, tracks: [second, first] })

    const { page, context } = await openAt(
      urls.album({ id: album.id, name: album.name, artists: [artist] })
    )
    cleanup(() => context.close())
    await page.getByRole('heading', { level: 1, name: `${word} Record` }).waitFor()
    assert.deepEqual(await rowNames(page, `Tracks of ${word} Record`), [
      `${word} Opening`,
      `${word} Closing`,
    ])

    await page
      .getByRole('grid', { name: `Tracks of ${word} Record` })
      .getByRole('link', { name: `${word} Closing` })
      .click()
    await waitForPath(page, (path) => path === urls.track(second))
    await page.getByRole('heading', { level: 1, name: `${word} Closing` }).waitFor()
    await page
      .getByRole('button', { name: `Play ${word} Closing` })
      .first()
      .waitFor()

    await page.goto(urls.playlist(playlist))
    await page.getByRole('heading', { level: 1, name: `${word} Mix` }).waitFor()
    assert.deepEqual(await rowNames(page, `Tracks of ${word} Mix`), [
      `${word} Closing`,
      `${word} Opening`,
    ])

    await page.goto('/album/987654/nobody/nothing')
    await page.getByText("Looks like you've found the doorway to the great nothing").waitFor()
  })

  test('type-ahead search opens the results, and each tab opens its result', async ({
    cleanup,
  }) => {
    const word = uniqueWord('Quokka')
    const person = await newListener(`${word}person`)
    const artist = await makeArtist({ name: `${word} Parade`, plays: 5 })
    const album = await makeAlbum({ name: `${word} Nights`, artists: [artist] })
    const track = await makeTrack({ name: `${word} Song`, artists: [artist], album })
    const playlist = await makePlaylist(person.id, { name: `${word} Mix`, tracks: [track] })
    const tag = await makeTag(word.toLowerCase())
    await db
      .table('taggables')
      .insert({ tag_id: tag.id, taggable_type: 'track', taggable_id: track.id })

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    // The shell is drawn before the page's code arrives; type once the page is there.
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(word, { delay: 20 })
    await waitForPath(page, (path) => path === `/search/${word}`)
    await page.getByRole('heading', { name: 'Top result' }).waitFor()

    const tabs: Array<[string, string, string]> = [
      ['Artists', `${word} Parade`, urls.artist(artist)],
      [
        'Albums',
        `${word} Nights`,
        urls.album({ id: album.id, name: album.name, artists: [artist] }),
      ],
      ['Songs', `${word} Song`, urls.track(track)],
      ['Playlists', `${word} Mix`, urls.playlist(playlist)],
      ['Profiles', person.name!, urls.user({ id: person.id, name: person.name! })],
      ['Tags', word.toLowerCase(), urls.tag({ name: word.toLowerCase() })],
    ]
    for (const [tab, name, target] of tabs) {
      await page.goto(`/search/${word}`)
      await waitForApp(page)
      await page.getByRole('tab', { name: tab }).click()
      await waitForPath(page, (path) => path.startsWith(`/search/${word}/`))
      await page.getByRole('main').getByRole('link', { name, exact: true }).first().click()
      await waitForPath(page, (path) => path === decodeURIComponent(target))
      await page.getByRole('heading', { level: 1 }).first().waitFor()
    }
  })

  test('a liked track shows in library/songs', async ({ assert, cleanup }) => {
    const word = uniqueWord('Lantern')
    const listener = await newListener()
    const track = await makeTrack({
      name: `${word} Song`,
      artists: [await makeArtist({ name: `${word} Artist` })],
    })

    const { page, context } = await openAt(urls.track(track))
    cleanup(() => context.close())
    await signIn(page, listener.email)
    await page.getByRole('heading', { level: 1, name: `${word} Song` }).waitFor()
    const like = page
      .getByRole('main')
      .getByRole('button', { name: `Save ${word} Song to your library` })
      .first()
    const stored = page.waitForResponse((response) =>
      response.url().includes(`/likes/track/${track.id}`)
    )
    await like.click()
    assert.equal((await stored).status(), 204)
    await page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${word} Song from your library` })
      .first()
      .waitFor()

    await page.goto('/library/songs')
    await page
      .getByRole('grid', { name: 'Liked songs' })
      .getByRole('link', { name: `${word} Song` })
      .waitFor()
  })

  test('create a playlist, add two tracks by search, reorder by keyboard; the order holds after reload', async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Zephyr')
    const listener = await newListener()
    const artist = await makeArtist({ name: `${word} Artist` })
    await makeTrack({ name: `${word} One`, artists: [artist], plays: 2 })
    await makeTrack({ name: `${word} Two`, artists: [artist], plays: 1 })

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, listener.email)
    await page.goto('/library/playlists')
    // The sidebar's playlists: a fill of the "sidebar" slot for signed-in people only.
    await page.getByRole('navigation', { name: 'Playlists' }).waitFor()
    await page.getByRole('main').getByRole('button', { name: 'Create playlist' }).click()
    await page.getByRole('textbox', { name: 'Name' }).fill(`${word} Trip`)
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await waitForPath(
      page,
      (path) => path.startsWith('/playlist/') && path.endsWith(slugify(`${word} Trip`))
    )
    await page.getByRole('heading', { level: 1, name: `${word} Trip` }).waitFor()

    await page.getByRole('textbox', { name: 'Search for songs to add' }).fill(word)
    for (const name of [`${word} One`, `${word} Two`]) {
      await page.getByRole('button', { name: `Add ${name}` }).click()
      await page.getByRole('button', { name: `${name} is in the playlist` }).waitFor()
    }
    const label = `Tracks of ${word} Trip`
    await page
      .getByRole('grid', { name: label })
      .getByRole('link', { name: `${word} Two` })
      .waitFor()
    assert.deepEqual(await rowNames(page, label), [`${word} One`, `${word} Two`])

    // The first row takes focus, then Alt+Down moves it below the second.
    await page.getByRole('grid', { name: label }).locator('[data-index="0"]').focus()
    const saved = page.waitForResponse(
      (response) => response.url().includes('/tracks/order') && response.status() === 204
    )
    await page.keyboard.press('Alt+ArrowDown')
    await saved
    assert.deepEqual(await rowNames(page, label), [`${word} Two`, `${word} One`])

    await page.reload()
    assert.deepEqual(await rowNames(page, label), [`${word} Two`, `${word} One`])
  })

  test('a long playlist renders only the rows in view and more as it scrolls', async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Longplay')
    const owner = await newListener()
    const artist = await makeArtist({ name: `${word} Artist` })
    const album = await makeAlbum({ name: `${word} Album`, artists: [artist] })
    const ids: number[] = []
    for (let index = 0; index < 120; index++)
      ids.push((await makeTrack({ name: `${word} ${index + 1}`, artists: [artist], album })).id)
    const playlist = await makePlaylist(owner.id, { name: `${word} Mix` })
    await db
      .table('playlist_track')
      .multiInsert(
        ids.map((trackId, index) => ({
          playlist_id: playlist.id,
          track_id: trackId,
          position: index + 1,
          added_by: owner.id,
          created_at: sqlNow(),
        }))
      )
    await db.from('playlists').where('id', playlist.id).update({ tracks_count: ids.length })

    const { page, context } = await openAt(urls.playlist(playlist))
    cleanup(() => context.close())
    const grid = page.getByRole('grid', { name: `Tracks of ${word} Mix` })
    await grid.getByRole('link', { name: `${word} 1`, exact: true }).waitFor()
    assert.equal(await grid.getAttribute('aria-rowcount'), String(ids.length + 1))
    assert.isBelow(await grid.locator('[role=row][data-index]').count(), 60)

    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)')
    await grid.getByRole('link', { name: `${word} 120`, exact: true }).waitFor()
    assert.isBelow(await grid.locator('[role=row][data-index]').count(), 60)
  })

  test('at 768 px the mobile layout shows the mobile-bottom menu', async ({ assert, cleanup }) => {
    const { page, context } = await openAt('/', { width: 768 })
    cleanup(() => context.close())
    const menu = page.getByRole('navigation', { name: 'Main' })
    await menu.getByRole('link', { name: 'Library' }).waitFor()
    assert.isTrue(await menu.getByRole('link', { name: 'Home' }).isVisible())
    assert.isTrue(await menu.getByRole('link', { name: 'Search' }).isVisible())
    assert.isFalse(
      await page
        .getByRole('complementary')
        .filter({ has: page.getByRole('link', { name: 'Liked songs' }) })
        .isVisible()
    )
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { MUSIC_CREATE } from '#plugins/music/permissions'
import { makeAlbum, makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { openAt, signIn } from './music_browser.js'

const DIR = '/tmp/shots/editors17'
const ONLY = process.env.SHOTS_ONLY

test.group('tmp screenshots', () => {
  test('shots', async ({ cleanup }) => {
    const artist = await makeArtist({ name: 'Harbour Lights', plays: 1200 })
    const user = await UserFactory.create()
    await grantPermissions(user.id, [MUSIC_CREATE])
    await db.table('artist_user').insert({ artist_id: artist.id, user_id: user.id, created_at: new Date() })
    const album = await makeAlbum({ name: 'Coastlines', artists: [artist], ownerId: user.id, public: false })
    await db.from('albums').where('id', album.id).update({ status: 'draft', release_date: '2026-05-01' })
    const tracks = []
    for (const [index, name] of ['Low Tide', 'Salt and Glass', 'Lighthouse Keeper', 'Northern Pier'].entries())
      tracks.push(await makeTrack({ name, artists: [artist], album, number: index + 1, public: false, ownerId: user.id }))
    await db.from('tracks').whereIn('id', tracks.map((track) => track.id)).update({ status: 'draft' })
    const admin = await UserFactory.apply('admin').create()
    const pages = [
      { who: user, path: '/backstage/upload', name: 'backstage-upload' },
      { who: user, path: '/backstage/tracks', name: 'backstage-tracks' },
      { who: user, path: '/backstage/albums', name: 'backstage-albums' },
      { who: user, path: '/backstage/tracks/new', name: 'backstage-track-new' },
      { who: user, path: `/backstage/tracks/${tracks[0].id}/edit`, name: 'backstage-track-edit' },
      { who: user, path: '/backstage/albums/new', name: 'backstage-album-new' },
      { who: user, path: `/backstage/albums/${album.id}/edit`, name: 'backstage-album-edit' },
      { who: user, path: `/backstage/artists/${artist.id}/edit`, name: 'backstage-artist-edit' },
      { who: admin, path: '/admin/albums', name: 'admin-albums' },
      { who: admin, path: '/admin/artists', name: 'admin-artists' },
      { who: admin, path: '/admin/tracks', name: 'admin-tracks' },
      { who: admin, path: '/admin/upload', name: 'admin-upload' },
      { who: admin, path: `/admin/tracks/${tracks[1].id}/edit`, name: 'admin-track-edit' },
      { who: admin, path: `/admin/albums/${album.id}/edit`, name: 'admin-album-edit' },
      { who: admin, path: '/admin/artists/new', name: 'admin-artist-new' },
      { who: admin, path: `/admin/artists/${artist.id}/edit`, name: 'admin-artist-edit' },
    ].filter((entry) => !ONLY || entry.name.includes(ONLY))
    for (const scheme of ['dark', 'light'] as const) {
      for (const width of [1280, 768]) {
        if (process.env.SHOTS_QUICK && (scheme === 'light' || width === 768)) continue
        for (const who of [user, admin]) {
          const mine = pages.filter((entry) => entry.who === who)
          if (!mine.length) continue
          const { page, context } = await openAt('/', { width, colorScheme: scheme })
          cleanup(() => context.close())
          await signIn(page, who.email)
          await page.getByRole('button', { name: 'Theme' }).first().click()
          await page.getByRole('menuitemradio', { name: scheme === 'light' ? 'Light' : 'Dark' }).or(page.getByRole('menuitem', { name: scheme === 'light' ? 'Light' : 'Dark' })).first().click()
          await page.waitForTimeout(300)
          for (const entry of mine) {
            await page.goto(entry.path)
            await page.waitForLoadState('networkidle')
            await page.waitForTimeout(600)
            await page.screenshot({ path: `${DIR}/${entry.name}-${scheme}-${width}.png`, fullPage: true })
          }
          await context.close()
        }
      }
    }
  }).timeout(600_000)
})

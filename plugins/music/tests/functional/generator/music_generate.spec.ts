import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { planFor } from '#plugins/music/server/generator/catalogue_generator'
import { searchPage } from '#plugins/music/server/search/search_service'
import { rawRows } from '#plugins/music/server/services/shared/raw_rows'
import { GENRE_ARTIST_PLAYS_MISMATCHES } from '../../helpers/genre_artist_plays.js'

async function musicGenerate(args: string[]) {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  try {
    const command = await ace.exec('music:generate', args)
    return { exitCode: command.exitCode, logs: command.logger.getLogs().map((log) => log.message).join('\n') }
  } finally {
    ace.ui.switchMode('normal')
  }
}

const maxId = async (table: string) => Number((await db.from(table).max('id as id').first())?.id ?? 0)
const total = async (query: any) => Number((await query.count('* as total').first()).total)

/** Rows added after `base` (the table's max id before the run). */
const added = (table: string, base: Record<string, number>) => total(db.from(table).where('id', '>', base[table]))

const TABLES = ['users', 'artists', 'albums', 'tracks', 'plays', 'playlists', 'genres', 'tags'] as const

test.group('node ace music:generate', (group) => {
  let base: Record<string, number>

  group.setup(async () => {
    base = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await maxId(table)])))
  })

  // The generated catalogue would outrank other tests' fixtures (plays, likes): remove it again.
  group.teardown(async () => {
    for (const [table, type] of [['tracks', 'track'], ['albums', 'album'], ['artists', 'artist']] as const) {
      await db.from('genreables').where('genreable_type', type).where('genreable_id', '>', base[table]).delete()
      await db.from('taggables').where('taggable_type', type).where('taggable_id', '>', base[table]).delete()
    }
    await db.from('likes').where('user_id', '>', base.users).delete()
    await db.from('follows').where('follower_id', '>', base.users).delete()
    for (const table of ['plays', 'playlists', 'tracks', 'albums', 'artists', 'users', 'genres', 'tags']) await db.from(table).where('id', '>', base[table]).delete()
  })

  test('--tracks 2000 adds a proportional, consistent catalogue and rebuilds the search index', async ({ assert }) => {
    const plan = planFor(2000)
    assert.deepInclude(plan, { tracks: 2000, artists: 200, albums: 300, users: 20, plays: 10_000, playlists: 40 })

    const { exitCode, logs } = await musicGenerate(['--tracks', '2000', '--seed', 'test'])
    assert.equal(exitCode, 0, logs)
    assert.include(logs, 'Catalogue generated')
    assert.equal(await added('users', base), plan.users)
    assert.equal(await added('artists', base), plan.artists)
    assert.equal(await added('albums', base), plan.albums)
    assert.equal(await added('tracks', base), plan.tracks)
    assert.equal(await added('plays', base), plan.plays)
    assert.equal(await added('playlists', base), plan.playlists)
    assert.equal(await total(db.from('likes').where('user_id', '>', base.users)), plan.trackLikes + plan.albumLikes + plan.artistLikes)
    assert.equal(await total(db.from('follows').where('follower_id', '>', base.users)), plan.follows)

    // Counters agree with the rows behind them; every track has an artist, every album tracks.
    const newTracks = db.from('tracks').where('id', '>', base.tracks)
    assert.equal(Number((await newTracks.clone().sum('plays as plays').first()).plays), plan.plays)
    const sizes = Number((await db.from('playlists').where('id', '>', base.playlists).sum('tracks_count as size').first()).size)
    assert.equal(sizes, await total(db.from('playlist_track').where('playlist_id', '>', base.playlists)))
    assert.equal(await total(newTracks.clone().whereNotIn('id', db.from('artist_track').select('track_id'))), 0)
    assert.equal(await total(db.from('albums').where('id', '>', base.albums).whereNotIn('id', db.from('tracks').whereNotNull('album_id').select('album_id'))), 0)
    const followers = Number((await db.from('artists').where('id', '>', base.artists).sum('followers_count as total').first()).total)
    assert.equal(followers, plan.follows)

    // The similar artists' table holds every generated artist's genre link with its plays, like every other link.
    assert.equal(await total(db.from('genre_artist_plays').where('artist_id', '>', base.artists)), plan.artists)
    assert.equal(Number((await rawRows(GENRE_ARTIST_PLAYS_MISMATCHES))[0].mismatches), 0)

    // Every generated account has the default role.
    assert.equal(await total(db.from('users').where('id', '>', base.users).whereNotIn('id', db.from('user_roles').select('user_id'))), 0)

    // The search index knows the generated names.
    const popular = await newTracks.clone().where('public', true).orderBy('plays', 'desc').firstOrFail()
    const found = await searchPage(popular.name, 'tracks', { page: 1, perPage: 50 }, { userId: null })
    assert.include(found.pagination.data.map((track: any) => track.id), popular.id)
  })

  test('--tracks outside the allowed range is refused', async ({ assert }) => {
    const { exitCode, logs } = await musicGenerate(['--tracks', '5'])
    assert.equal(exitCode, 1)
    assert.include(logs, '--tracks must be a whole number')
  })
})

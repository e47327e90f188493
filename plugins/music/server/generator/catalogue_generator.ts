import { Random } from './random.js'
import { openBulkWriter, type BulkWriter } from './bulk_writer.js'
import { rebuildGenreArtistPlays } from '../services/catalogue/genre_artist_plays.js'
import { recountAllAlbums } from '../services/catalogue/album_totals.js'
import { GENRE_NAMES, TAG_WORDS, albumName, artistName, personName, playlistName, trackName } from './names.js'

/**
 * `node ace music:generate --tracks N`: a synthetic catalogue shaped like a
 * real service's, for benchmarks. At N = 1,000,000: 100k artists, 150k albums,
 * 10k users, 5M plays, 1.15M likes, 50k follows, 20k playlists; every count
 * scales with N. Popularity is skewed (a few tracks get most plays, likes and
 * playlist slots) and counters (plays, followers, playlist sizes) agree with
 * the rows behind them. Rows get explicit ids after the current maximum, so
 * the generator can run on a database that already has content.
 */

export interface GeneratePlan {
  tracks: number
  artists: number
  albums: number
  users: number
  plays: number
  trackLikes: number
  albumLikes: number
  artistLikes: number
  follows: number
  playlists: number
}

export function planFor(tracks: number): GeneratePlan {
  const scale = tracks / 1_000_000
  const users = Math.max(10, Math.round(10_000 * scale))
  return {
    tracks,
    artists: Math.max(5, Math.round(100_000 * scale)),
    albums: Math.max(8, Math.round(150_000 * scale)),
    users,
    plays: tracks * 5,
    trackLikes: tracks,
    albumLikes: Math.round(tracks * 0.1),
    artistLikes: Math.round(tracks * 0.05),
    follows: Math.round(tracks * 0.05),
    playlists: users * 2,
  }
}

/** Tables the generator writes (their indexes and search triggers are rebuilt after the load). */
export const GENERATED_TABLES = [
  'users',
  'user_roles',
  'genres',
  'tags',
  'artists',
  'albums',
  'album_artist',
  'tracks',
  'artist_track',
  'genreables',
  'taggables',
  'likes',
  'follows',
  'playlists',
  'playlist_track',
  'playlist_user',
  'plays',
]

export type ProgressListener = (done: number, total: number, phase: string) => void

const DAY = 86_400
const pad = (value: number) => (value < 10 ? `0${value}` : `${value}`)

/** 'yyyy-MM-dd HH:mm:ss' (UTC) of a Unix time, with the date part cached per day: called millions of times. */
function timeFormatter() {
  const days = new Map<number, string>()
  return (seconds: number) => {
    const day = Math.floor(seconds / DAY)
    let date = days.get(day)
    if (!date) days.set(day, (date = new Date(day * DAY * 1000).toISOString().slice(0, 10)))
    const rest = seconds - day * DAY
    return `${date} ${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`
  }
}

/** A random permutation of 0..size-1: maps popularity ranks to rows. */
function permutation(size: number, random: Random) {
  const order = new Int32Array(size)
  for (let i = 0; i < size; i++) order[i] = i
  for (let i = size - 1; i > 0; i--) {
    const j = random.int(0, i)
    const swap = order[i]
    order[i] = order[j]
    order[j] = swap
  }
  return order
}

/** `count` distinct indexes below `size`, popular ones (by `order`) first in likelihood. */
function distinctPopular(count: number, size: number, order: Int32Array, random: Random) {
  const picked = new Set<number>()
  const wanted = Math.min(count, size)
  let attempts = 0
  while (picked.size < wanted) {
    // Popularity skew first; uniform draws once the popular ones are taken.
    picked.add(attempts++ < wanted * 4 ? order[random.skewed(size)] : random.int(0, size - 1))
  }
  return [...picked]
}

/** Splits `total` into `parts` counts skewed towards the first parts (activity of users...). */
function skewedCounts(total: number, parts: number, random: Random) {
  const counts = new Int32Array(parts)
  for (let i = 0; i < total; i++) counts[random.skewed(parts)]++
  return counts
}

export async function generateCatalogue(plan: GeneratePlan, options: { seed?: string; onProgress?: ProgressListener } = {}) {
  const random = new Random(options.seed ?? 'cadenza-generate')
  const writer = await openBulkWriter(GENERATED_TABLES)
  try {
    await new CatalogueGenerator(plan, random, writer, options.onProgress).run()
    await writer.finish((step) => options.onProgress?.(1, 1, `rebuilding ${step}`))
  } catch (error) {
    await writer.abort()
    throw error
  }
  // The load bypassed its triggers (dropped on SQLite; on MySQL an artist's links may be written before the artist).
  options.onProgress?.(1, 1, 'rebuilding genre_artist_plays')
  await rebuildGenreArtistPlays()
  options.onProgress?.(1, 1, 'rebuilding album totals')
  await recountAllAlbums()
}

class CatalogueGenerator {
  #now = Math.floor(Date.now() / 1000)
  #time = timeFormatter()
  #done = 0
  #total: number

  constructor(
    private plan: GeneratePlan,
    private random: Random,
    private writer: BulkWriter,
    private onProgress?: ProgressListener
  ) {
    const p = plan
    this.#total = p.users * 2 + p.artists * 2 + p.albums * 3 + p.tracks * 3.5 + p.trackLikes + p.albumLikes + p.artistLikes + p.follows + p.playlists * 26 + p.plays
  }

  async #push(table: ReturnType<BulkWriter['table']>, row: Parameters<ReturnType<BulkWriter['table']>['push']>[0], phase: string) {
    await table.push(row)
    if (++this.#done % 20_000 === 0) this.onProgress?.(this.#done, this.#total, phase)
  }

  /** A time within the last `days` days, as SQL text. */
  #recent(days: number) {
    return this.#time(this.#now - this.random.int(0, days * DAY))
  }

  async run() {
    const { plan, random, writer } = this
    const base = {
      users: await writer.maxId('users'),
      artists: await writer.maxId('artists'),
      albums: await writer.maxId('albums'),
      tracks: await writer.maxId('tracks'),
      playlists: await writer.maxId('playlists'),
      plays: await writer.maxId('plays'),
    }
    const genreIds = await this.#namedRows('genres', GENRE_NAMES)
    const tagIds = await this.#namedRows('tags', TAG_WORDS)

    // The shape first, in memory: who made which album, which album holds which track, who played what.
    const albumArtist = new Int32Array(plan.albums)
    for (let album = 0; album < plan.albums; album++) albumArtist[album] = album < plan.artists ? album : random.int(0, plan.artists - 1)
    const albumSizes = this.#albumSizes()
    const trackAlbum = new Int32Array(plan.tracks)
    for (let album = 0, track = 0; album < plan.albums; album++) for (let n = 0; n < albumSizes[album]; n++) trackAlbum[track++] = album
    const trackOrder = permutation(plan.tracks, random)
    const trackPlays = new Int32Array(plan.tracks)
    for (let i = 0; i < plan.plays; i++) trackPlays[trackOrder[random.skewed(plan.tracks)]]++
    const albumPlays = new Float64Array(plan.albums)
    const artistPlays = new Float64Array(plan.artists)
    for (let track = 0; track < plan.tracks; track++) albumPlays[trackAlbum[track]] += trackPlays[track]
    for (let album = 0; album < plan.albums; album++) artistPlays[albumArtist[album]] += albumPlays[album]
    const artistGenre = Int32Array.from({ length: plan.artists }, () => genreIds[random.skewed(genreIds.length)])
    const artistOrder = permutation(plan.artists, random)
    const follows = this.#follows(artistOrder)
    const followers = new Int32Array(plan.artists)
    for (const [, artist] of follows) followers[artist]++

    await this.#users(base.users)
    await this.#artists(base.artists, artistPlays, followers, artistGenre)
    await this.#albums(base, albumArtist, albumPlays, artistGenre)
    await this.#tracks(base, trackAlbum, albumArtist, trackPlays, artistGenre, tagIds)
    await this.#likes(base, trackOrder, artistOrder)
    const followTable = writer.table('follows', ['follower_id', 'followable_type', 'followable_id', 'created_at'])
    for (const [user, artist] of follows) await this.#push(followTable, [base.users + user + 1, 'artist', base.artists + artist + 1, this.#recent(700)], 'follows')
    await this.#playlists(base, trackOrder)
    await this.#plays(base, trackPlays)
    await writer.flush()
  }

  /** Ids of the named rows (genres, tags), inserting the missing ones. */
  async #namedRows(table: 'genres' | 'tags', names: string[]) {
    const existing = new Map((await this.writer.select(`SELECT id, name FROM ${table}`)).map((row) => [String(row.name), Number(row.id)]))
    let next = await this.writer.maxId(table)
    const rows = this.writer.table(table, ['id', 'name', 'display_name', 'created_at', 'updated_at'])
    const ids: number[] = []
    for (const displayName of names) {
      const name = displayName.toLowerCase()
      let id = existing.get(name)
      if (id === undefined) {
        id = ++next
        await rows.push([id, name, displayName, this.#time(this.#now), this.#time(this.#now)])
      }
      ids.push(id)
    }
    return ids
  }

  /** Track counts per album, between 1 and 2×average−1, adding up to the plan exactly. */
  #albumSizes() {
    const { plan, random } = this
    const average = plan.tracks / plan.albums
    const sizes = Int32Array.from({ length: plan.albums }, () => random.int(1, Math.max(1, Math.round(average * 2 - 1))))
    let total = sizes.reduce((sum, size) => sum + size, 0)
    while (total < plan.tracks) {
      sizes[random.int(0, plan.albums - 1)]++
      total++
    }
    while (total > plan.tracks) {
      const album = random.int(0, plan.albums - 1)
      if (sizes[album] > 1 || plan.tracks < plan.albums) {
        if (sizes[album] > 0) {
          sizes[album]--
          total--
        }
      }
    }
    return sizes
  }

  #follows(artistOrder: Int32Array) {
    const { plan, random } = this
    const perUser = skewedCounts(plan.follows, plan.users, random)
    const pairs: Array<[number, number]> = []
    for (let user = 0; user < plan.users; user++) {
      for (const artist of distinctPopular(perUser[user], plan.artists, artistOrder, random)) pairs.push([user, artist])
    }
    return pairs
  }

  async #users(baseId: number) {
    const { plan, random, writer } = this
    // Every account gets the default role, as createUser gives it.
    const defaultRole = (await writer.select('SELECT * FROM roles')).find((role) => Number(role.default) === 1)?.id
    const users = writer.table('users', ['id', 'email', 'password', 'first_name', 'last_name', 'timezone', 'email_verified_at', 'created_at', 'updated_at'])
    const roles = writer.table('user_roles', ['user_id', 'role_id', 'created_at'])
    for (let i = 1; i <= plan.users; i++) {
      const id = baseId + i
      const { firstName, lastName } = personName(random)
      const created = this.#recent(1500)
      // No password: generated accounts exist to own playlists and plays, nobody signs in as them.
      await this.#push(users, [id, `listener.${id}@generated.cadenza.test`, null, firstName, lastName, 'UTC', created, created, created], 'users')
      if (defaultRole !== undefined) await this.#push(roles, [id, Number(defaultRole), created], 'users')
    }
  }

  async #artists(baseId: number, plays: Float64Array, followers: Int32Array, genres: Int32Array) {
    const { plan, random, writer } = this
    const artists = writer.table('artists', ['id', 'name', 'verified', 'plays', 'followers_count', 'created_at', 'updated_at'])
    const genreables = writer.table('genreables', ['genre_id', 'genreable_type', 'genreable_id'])
    for (let i = 0; i < plan.artists; i++) {
      const created = this.#recent(3000)
      await this.#push(artists, [baseId + i + 1, artistName(random), random.chance(0.05), Math.min(plays[i], 4_294_967_295), followers[i], created, created], 'artists')
      await this.#push(genreables, [genres[i], 'artist', baseId + i + 1], 'artists')
    }
  }

  async #albums(base: { albums: number; artists: number }, albumArtist: Int32Array, plays: Float64Array, genres: Int32Array) {
    const { plan, random, writer } = this
    const albums = writer.table('albums', ['id', 'name', 'release_date', 'plays', 'public', 'created_at', 'updated_at'])
    const credits = writer.table('album_artist', ['album_id', 'artist_id', 'position'])
    const genreables = writer.table('genreables', ['genre_id', 'genreable_type', 'genreable_id'])
    for (let i = 0; i < plan.albums; i++) {
      // Release dates over 30 years, recent years more likely.
      const released = this.#now - Math.floor(random.next() ** 2 * 30 * 365) * DAY
      const created = this.#time(released)
      const id = base.albums + i + 1
      await this.#push(albums, [id, albumName(random), created.slice(0, 10), Math.min(plays[i], 4_294_967_295), true, created, created], 'albums')
      await this.#push(credits, [id, base.artists + albumArtist[i] + 1, 0], 'albums')
      await this.#push(genreables, [genres[albumArtist[i]], 'album', id], 'albums')
    }
  }

  async #tracks(
    base: { tracks: number; albums: number; artists: number; users: number },
    trackAlbum: Int32Array,
    albumArtist: Int32Array,
    plays: Int32Array,
    genres: Int32Array,
    tagIds: number[]
  ) {
    const { plan, random, writer } = this
    const tracks = writer.table('tracks', ['id', 'name', 'number', 'duration', 'album_id', 'plays', 'public', 'owner_id', 'created_at', 'updated_at'])
    const credits = writer.table('artist_track', ['track_id', 'artist_id', 'position'])
    const genreables = writer.table('genreables', ['genre_id', 'genreable_type', 'genreable_id'])
    const taggables = writer.table('taggables', ['tag_id', 'taggable_type', 'taggable_id'])
    let number = 0
    for (let i = 0; i < plan.tracks; i++) {
      const album = trackAlbum[i]
      number = i > 0 && trackAlbum[i - 1] === album ? number + 1 : 1
      const id = base.tracks + i + 1
      const artist = albumArtist[album]
      // One track in a hundred is a private upload of some user.
      const isPrivate = random.chance(0.01)
      const created = this.#recent(3000)
      await this.#push(
        tracks,
        [id, trackName(random), number, random.int(90_000, 420_000), base.albums + album + 1, plays[i], !isPrivate, isPrivate ? base.users + random.int(1, plan.users) : null, created, created],
        'tracks'
      )
      await this.#push(credits, [id, base.artists + artist + 1, 0], 'tracks')
      if (random.chance(0.1) && plan.artists > 1) {
        const featured = random.int(0, plan.artists - 1)
        if (featured !== artist) await credits.push([id, base.artists + featured + 1, 1])
      }
      await this.#push(genreables, [genres[artist], 'track', id], 'tracks')
      if (random.chance(0.3)) for (const tag of random.sample(tagIds, random.int(1, 2))) await taggables.push([tag, 'track', id])
    }
  }

  async #likes(base: { users: number; tracks: number; albums: number; artists: number }, trackOrder: Int32Array, artistOrder: Int32Array) {
    const { plan, random, writer } = this
    const likes = writer.table('likes', ['user_id', 'likeable_type', 'likeable_id', 'created_at'])
    const albumOrder = permutation(plan.albums, random)
    const kinds = [
      { type: 'track', total: plan.trackLikes, size: plan.tracks, order: trackOrder, base: base.tracks },
      { type: 'album', total: plan.albumLikes, size: plan.albums, order: albumOrder, base: base.albums },
      { type: 'artist', total: plan.artistLikes, size: plan.artists, order: artistOrder, base: base.artists },
    ]
    for (const kind of kinds) {
      const perUser = skewedCounts(kind.total, plan.users, random)
      for (let user = 0; user < plan.users; user++) {
        for (const item of distinctPopular(perUser[user], kind.size, kind.order, random)) {
          await this.#push(likes, [base.users + user + 1, kind.type, kind.base + item + 1, this.#recent(730)], 'likes')
        }
      }
    }
  }

  async #playlists(base: { users: number; tracks: number; playlists: number }, trackOrder: Int32Array) {
    const { plan, random, writer } = this
    const playlists = writer.table('playlists', ['id', 'name', 'public', 'collaborative', 'owner_id', 'plays', 'tracks_count', 'created_at', 'updated_at'])
    const entries = writer.table('playlist_track', ['playlist_id', 'track_id', 'position', 'added_by', 'created_at'])
    const members = writer.table('playlist_user', ['playlist_id', 'user_id', 'role', 'created_at'])
    for (let i = 0; i < plan.playlists; i++) {
      const id = base.playlists + i + 1
      const owner = base.users + (i % plan.users) + 1
      const tracks = distinctPopular(random.int(10, 40), plan.tracks, trackOrder, random)
      const created = this.#recent(900)
      await this.#push(playlists, [id, playlistName(random), random.chance(0.9), random.chance(0.05), owner, random.skewed(100_000), tracks.length, created, created], 'playlists')
      for (const [position, track] of tracks.entries()) await this.#push(entries, [id, base.tracks + track + 1, position + 1, owner, created], 'playlists')
      // A few followers per playlist (they see it in their library).
      for (const follower of new Set(Array.from({ length: random.int(0, 3) }, () => random.int(1, plan.users)))) {
        if (base.users + follower !== owner) await members.push([id, base.users + follower, 'follower', created])
      }
    }
  }

  async #plays(base: { users: number; tracks: number; plays: number }, trackPlays: Int32Array) {
    const { plan, random, writer } = this
    const plays = writer.table('plays', ['id', 'track_id', 'user_id', 'visitor_id', 'listened_ms', 'platform', 'device', 'country', 'created_at'])
    const platforms = [
      ['web', 'desktop'],
      ['web', 'mobile'],
      ['android', 'mobile'],
      ['ios', 'mobile'],
      ['web', 'tablet'],
    ]
    const countries = ['US', 'GB', 'DE', 'FR', 'BR', 'IN', 'JP', 'NG', 'MX', 'SE', 'ES', 'IT', 'CA', 'AU', 'KR']
    let id = base.plays
    for (let track = 0; track < plan.tracks; track++) {
      for (let n = 0; n < trackPlays[track]; n++) {
        const signedIn = random.chance(0.6)
        const [platform, device] = random.pick(platforms)
        await this.#push(
          plays,
          [
            ++id,
            base.tracks + track + 1,
            signedIn ? base.users + random.skewed(plan.users) + 1 : null,
            signedIn ? null : `v${random.int(1, plan.users * 20)}`,
            random.int(30_000, 240_000),
            platform,
            device,
            random.pick(countries),
            this.#recent(365),
          ],
          'plays'
        )
      }
    }
  }
}

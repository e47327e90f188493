import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#core/accounts/server/models/user'
import { createUser } from '#core/accounts/server/actions/create_user'
import { DEMO_ADMIN } from '#core/accounts/server/services/demo_credentials'
import { MORPH } from '#plugins/music/server/models/columns'
import type { ChannelConfig } from '#plugins/music/server/models/channel'
import { Random } from '#plugins/music/server/generator/random'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { encodeId3 } from '#plugins/music/server/audio/id3'
import { computePeaks } from '#plugins/music/server/audio/waveform'
import { sha256, storeAudioBytes, storeImage } from '#plugins/music/server/import/media_store'
import { refreshAlbums } from '#plugins/music/server/services/catalogue/album_totals'
import { STYLES, compose } from './compose.js'
import { albumCover, artistImage } from './artwork.js'
import {
  DEMO_ALBUMS,
  DEMO_ARTISTS,
  DEMO_GENRES,
  DEMO_LISTENERS,
  DEMO_LYRIC_LINES,
  DEMO_PLAYLISTS,
  DEMO_TAGS,
  type DemoAlbum,
  type DemoTrack,
} from './catalogue_data.js'

export interface DemoOptions {
  /** Length range of the generated pieces, in seconds. */
  seconds: [number, number]
  sampleRate: number
  /** Counted listens spread over the last 60 days. */
  plays: number
}

export const DEFAULT_DEMO_OPTIONS: DemoOptions = { seconds: [20, 32], sampleRate: 22050, plays: 1500 }

interface GeneratedTrack {
  album: DemoAlbum
  track: DemoTrack
  number: number
  key: string
  hash: string
  durationMs: number
  bytes: number
  peaks: number[]
}

/** 'yyyy-MM-dd HH:mm:ss' in UTC, what Lucid writes on both databases. */
const sqlTime = (time: DateTime) => time.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

async function insertId(trx: TransactionClientContract, table: string, row: Record<string, unknown>) {
  const [id] = await trx.table(table).insert(row).returning('id')
  return Number(typeof id === 'object' ? id.id : id)
}

/**
 * Fills an empty catalogue with the demo content: generated audio (tagged
 * WAV files with embedded covers), artwork, waveforms, lyrics, listeners with
 * profiles and playlists, likes, follows, plays and the homepage channels.
 * Media files are written first, then every row in one transaction: a crash
 * leaves no half catalogue (and the content-addressed files are reused).
 */
export async function seedDemoCatalogue(options: DemoOptions = DEFAULT_DEMO_OPTIONS) {
  const random = new Random('cadenza-demo')
  const now = DateTime.utc().startOf('second')

  const artistImages = new Map<string, string | null>()
  for (const artist of DEMO_ARTISTS) artistImages.set(artist.name, await storeImage(artistImage(artist.name), 'image/png', 'artists'))
  const covers = new Map<string, Uint8Array>()
  const coverUrls = new Map<string, string | null>()
  for (const album of DEMO_ALBUMS) {
    const cover = albumCover(`${album.artist}/${album.name}`)
    covers.set(album.name, cover)
    coverUrls.set(album.name, await storeImage(cover, 'image/png', 'covers'))
  }
  const playlistCovers = new Map<string, string | null>()
  for (const playlist of DEMO_PLAYLISTS) playlistCovers.set(playlist.name, await storeImage(albumCover(`playlist/${playlist.name}`), 'image/png', 'covers'))
  const generated: GeneratedTrack[] = []
  for (const album of DEMO_ALBUMS) {
    for (const [index, track] of album.tracks.entries()) generated.push(await renderTrack(album, track, index + 1, covers.get(album.name)!, options, random))
  }

  const listeners = await ensureListeners()
  const admin = await User.findBy('email', DEMO_ADMIN.email)
  const people = admin ? [...listeners, admin] : listeners

  return db.transaction(async (trx) => {
    const genreIds = new Map<string, number>()
    for (const genre of DEMO_GENRES) {
      const found = await trx.from('genres').where('name', genre.name).select('id').first()
      genreIds.set(genre.name, found ? found.id : await insertId(trx, 'genres', { name: genre.name, display_name: genre.displayName, created_at: sqlTime(now), updated_at: sqlTime(now) }))
    }
    const tagIds = new Map<string, number>()
    for (const tag of DEMO_TAGS) {
      const found = await trx.from('tags').where('name', tag).select('id').first()
      tagIds.set(tag, found ? found.id : await insertId(trx, 'tags', { name: tag, display_name: tag.replace(/\b\w/g, (c) => c.toUpperCase()), created_at: sqlTime(now), updated_at: sqlTime(now) }))
    }

    const artistIds = new Map<string, number>()
    const genreables: Array<{ genre_id: number; genreable_type: string; genreable_id: number }> = []
    for (const artist of DEMO_ARTISTS) {
      const id = await insertId(trx, 'artists', {
        name: artist.name,
        image: artistImages.get(artist.name),
        biography: artist.biography,
        links: JSON.stringify([{ url: `https://example.com/${encodeURIComponent(artist.name.toLowerCase().replace(/\W+/g, '-'))}`, title: 'Official site' }]),
        verified: artist.verified,
        created_at: sqlTime(now.minus({ days: 1000 })),
        updated_at: sqlTime(now),
      })
      artistIds.set(artist.name, id)
      genreables.push({ genre_id: genreIds.get(artist.genre)!, genreable_type: MORPH.artist, genreable_id: id })
    }

    const albumIds = new Map<string, number>()
    const trackIds: number[] = []
    const taggables: Array<{ tag_id: number; taggable_type: string; taggable_id: number }> = []
    for (const album of DEMO_ALBUMS) {
      const released = now.minus({ days: album.releasedDaysAgo })
      const albumId = await insertId(trx, 'albums', {
        name: album.name,
        release_date: released.toISODate(),
        image: coverUrls.get(album.name),
        description: album.description,
        public: true,
        created_at: sqlTime(released),
        updated_at: sqlTime(released),
      })
      albumIds.set(album.name, albumId)
      await trx.table('album_artist').insert({ album_id: albumId, artist_id: artistIds.get(album.artist), position: 0 })
      const genre = genreIds.get(DEMO_ARTISTS.find((artist) => artist.name === album.artist)!.genre)!
      genreables.push({ genre_id: genre, genreable_type: MORPH.album, genreable_id: albumId })

      for (const file of generated.filter((entry) => entry.album === album)) {
        const trackId = await insertId(trx, 'tracks', {
          name: file.track.name,
          number: file.number,
          duration: file.durationMs,
          album_id: albumId,
          src: file.key,
          file_hash: file.hash,
          mime: 'audio/wav',
          bitrate: options.sampleRate * 16,
          public: true,
          created_at: sqlTime(released),
          updated_at: sqlTime(released),
        })
        trackIds.push(trackId)
        const credits = [album.artist, ...(file.track.featuring ?? [])]
        await trx.table('artist_track').multiInsert(credits.map((name, position) => ({ track_id: trackId, artist_id: artistIds.get(name), position })))
        genreables.push({ genre_id: genre, genreable_type: MORPH.track, genreable_id: trackId })
        for (const tag of file.track.tags ?? []) taggables.push({ tag_id: tagIds.get(tag)!, taggable_type: MORPH.track, taggable_id: trackId })
        await trx.table('track_waveforms').insert({ track_id: trackId, peaks: JSON.stringify(file.peaks) })
        if (file.track.lyrics) await trx.table('lyrics').insert(lyricsRow(trackId, file, now, random))
      }
    }
    await trx.table('genreables').multiInsert(genreables)
    await trx.table('taggables').multiInsert(taggables)
    await refreshAlbums(trx, [...albumIds.values()])

    const playlistIds = await seedPlaylists(trx, { listeners, generated, trackIds, covers: playlistCovers, now })
    await seedActivity(trx, { random, now, people, listeners, trackIds, artistIds, albumIds, generated, playlistIds, plays: options.plays })
    await seedChannels(trx, playlistIds, now)
    return { artists: artistIds.size, albums: albumIds.size, tracks: trackIds.length, playlists: playlistIds.length }
  })
}

async function renderTrack(album: DemoAlbum, track: DemoTrack, number: number, cover: Uint8Array, options: DemoOptions, random: Random): Promise<GeneratedTrack> {
  const artist = DEMO_ARTISTS.find((entry) => entry.name === album.artist)!
  const genre = DEMO_GENRES.find((entry) => entry.name === artist.genre)!
  const seconds = random.int(options.seconds[0], options.seconds[1])
  const piece = compose(STYLES[genre.style], `${album.name}/${track.name}`, seconds, options.sampleRate)
  const artists = [album.artist, ...(track.featuring ?? [])].join('; ')
  const tags = { title: track.name, artist: artists, album: album.name, genre: genre.displayName, trackNumber: number }
  const id3 = encodeId3({ ...tags, albumArtist: album.artist, cover: { mime: 'image/png', data: cover } })
  const wav = encodeWav(piece.samples, piece.sampleRate, { ...tags, comment: `${piece.key}, ${piece.tempo} BPM` }, id3)
  const hash = sha256(wav)
  const key = await storeAudioBytes(wav, hash, `${hash}.wav`)
  return {
    album,
    track,
    number,
    key,
    hash,
    durationMs: Math.round((piece.samples.length / piece.sampleRate) * 1000),
    bytes: wav.length,
    peaks: computePeaks(piece.samples),
  }
}

function lyricsRow(trackId: number, file: GeneratedTrack, now: DateTime, random: Random) {
  const lines = random.sample(DEMO_LYRIC_LINES, 6)
  const synced = file.track.lyrics === 'synced'
  // Synced lines start after the two-bar intro and spread over the rest.
  const step = (file.durationMs * 0.8) / lines.length
  const timed = lines.map((text, index) => ({ time: Math.round(file.durationMs * 0.1 + index * step), text }))
  return {
    track_id: trackId,
    text: lines.join('\n'),
    is_synced: synced,
    timed: synced ? JSON.stringify(timed) : null,
    created_at: sqlTime(now),
    updated_at: sqlTime(now),
  }
}

/** Demo listeners own playlists and leave activity; their passwords are random (nobody signs in as them). */
async function ensureListeners() {
  const users: User[] = []
  for (const listener of DEMO_LISTENERS) {
    const existing = await User.findBy('email', listener.email)
    users.push(
      existing ??
        (await createUser({ email: listener.email, password: randomBytes(24).toString('base64url'), firstName: listener.firstName, lastName: listener.lastName, verified: true }))
    )
  }
  await db.transaction(async (trx) => {
    for (const [index, listener] of DEMO_LISTENERS.entries()) {
      if (await trx.from('profiles').where('user_id', users[index].id).first()) continue
      await trx.table('profiles').insert({
        user_id: users[index].id,
        display_name: `${listener.firstName} ${listener.lastName}`,
        bio: listener.bio,
        city: listener.city,
        country: listener.country,
        links: JSON.stringify([]),
        created_at: sqlTime(DateTime.utc()),
        updated_at: sqlTime(DateTime.utc()),
      })
    }
  })
  return users
}

interface PlaylistInput {
  listeners: User[]
  generated: GeneratedTrack[]
  trackIds: number[]
  covers: Map<string, string | null>
  now: DateTime
}

async function seedPlaylists(trx: TransactionClientContract, { listeners, generated, trackIds, covers, now }: PlaylistInput) {
  const ids: number[] = []
  for (const [index, playlist] of DEMO_PLAYLISTS.entries()) {
    const owner = listeners.find((user) => user.email === playlist.owner)!
    const members = trackIds.filter((_, i) => generated[i].track.tags?.some((tag) => playlist.tags.includes(tag)))
    const created = now.minus({ days: 40 - index * 5 })
    const id = await insertId(trx, 'playlists', {
      name: playlist.name,
      description: playlist.description,
      image: covers.get(playlist.name),
      public: playlist.public,
      collaborative: playlist.collaborative ?? false,
      owner_id: owner.id,
      tracks_count: members.length,
      created_at: sqlTime(created),
      updated_at: sqlTime(created),
    })
    ids.push(id)
    if (members.length) {
      await trx.table('playlist_track').multiInsert(
        members.map((trackId, position) => ({ playlist_id: id, track_id: trackId, position: position + 1, added_by: owner.id, created_at: sqlTime(created.plus({ minutes: position })) }))
      )
    }
    if (playlist.collaborative) {
      const others = listeners.filter((user) => user.id !== owner.id)
      await trx.table('playlist_user').multiInsert(others.map((user) => ({ playlist_id: id, user_id: user.id, role: 'collaborator', created_at: sqlTime(created) })))
    }
  }
  return ids
}

interface ActivityInput {
  random: Random
  now: DateTime
  people: User[]
  listeners: User[]
  trackIds: number[]
  artistIds: Map<string, number>
  albumIds: Map<string, number>
  generated: GeneratedTrack[]
  playlistIds: number[]
  plays: number
}

/** Likes, follows, reposts, comments and plays, with the counters the pages read. */
async function seedActivity(trx: TransactionClientContract, input: ActivityInput) {
  const { random, now, people, listeners, trackIds, generated } = input
  const albumIds = [...input.albumIds.values()]
  const artistIds = [...input.artistIds.values()]
  const likes: Array<Record<string, unknown>> = []
  const follows: Array<Record<string, unknown>> = []
  const followers = new Map<number, number>()
  for (const person of people) {
    const when = (days: number) => sqlTime(now.minus({ days: random.int(0, days), minutes: random.int(0, 1440) }))
    for (const id of random.sample(trackIds, random.int(8, 16))) likes.push({ user_id: person.id, likeable_type: MORPH.track, likeable_id: id, created_at: when(50) })
    for (const id of random.sample(albumIds, random.int(2, 5))) likes.push({ user_id: person.id, likeable_type: MORPH.album, likeable_id: id, created_at: when(50) })
    for (const id of random.sample(artistIds, random.int(2, 4))) likes.push({ user_id: person.id, likeable_type: MORPH.artist, likeable_id: id, created_at: when(50) })
    for (const id of random.sample(artistIds, random.int(2, 5))) {
      follows.push({ follower_id: person.id, followable_type: MORPH.artist, followable_id: id, created_at: when(100) })
      followers.set(id, (followers.get(id) ?? 0) + 1)
    }
    for (const other of people.filter((user) => user.id !== person.id && random.chance(0.6))) {
      follows.push({ follower_id: person.id, followable_type: MORPH.user, followable_id: other.id, created_at: when(100) })
    }
  }
  await trx.table('likes').multiInsert(likes)
  await trx.table('follows').multiInsert(follows)
  for (const [artistId, count] of followers) await trx.from('artists').where('id', artistId).update({ followers_count: count })

  // Other listeners follow the public playlists (they show in their library).
  const followed = input.playlistIds.filter((_, index) => DEMO_PLAYLISTS[index].public)
  const playlistFollows = followed.flatMap((playlistId, index) =>
    listeners.filter((_, i) => i !== index % listeners.length).map((user) => ({ playlist_id: playlistId, user_id: user.id, role: 'follower', created_at: sqlTime(now) }))
  )
  await trx.table('playlist_user').multiInsert(playlistFollows)

  await trx.table('reposts').multiInsert(
    listeners.flatMap((user) => random.sample(trackIds, 3).map((id) => ({ user_id: user.id, repostable_type: MORPH.track, repostable_id: id, created_at: sqlTime(now.minus({ days: random.int(0, 20) })) })))
  )

  const commentTexts = ['This drop is perfect.', 'On repeat all week.', 'The bass line here!', 'Reminds me of summer nights.', 'Beautiful texture.']
  for (const trackId of random.sample(trackIds, 8)) {
    const author = random.pick(listeners)
    const created = sqlTime(now.minus({ days: random.int(1, 30) }))
    const commentId = await insertId(trx, 'comments', {
      commentable_type: MORPH.track,
      commentable_id: trackId,
      user_id: author.id,
      content: random.pick(commentTexts),
      position: random.int(2, 18),
      created_at: created,
      updated_at: created,
    })
    const replier = listeners.find((user) => user.id !== author.id)!
    if (random.chance(0.5)) {
      await trx.table('comments').insert({ commentable_type: MORPH.track, commentable_id: trackId, user_id: replier.id, parent_id: commentId, content: 'Agreed!', created_at: created, updated_at: created })
    }
  }

  // Plays: a few tracks get most listens (skewed), half of them by visitors who are not signed in.
  const rows: Array<Record<string, unknown>> = []
  const trackPlays = new Map<number, number>()
  const platforms = [['web', 'desktop'], ['web', 'mobile'], ['android', 'mobile'], ['ios', 'mobile'], ['web', 'tablet']]
  const countries = ['US', 'GB', 'DE', 'FR', 'SE', 'JP', 'BR', 'NG', 'PT', 'NL']
  const order = random.sample(trackIds, trackIds.length)
  for (let i = 0; i < input.plays; i++) {
    const trackId = order[random.skewed(order.length)]
    const [platform, device] = random.pick(platforms)
    const signedIn = random.chance(0.5)
    const duration = generated[trackIds.indexOf(trackId)].durationMs
    rows.push({
      track_id: trackId,
      user_id: signedIn ? random.pick(people).id : null,
      visitor_id: signedIn ? null : `demo-visitor-${random.int(1, 200)}`,
      listened_ms: random.int(Math.round(duration * 0.4), duration),
      platform,
      device,
      country: random.pick(countries),
      created_at: sqlTime(now.minus({ days: random.int(0, 59), seconds: random.int(0, 86399) })),
    })
    trackPlays.set(trackId, (trackPlays.get(trackId) ?? 0) + 1)
  }
  for (let from = 0; from < rows.length; from += 200) await trx.table('plays').multiInsert(rows.slice(from, from + 200))

  // Counters the pages read instead of counting plays.
  const albumPlays = new Map<string, number>()
  const artistPlays = new Map<string, number>()
  const genrePlays = new Map<string, number>()
  for (const [index, trackId] of trackIds.entries()) {
    const count = trackPlays.get(trackId) ?? 0
    await trx.from('tracks').where('id', trackId).update({ plays: count })
    const { album } = generated[index]
    albumPlays.set(album.name, (albumPlays.get(album.name) ?? 0) + count)
    artistPlays.set(album.artist, (artistPlays.get(album.artist) ?? 0) + count)
    const genre = DEMO_ARTISTS.find((artist) => artist.name === album.artist)!.genre
    genrePlays.set(genre, (genrePlays.get(genre) ?? 0) + count)
  }
  for (const [name, count] of albumPlays) await trx.from('albums').where('id', input.albumIds.get(name)!).update({ plays: count })
  for (const [name, count] of artistPlays) await trx.from('artists').where('id', input.artistIds.get(name)!).update({ plays: count })
  for (const [name, count] of genrePlays) await trx.from('genres').where('name', name).update({ popularity: count })
  const playlistPlays = input.playlistIds.map((id) => ({ id, plays: random.int(20, 400) }))
  for (const { id, plays } of playlistPlays) await trx.from('playlists').where('id', id).update({ plays })
}

/** The homepage channel index and the genre channel behind /channel/genre/{name}. */
async function seedChannels(trx: TransactionClientContract, playlistIds: number[], now: DateTime) {
  const channels: Array<{ slug: string; name: string; description: string; homepage: boolean; config: ChannelConfig }> = [
    { slug: 'popular-tracks', name: 'Popular tracks', description: 'What everyone is playing right now.', homepage: true, config: { contentType: 'tracks', layout: 'trackTable', source: 'popularTracks', limit: 10 } },
    { slug: 'new-releases', name: 'New releases', description: 'Fresh albums from the catalogue.', homepage: true, config: { contentType: 'albums', layout: 'carousel', source: 'newReleases', limit: 12 } },
    { slug: 'popular-artists', name: 'Popular artists', description: 'The most played artists.', homepage: true, config: { contentType: 'artists', layout: 'grid', source: 'popularArtists', limit: 12 } },
    { slug: 'electronic-picks', name: 'Electronic picks', description: 'The best of electronic music.', homepage: true, config: { contentType: 'tracks', layout: 'list', source: 'genreTracks', restriction: 'genre', restrictionValue: 'electronic', limit: 8 } },
    { slug: 'playlists-we-love', name: 'Playlists we love', description: 'Hand-picked by our listeners.', homepage: true, config: { contentType: 'playlists', layout: 'carousel', source: 'manual', limit: 12 } },
    { slug: 'browse-genres', name: 'Genres', description: 'Browse by genre.', homepage: true, config: { contentType: 'genres', layout: 'grid', source: 'popularGenres', limit: 12 } },
    { slug: 'genre', name: 'Genre', description: 'Popular tracks of a genre.', homepage: false, config: { contentType: 'tracks', layout: 'trackTable', source: 'genreTracks', restriction: 'genre', limit: 50 } },
  ]
  for (const [index, channel] of channels.entries()) {
    if (await trx.from('channels').where('slug', channel.slug).first()) continue
    const id = await insertId(trx, 'channels', {
      ...channel,
      config: JSON.stringify(channel.config),
      position: channel.homepage ? index + 1 : 0,
      created_at: sqlTime(now),
      updated_at: sqlTime(now),
    })
    if (channel.config.source === 'manual') {
      const publicPlaylists = playlistIds.filter((_, i) => DEMO_PLAYLISTS[i].public)
      await trx.table('channelables').multiInsert(publicPlaylists.map((playlistId, position) => ({ channel_id: id, channelable_type: MORPH.playlist, channelable_id: playlistId, position })))
    }
  }
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Artist from '#plugins/music/server/models/artist'
import Album from '#plugins/music/server/models/album'
import Track from '#plugins/music/server/models/track'
import Genre from '#plugins/music/server/models/genre'
import Tag from '#plugins/music/server/models/tag'
import Playlist from '#plugins/music/server/models/playlist'
import Channel, { type ChannelConfig } from '#plugins/music/server/models/channel'
import Lyric from '#plugins/music/server/models/lyric'
import TrackWaveform from '#plugins/music/server/models/track_waveform'
import { sqlNow } from '#plugins/music/server/services/shared/time'

/** Small catalogue builders for tests: unique names, sensible defaults, links written directly. */
let sequence = 0
const unique = (prefix: string) => `${prefix} ${++sequence}-${Math.random().toString(36).slice(2, 7)}`

export async function makeGenre(name = unique('genre').toLowerCase(), popularity = 0) {
  return Genre.firstOrCreate({ name }, { name, displayName: name.replace(/\b\w/g, (c) => c.toUpperCase()), popularity })
}

export async function makeTag(name = unique('tag').toLowerCase()) {
  return Tag.firstOrCreate({ name }, { name, displayName: name })
}

async function link(pivot: 'genreables' | 'taggables', type: string, id: number, termIds: number[]) {
  if (!termIds.length) return
  const [key, typeColumn, item] = pivot === 'genreables' ? ['genre_id', 'genreable_type', 'genreable_id'] : ['tag_id', 'taggable_type', 'taggable_id']
  await db.table(pivot).multiInsert(termIds.map((termId) => ({ [key]: termId, [typeColumn]: type, [item]: id })))
}

export async function makeArtist(options: { name?: string; plays?: number; genres?: Genre[]; verified?: boolean } = {}) {
  const artist = await Artist.create({ name: options.name ?? unique('Artist'), plays: options.plays ?? 0, followersCount: 0, verified: options.verified ?? false, links: [{ url: 'https://example.com', title: 'Site' }] })
  await link('genreables', 'artist', artist.id, (options.genres ?? []).map((genre) => genre.id))
  return artist
}

export async function makeAlbum(
  options: { name?: string; artists?: Artist[]; releaseDate?: string; public?: boolean; ownerId?: number | null; plays?: number; genres?: Genre[]; tags?: Tag[] } = {}
) {
  const album = await Album.create({
    name: options.name ?? unique('Album'),
    releaseDate: DateTime.fromISO(options.releaseDate ?? '2024-01-01'),
    public: options.public ?? true,
    ownerId: options.ownerId ?? null,
    plays: options.plays ?? 0,
  })
  const artists = options.artists ?? []
  if (artists.length) await db.table('album_artist').multiInsert(artists.map((artist, position) => ({ album_id: album.id, artist_id: artist.id, position })))
  await link('genreables', 'album', album.id, (options.genres ?? []).map((genre) => genre.id))
  await link('taggables', 'album', album.id, (options.tags ?? []).map((tag) => tag.id))
  return album
}

export interface TrackOptions {
  name?: string
  artists?: Artist[]
  album?: Album | null
  number?: number
  duration?: number
  plays?: number
  public?: boolean
  ownerId?: number | null
  genres?: Genre[]
  tags?: Tag[]
  lyrics?: { text: string; timed?: Array<{ time: number; text: string }> }
  waveform?: number[]
}

export async function makeTrack(options: TrackOptions = {}) {
  const track = await Track.create({
    name: options.name ?? unique('Track'),
    albumId: options.album?.id ?? null,
    number: options.number ?? 1,
    duration: options.duration ?? 180_000,
    plays: options.plays ?? 0,
    public: options.public ?? true,
    ownerId: options.ownerId ?? null,
    src: 'tracks/test.mp3',
    mime: 'audio/mpeg',
  })
  const artists = options.artists ?? []
  if (artists.length) await db.table('artist_track').multiInsert(artists.map((artist, position) => ({ track_id: track.id, artist_id: artist.id, position })))
  await link('genreables', 'track', track.id, (options.genres ?? []).map((genre) => genre.id))
  await link('taggables', 'track', track.id, (options.tags ?? []).map((tag) => tag.id))
  if (options.lyrics) {
    await Lyric.create({ trackId: track.id, text: options.lyrics.text, isSynced: Boolean(options.lyrics.timed), timed: options.lyrics.timed ?? null })
  }
  if (options.waveform) await TrackWaveform.create({ trackId: track.id, peaks: options.waveform })
  return track
}

/** `count` tracks sharing the given options (names numbered). */
export async function makeTracks(count: number, options: TrackOptions = {}) {
  const tracks: Track[] = []
  for (let index = 0; index < count; index++) {
    tracks.push(await makeTrack({ ...options, name: options.name ? `${options.name} ${index + 1}` : undefined, number: index + 1 }))
  }
  return tracks
}

export async function makePlaylist(ownerId: number, options: { name?: string; tracks?: Track[]; public?: boolean; collaborative?: boolean } = {}) {
  const tracks = options.tracks ?? []
  const playlist = await Playlist.create({
    name: options.name ?? unique('Playlist'),
    ownerId,
    public: options.public ?? true,
    collaborative: options.collaborative ?? false,
    plays: 0,
    tracksCount: tracks.length,
  })
  if (tracks.length) {
    await db.table('playlist_track').multiInsert(
      tracks.map((track, index) => ({ playlist_id: playlist.id, track_id: track.id, position: index + 1, added_by: ownerId, created_at: sqlNow() }))
    )
  }
  return playlist
}

export async function makeChannel(config: Partial<ChannelConfig> & Pick<ChannelConfig, 'contentType'>, options: { slug?: string; homepage?: boolean; items?: Array<{ id: number }> } = {}) {
  const slug = options.slug ?? unique('channel').toLowerCase().replace(/\W+/g, '-')
  const channel = await Channel.create({
    name: slug,
    slug,
    homepage: options.homepage ?? false,
    position: 0,
    config: { layout: 'grid', source: 'manual', ...config },
  })
  const morph = { tracks: 'track', albums: 'album', artists: 'artist', playlists: 'playlist', channels: 'channel', genres: 'genre' }[config.contentType]
  const items = options.items ?? []
  if (items.length) {
    await db.table('channelables').multiInsert(items.map((item, position) => ({ channel_id: channel.id, channelable_type: morph, channelable_id: item.id, position })))
  }
  return channel
}

import db from '@adonisjs/lucid/services/db'
import Genre from '#plugins/music/server/models/genre'
import Tag from '#plugins/music/server/models/tag'
import type Artist from '#plugins/music/server/models/artist'
import type Album from '#plugins/music/server/models/album'
import type Track from '#plugins/music/server/models/track'
import type { ChannelConfig } from '#plugins/music/server/models/channel'
import Lyric from '#plugins/music/server/models/lyric'
import TrackWaveform from '#plugins/music/server/models/track_waveform'
import { sqlNow } from '#plugins/music/server/services/shared/time'
import { DateTime } from 'luxon'
import { GenreFactory } from '#plugins/music/server/factories/genre_factory'
import { TagFactory } from '#plugins/music/server/factories/tag_factory'
import { ArtistFactory } from '#plugins/music/server/factories/artist_factory'
import { AlbumFactory } from '#plugins/music/server/factories/album_factory'
import { TrackFactory } from '#plugins/music/server/factories/track_factory'
import { PlaylistFactory } from '#plugins/music/server/factories/playlist_factory'
import { ChannelFactory } from '#plugins/music/server/factories/channel_factory'

/**
 * Catalogue rows for tests: the music factories (plugins/music/server/factories)
 * make the rows, these functions add what a factory cannot express, links to
 * rows that already exist (an album's artists in order, a track's genres, a
 * playlist's tracks), with options named like the spec's fields.
 */

/** The options that were given, so the factory's defaults stand for the others. */
function given<T extends Record<string, unknown>>(attributes: T) {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Partial<T>
}

/** The genre named `name` (made once), or a new one with a unique name. */
export async function makeGenre(name?: string, popularity = 0) {
  if (!name) return GenreFactory.merge({ popularity }).create()
  return (await Genre.findBy('name', name)) ?? GenreFactory.merge({ name, displayName: name.replace(/\b\w/g, (c) => c.toUpperCase()), popularity }).create()
}

/** The tag named `name` (made once), or a new one with a unique name. */
export async function makeTag(name?: string) {
  if (!name) return TagFactory.create()
  return (await Tag.findBy('name', name)) ?? TagFactory.merge({ name, displayName: name }).create()
}

async function link(pivot: 'genreables' | 'taggables', type: string, id: number, termIds: number[]) {
  if (!termIds.length) return
  const [key, typeColumn, item] = pivot === 'genreables' ? ['genre_id', 'genreable_type', 'genreable_id'] : ['tag_id', 'taggable_type', 'taggable_id']
  await db.table(pivot).multiInsert(termIds.map((termId) => ({ [key]: termId, [typeColumn]: type, [item]: id })))
}

export async function makeArtist(options: { name?: string; plays?: number; genres?: Genre[]; verified?: boolean } = {}) {
  const artist = await ArtistFactory.merge(given({ name: options.name, plays: options.plays, verified: options.verified })).create()
  await link('genreables', 'artist', artist.id, (options.genres ?? []).map((genre) => genre.id))
  return artist
}

export async function makeAlbum(
  options: { name?: string; artists?: Artist[]; releaseDate?: string; public?: boolean; ownerId?: number | null; plays?: number; genres?: Genre[]; tags?: Tag[] } = {}
) {
  const album = await AlbumFactory.merge(
    given({ name: options.name, releaseDate: options.releaseDate ? DateTime.fromISO(options.releaseDate) : undefined, public: options.public, ownerId: options.ownerId, plays: options.plays })
  ).create()
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
  const track = await TrackFactory.merge(
    given({ name: options.name, albumId: options.album?.id, number: options.number, duration: options.duration, plays: options.plays, public: options.public, ownerId: options.ownerId })
  ).create()
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
  const playlist = await PlaylistFactory.merge({ ...given({ name: options.name, public: options.public, collaborative: options.collaborative }), ownerId, tracksCount: tracks.length }).create()
  if (tracks.length) {
    await db.table('playlist_track').multiInsert(
      tracks.map((track, index) => ({ playlist_id: playlist.id, track_id: track.id, position: index + 1, added_by: ownerId, created_at: sqlNow() }))
    )
  }
  return playlist
}

export async function makeChannel(config: Partial<ChannelConfig> & Pick<ChannelConfig, 'contentType'>, options: { slug?: string; homepage?: boolean; items?: Array<{ id: number }> } = {}) {
  const channel = await ChannelFactory.merge({
    ...given({ name: options.slug, slug: options.slug, homepage: options.homepage }),
    config: { layout: 'grid', source: 'manual', ...config },
  }).create()
  const morph = { tracks: 'track', albums: 'album', artists: 'artist', playlists: 'playlist', channels: 'channel', genres: 'genre' }[config.contentType]
  const items = options.items ?? []
  if (items.length) {
    await db.table('channelables').multiInsert(items.map((item, position) => ({ channel_id: channel.id, channelable_type: morph, channelable_id: item.id, position })))
  }
  return channel
}

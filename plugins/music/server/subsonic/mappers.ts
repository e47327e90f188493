import type { Album as AlbumSummary, Track as TrackSummary } from '../../shared/api_types.js'
import { subsonicId } from './ids.js'

/**
 * Cadenza's summaries (the web API's shapes) as OpenSubsonic items: what a
 * client sees is what the web API would show the same person.
 */

/** Subsonic durations are whole seconds; Cadenza keeps milliseconds. */
export const seconds = (milliseconds: number | null | undefined) => Math.round((milliseconds ?? 0) / 1000)

const yearOf = (day: string | null) => {
  const year = day ? Number(day.slice(0, 4)) : Number.NaN
  return Number.isInteger(year) && year > 0 ? year : undefined
}

/**
 * An instant as the schema's date-time wants it (ISO 8601 with a time): a
 * release day becomes its midnight UTC, a database's "YYYY-MM-DD hh:mm:ss"
 * its UTC instant; what cannot be read, the epoch.
 */
export function dateTime(value: string | null | undefined): string {
  if (!value) return new Date(0).toISOString()
  const normalised = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value.replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})/, '$1T$2Z')
  const time = Date.parse(normalised)
  return Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString()
}

/** An audio file's suffix from its MIME type, for clients that pick a decoder by it. */
const SUFFIXES: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/aac': 'aac', 'audio/ogg': 'ogg', 'audio/opus': 'opus', 'audio/flac': 'flac', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/webm': 'webm' }

export interface SongExtras {
  mime?: string | null
  /** Bits per second. */
  bitrate?: number | null
  releaseDate?: string | null
}

/** A song (OpenSubsonic `Child`). */
export function toSong(track: TrackSummary, extras: SongExtras = {}) {
  const artist = track.artists[0]
  return {
    id: subsonicId('track', track.id),
    parent: track.album ? subsonicId('album', track.album.id) : undefined,
    isDir: false,
    title: track.name,
    album: track.album?.name,
    albumId: track.album ? subsonicId('album', track.album.id) : undefined,
    artist: track.artists.map((credit) => credit.name).join(', ') || undefined,
    artistId: artist ? subsonicId('artist', artist.id) : undefined,
    artists: track.artists.map((credit) => ({ id: subsonicId('artist', credit.id), name: credit.name })),
    displayArtist: track.artists.map((credit) => credit.name).join(', '),
    track: track.number ?? undefined,
    year: yearOf(extras.releaseDate ?? null),
    coverArt: track.image ? subsonicId('track', track.id) : track.album ? subsonicId('album', track.album.id) : undefined,
    duration: seconds(track.duration),
    playCount: track.plays,
    created: track.created_at ? dateTime(track.created_at) : undefined,
    starred: track.liked_at ?? undefined,
    contentType: extras.mime ?? undefined,
    suffix: extras.mime ? SUFFIXES[extras.mime] : undefined,
    bitRate: extras.bitrate ? Math.round(extras.bitrate / 1000) : undefined,
    isVideo: false,
    type: 'music',
    mediaType: 'song',
  }
}

export interface AlbumTotals {
  songCount: number
  /** Milliseconds. */
  duration: number
  created: string | null
}

/** An album (OpenSubsonic `AlbumID3`). */
export function toAlbum(album: AlbumSummary, totals: AlbumTotals) {
  const artist = album.artists[0]
  return {
    id: subsonicId('album', album.id),
    name: album.name,
    artist: album.artists.map((credit) => credit.name).join(', ') || undefined,
    artistId: artist ? subsonicId('artist', artist.id) : undefined,
    artists: album.artists.map((credit) => ({ id: subsonicId('artist', credit.id), name: credit.name })),
    displayArtist: album.artists.map((credit) => credit.name).join(', '),
    coverArt: subsonicId('album', album.id),
    songCount: totals.songCount,
    duration: seconds(totals.duration),
    playCount: album.plays,
    // An album without songs has no first song's time: its release day stands in.
    created: dateTime(totals.created ?? album.release_date),
    year: yearOf(album.release_date),
    starred: album.liked_at ?? undefined,
  }
}

/** An artist (OpenSubsonic `ArtistID3`). */
export function toArtist(artist: { id: number; name: string }, albumCount: number | undefined) {
  return {
    id: subsonicId('artist', artist.id),
    name: artist.name,
    coverArt: subsonicId('artist', artist.id),
    albumCount,
  }
}

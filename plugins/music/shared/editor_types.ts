/**
 * What the track, album and artist editors (backstage and admin, issue 17)
 * read and send: the server's editing API and the web editors share these.
 */
import type { Track } from './api_types.js'

/** An artist credited on a track or album: an existing one by id, or a new one by name. */
export interface CreditInput {
  id?: number
  name?: string
}

export interface EditorRef {
  id: number
  name: string
}

export interface EditorLyrics {
  is_synced: boolean
  /** Plain text, or LRC when synced. */
  text: string
}

export interface TrackEditorValues {
  name: string
  artists: CreditInput[]
  album_id: number | null
  number: number | null
  genres: string[]
  tags: string[]
  description: string | null
  lyrics: EditorLyrics | null
  /** 'yyyy-MM-dd'. */
  release_date: string | null
  public: boolean
  allow_download: boolean
}

/** A track as the editor opens it. */
export interface EditableTrack extends Omit<TrackEditorValues, 'artists'> {
  id: number
  artists: EditorRef[]
  album: EditorRef | null
  image: string | null
  duration: number | null
  /** An upload nobody else sees until its owner publishes it. */
  draft: boolean
  has_audio: boolean
  /** The track as the player plays it (the synced-lyrics editor taps along); null without audio. */
  playable: Track | null
}

export interface AlbumEditorValues {
  name: string
  artists: CreditInput[]
  /** Track ids in album order. */
  tracks: number[]
  genres: string[]
  tags: string[]
  description: string | null
  release_date: string | null
  public: boolean
}

export interface EditableAlbumTrack extends EditorRef {
  number: number | null
  duration: number | null
  draft: boolean
}

export interface EditableAlbum extends Omit<AlbumEditorValues, 'artists' | 'tracks'> {
  id: number
  artists: EditorRef[]
  tracks: EditableAlbumTrack[]
  image: string | null
  draft: boolean
}

export interface ArtistEditorLink {
  url: string
  title: string
}

export interface ArtistEditorValues {
  name: string
  biography: string | null
  links: ArtistEditorLink[]
  genres: string[]
  /** Admins only: ignored (kept as it is) when backstage sends it. */
  verified?: boolean
}

export interface EditableArtist extends Omit<ArtistEditorValues, 'verified'> {
  id: number
  image: string | null
  verified: boolean
}

/** Lookups the editors' pickers make (artists, albums, tracks the person may use). */
export interface EditorOption extends EditorRef {
  /** A second line: the album's or track's first artist. */
  detail: string | null
}

/** Rows of the admin's albums list. */
export interface AdminAlbumRow {
  id: number
  name: string
  artist: string | null
  tracks_count: number
  plays: number
  public: boolean
  release_date: string | null
  created_at: string | null
}

/** Rows of the admin's artists list. */
export interface AdminArtistRow {
  id: number
  name: string
  verified: boolean
  albums_count: number
  tracks_count: number
  plays: number
  created_at: string | null
}

/** GET {scope}/upload-allowance: the quota the upload screens show. Null: no limit. */
export interface UploadAllowance {
  tracks_left: number | null
  /** Milliseconds of audio the person may still upload (music.create's upload minutes). */
  upload_time_left: number | null
  /** Bytes. */
  space_left: number | null
  /** Bytes. */
  max_file_size: number | null
  /** Where to get more (billing's pricing page) once tracks, minutes or space are used up; absent without an offer. */
  upgrade_url?: string
}

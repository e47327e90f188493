/**
 * The music API's shapes (plugins/music/docs/api.md), declared once: the
 * server's serializers are typed against them (server/services/summaries,
 * the page builders) and the screens read them, so a change on one side
 * breaks the other at typecheck.
 */

import type { SearchTabName } from './urls.js'

/** A page of a list: no totals are counted unless a list says so; next_page is null on the last page. */
export interface Page<T> {
  data: T[]
  current_page: number
  per_page: number
  next_page: number | null
  total?: number
}

export interface Paginated<T> {
  pagination: Page<T>
}

/** An artist credited on a track or an album. */
export interface NamedRef {
  id: number
  name: string
  image: string | null
}

export interface ReplayGainInfo {
  track_gain: number | null
  track_peak: number | null
  /** From the album's tracks (server/audio/album_gain.ts); null for a single or before any was measured. */
  album_gain: number | null
  album_peak: number | null
}

export interface Track {
  model_type: 'track'
  id: number
  name: string
  number: number | null
  /** Milliseconds. */
  duration: number | null
  /** The track's cover, else its album's. */
  image: string | null
  plays: number
  public: boolean
  owner_id: number | null
  created_at: string | null
  album: { id: number; name: string; image: string | null } | null
  artists: NamedRef[]
  /** ReplayGain 2.0 (dB to -18 LUFS) and sample peaks (1 is full scale); null until measured. */
  replay_gain: ReplayGainInfo
  /** Only for a signed-in viewer. */
  liked?: boolean
  /** Playlist rows. */
  position?: number
  added_at?: string
  /** Library rows. */
  liked_at?: string
  played_at?: string
  play_id?: number
}

export interface Album {
  model_type: 'album'
  id: number
  name: string
  image: string | null
  release_date: string | null
  plays: number
  public: boolean
  owner_id: number | null
  artists: NamedRef[]
  liked_at?: string
}

export interface Artist {
  model_type: 'artist'
  id: number
  name: string
  image: string | null
  verified: boolean
  plays: number
  followers_count: number
}

export interface UserSummary {
  model_type: 'user'
  id: number
  name: string
  image: string | null
}

export interface Playlist {
  model_type: 'playlist'
  id: number
  name: string
  description: string | null
  image: string | null
  public: boolean
  collaborative: boolean
  tracks_count: number
  plays: number
  owner: UserSummary | null
}

export interface Genre {
  model_type: 'genre'
  id: number
  name: string
  display_name: string
  image: string | null
  popularity: number
}

export interface Tag {
  model_type: 'tag'
  id: number
  name: string
  display_name: string
}

export type ChannelLayout = 'grid' | 'carousel' | 'list' | 'trackTable'
export type ChannelContentType =
  'tracks' | 'albums' | 'artists' | 'playlists' | 'channels' | 'genres'

export interface Channel {
  model_type: 'channel'
  id: number
  name: string
  slug: string
  description: string | null
  content_type: ChannelContentType
  layout: ChannelLayout
  source: string
  restriction: 'genre' | 'tag' | null
  restricted_by?: Genre | Tag | null
}

/** Anything a card or a channel can show. */
export type MediaItem = Track | Album | Artist | Playlist | Genre | Tag | UserSummary | Channel

export interface ArtistPage {
  artist: Artist & {
    biography: string | null
    links: Array<{ url: string; title: string }>
    genres: Genre[]
    liked?: boolean
    followed?: boolean
  }
  top_tracks: Track[]
  albums: Album[]
  similar_artists: Artist[]
}

export interface AlbumDetail extends Album {
  description: string | null
  /** Milliseconds. */
  duration: number
  tracks_count: number
  genres: Genre[]
  tags: Tag[]
  liked?: boolean
  reposted?: boolean
  tracks: Track[]
}

export interface TrackDetail extends Track {
  reposted?: boolean
  description: string | null
  mime: string | null
  /** Bits per second. */
  bitrate: number | null
  genres: Genre[]
  tags: Tag[]
  has_lyrics: boolean
  waveform: number[] | null
}

export interface Lyrics {
  track_id: number
  text: string
  is_synced: boolean
  timed: Array<{ time: number; text: string }> | null
}

export interface PlaylistDetail extends Playlist {
  followed?: boolean
  created_at: string | null
  updated_at: string | null
  collaborators: UserSummary[]
  can_edit: boolean
  can_add_tracks: boolean
}

export interface Profile {
  user: UserSummary & {
    /** The account's creation; null only for rows written outside the app (the column is nullable). */
    created_at: string | null
    followers_count: number
    following_count: number
    followed?: boolean
  }
  profile: {
    /** As the person set it; `user.name` falls back to the account's name. */
    display_name: string | null
    bio: string | null
    links: Array<{ url: string; title: string }>
    header_image: string | null
    city: string | null
    country: string | null
  }
}

/** An item of a profile tab (GET users/{id}/{tab}): reposts say when, followers and following since when. */
export type ProfileTabItem = MediaItem & { reposted_at?: string | null; followed_at?: string | null }

/** A comment: a reply, or what POST and PUT music/comments answer (`{ comment }`). */
export interface Comment {
  id: number
  commentable_type: 'track' | 'album'
  commentable_id: number
  /** The top-level comment a reply hangs off; replies to replies join their thread. */
  parent_id: number | null
  content: string
  /** Seconds into the track, or null. */
  position: number | null
  user: UserSummary
  /** Null only for rows written outside the app (the columns are nullable). */
  created_at: string | null
  updated_at: string | null
}

/** A top-level comment as GET tracks|albums/{id}/comments lists it: only these carry their replies. */
export interface CommentThread extends Comment {
  replies: Comment[]
}

export interface ChannelContent {
  channel: Channel
  pagination: Page<MediaItem>
}

/** What one result of each search tab (urls.ts SEARCH_TABS) is. */
export interface SearchResultItems {
  artists: Artist
  albums: Album
  tracks: Track
  playlists: Playlist
  users: UserSummary
  tags: Tag
}

export type SearchResults = { [Tab in SearchTabName]: Array<SearchResultItems[Tab]> }

/** GET music/search?type=all: the best few of every tab the viewer may see. */
export interface SearchAll {
  query: string
  type: 'all'
  results: SearchResults
}

/** GET music/search?type=<tab>: one tab's results, paginated. */
export interface SearchPage<Tab extends SearchTabName = SearchTabName> {
  query: string
  type: Tab
  pagination: Page<SearchResultItems[Tab]>
}

export type RadioSeedType = 'artist' | 'track' | 'album' | 'genre' | 'playlist'

export interface RadioPage {
  seed: { type: RadioSeedType; id: number; name: string }
  tracks: Track[]
  /** A station never ends: every page names the next one. */
  next_cursor: string
}

/** A comment as the admin's moderation list shows it: with what it is on. */
export interface ModeratedComment extends Comment {
  /** The track or album commented on (null if it was deleted meanwhile). */
  commentable: { id: number; name: string } | null
}

/** A row of the admin's channel list. */
export interface AdminChannelRow {
  id: number
  name: string
  slug: string
  content_type: ChannelContentType
  layout: ChannelLayout
  source: string
  homepage: boolean
  /** Manual channels' item count; null for automatic sources. */
  items_count: number | null
  updated_at: string | null
}

/** A channel as the admin's editor opens it. */
export interface AdminChannel {
  id: number
  name: string
  slug: string
  description: string | null
  content_type: ChannelContentType
  layout: ChannelLayout
  source: string
  restriction: 'genre' | 'tag' | null
  restriction_value: string | null
  homepage: boolean
  /** The manual items in order (empty for automatic sources). */
  items: MediaItem[]
}

/** A genre or tag in the admin's lists (genres carry an image). */
export interface AdminTerm {
  id: number
  name: string
  display_name: string
  image?: string | null
  /** Tracks, albums and artists linked to it. */
  items_count: number
  created_at: string | null
}

/** A row of the admin's lyrics list. */
export interface AdminLyricsRow {
  id: number
  track_id: number
  track_name: string
  is_synced: boolean
  /** The first line, to tell lyrics apart at a glance. */
  excerpt: string
  updated_at: string | null
}

/** A track and its lyrics as the admin's lyrics editor opens them; synced lyrics as LRC text. */
export interface AdminLyrics {
  track: Track
  lyrics: { is_synced: boolean; text: string } | null
}

/** A playlist in the admin's list of everyone's playlists. */
export interface AdminPlaylistRow {
  id: number
  name: string
  description: string | null
  public: boolean
  collaborative: boolean
  tracks_count: number
  owner: UserSummary
  created_at: string | null
}

/** A row of the admin's tracks list (GET music/admin/tracks, a ListPage of these) and of its CSV export. */
export interface AdminTrackRow {
  id: number
  name: string
  /** The first credited artist's name. */
  artist: string | null
  album: string | null
  /** The track's first genre's display name. */
  genre: string | null
  plays: number
  /** Milliseconds. */
  duration: number | null
  public: boolean
  created_at: string | null
}

/** A genre the admin's tracks list filters by (GET music/admin/tracks/genres). */
export interface AdminGenreOption {
  id: number
  name: string
}

/** An app password for Subsonic apps (account settings, "Connected apps"). */
export interface AppPassword {
  id: number
  name: string
  created_at: string
  last_used_at: string | null
}

/** The answer to making one: the password in clear, this one time. */
export interface CreatedAppPassword extends AppPassword {
  password: string
}

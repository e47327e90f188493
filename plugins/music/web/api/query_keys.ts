/**
 * Every query key of the music screens, in one tree under 'music', so a
 * mutation can invalidate exactly what it changed (a like touches every
 * track list: ['music', 'tracks-lists'] prefixes them all).
 */
export const musicKeys = {
  all: ['music'] as const,
  homepage: () => [...musicKeys.all, 'homepage'] as const,
  channel: (slugOrId: string, restriction: string | null) =>
    [...musicKeys.all, 'channel', slugOrId, restriction] as const,
  artist: (id: number) => [...musicKeys.all, 'artist', id] as const,
  album: (id: number) => [...musicKeys.all, 'album', id] as const,
  track: (id: number) => [...musicKeys.all, 'track', id] as const,
  lyrics: (trackId: number) => [...musicKeys.all, 'lyrics', trackId] as const,
  embedTrack: (id: number) => [...musicKeys.all, 'embed', 'track', id] as const,
  embedAlbum: (id: number) => [...musicKeys.all, 'embed', 'album', id] as const,
  playlist: (id: number) => [...musicKeys.all, 'playlist', id] as const,
  /** Paginated lists of any kind: their first segment after 'music' is 'lists'. */
  lists: () => [...musicKeys.all, 'lists'] as const,
  playlistTracks: (id: number) => [...musicKeys.lists(), 'playlist-tracks', id] as const,
  artistTracks: (id: number) => [...musicKeys.lists(), 'artist-tracks', id] as const,
  artistAlbums: (id: number) => [...musicKeys.lists(), 'artist-albums', id] as const,
  tag: (name: string) => [...musicKeys.all, 'tag', name] as const,
  tagItems: (name: string, type: 'tracks' | 'albums') =>
    [...musicKeys.lists(), 'tag', name, type] as const,
  profile: (userId: number) => [...musicKeys.all, 'profile', userId] as const,
  playbackPreferences: () => [...musicKeys.all, 'playback-preferences'] as const,
  /** The signed-in person's app passwords for Subsonic apps. */
  appPasswords: () => [...musicKeys.all, 'app-passwords'] as const,
  profileTab: (userId: number, tab: string) =>
    [...musicKeys.lists(), 'profile', userId, tab] as const,
  library: (section: string) => [...musicKeys.lists(), 'library', section] as const,
  comments: (type: 'track' | 'album', id: number) =>
    [...musicKeys.lists(), 'comments', type, id] as const,
  searchAll: (query: string) => [...musicKeys.all, 'search', query, 'all'] as const,
  searchTab: (query: string, tab: string) => [...musicKeys.lists(), 'search', query, tab] as const,
  radio: (type: string, id: string) => [...musicKeys.all, 'radio', type, id] as const,
}

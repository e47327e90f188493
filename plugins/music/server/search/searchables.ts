import type { SearchableDefinition } from '#core/kernel/contract'
import { MUSIC_VIEW } from '../../permissions.js'
import type { SearchTabName } from '../../shared/urls.js'

/**
 * What the music plugin makes searchable (its manifest's `searchables`):
 * core/search indexes them. Popularity orders equally good matches; private
 * rows (public = 0) show to their owner only.
 */
export const SEARCHABLES = {
  artists: { name: 'artists', table: 'artists', columns: ['name'], popularity: 'plays', permission: MUSIC_VIEW, results: async () => (await import('./search_results.js')).ARTIST_RESULTS },
  albums: {
    name: 'albums',
    table: 'albums',
    columns: ['name'],
    popularity: 'plays',
    private: true,
    permission: MUSIC_VIEW,
    results: async () => (await import('./search_results.js')).ALBUM_RESULTS,
  },
  tracks: {
    name: 'tracks',
    table: 'tracks',
    columns: ['name'],
    popularity: 'plays',
    private: true,
    permission: MUSIC_VIEW,
    results: async () => (await import('./search_results.js')).TRACK_RESULTS,
  },
  playlists: {
    name: 'playlists',
    table: 'playlists',
    columns: ['name'],
    popularity: 'plays',
    private: true,
    permission: MUSIC_VIEW,
    results: async () => (await import('./search_results.js')).PLAYLIST_RESULTS,
  },
  tags: { name: 'tags', table: 'tags', columns: ['name'], permission: MUSIC_VIEW, results: async () => (await import('./search_results.js')).TAG_RESULTS },
} as const satisfies Record<string, SearchableDefinition>

/**
 * The search's tabs, in the all tab's order: music's searchables and the
 * people the accounts module makes searchable.
 */
export const SEARCHABLE_TYPES = ['artists', 'albums', 'tracks', 'playlists', 'tags', 'users'] as const satisfies readonly SearchTabName[]
export type SearchableType = (typeof SEARCHABLE_TYPES)[number]

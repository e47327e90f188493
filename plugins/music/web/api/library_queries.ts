import type { ApiClient } from '@web/services/api_client.js'
import type { LibrarySection } from '../../shared/urls.js'
import { paginatedQuery } from './paginated.js'
import { musicKeys } from './query_keys.js'
import type { MediaItem } from '../../shared/api_types.js'

/** The API path of each library section (songs are liked tracks). */
const LIBRARY_PATHS: Record<LibrarySection, string> = {
  songs: 'library/tracks',
  playlists: 'library/playlists',
  albums: 'library/albums',
  artists: 'library/artists',
  history: 'library/history',
}

export function libraryQuery<T = MediaItem>(api: ApiClient, section: LibrarySection) {
  return paginatedQuery<T>(api, musicKeys.library(section), LIBRARY_PATHS[section])
}

import type { SeoPageDefinition, SeoResolverInput, SeoTags } from '#core/kernel/contract'
import { guestsCanListen } from './guest_access.js'

type Resolver = (input: SeoResolverInput) => Promise<SeoTags | null> | SeoTags | null

/**
 * Each page's resolver is imported on first use (the manifest stays light)
 * and runs only when guests may listen; otherwise the site defaults stand.
 */
function forGuests(load: () => Promise<{ default: Resolver }>): Resolver {
  return async (input) => ((await guestsCanListen()) ? (await load()).default(input) : null)
}

/** The music pages of spec section 2, with the URL shapes the SPA shares (shared/urls.ts). */
export const MUSIC_SEO_PAGES: SeoPageDefinition[] = [
  { name: 'landing', label: 'Landing page', paths: ['/'], resolve: forGuests(() => import('./landing_seo.js')) },
  {
    name: 'artist',
    label: 'Artist page',
    paths: ['/artist/:artistId', '/artist/:artistId/:artistName'],
    resolve: forGuests(() => import('./artist_seo.js')),
  },
  {
    name: 'album',
    label: 'Album page',
    paths: ['/album/:albumId/:artistName/:albumName'],
    resolve: forGuests(() => import('./album_seo.js')),
  },
  { name: 'track', label: 'Track page', paths: ['/track/:trackId/:trackName'], resolve: forGuests(() => import('./track_seo.js')) },
  {
    name: 'playlist',
    label: 'Playlist page',
    paths: ['/playlist/:playlistId/:playlistName'],
    resolve: forGuests(() => import('./playlist_seo.js')),
  },
  {
    name: 'channel',
    label: 'Channel page',
    paths: ['/channel/:slugOrId', '/channel/:slugOrId/:restriction'],
    resolve: forGuests(() => import('./channel_seo.js')),
  },
  {
    name: 'user',
    label: 'User profile',
    paths: ['/user/:userId/:userName', '/user/:userId/:userName/:tabName'],
    resolve: forGuests(() => import('./user_seo.js')),
  },
  {
    name: 'search',
    label: 'Search page',
    paths: ['/search/:searchQuery', '/search/:searchQuery/:tabName'],
    resolve: forGuests(() => import('./search_seo.js')),
  },
]

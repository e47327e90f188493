import type { SeoPageDefinition, SeoResolution, SeoResolverInput } from '#core/kernel/contract'
import { guestsCanListen, HIDDEN_FROM_GUESTS } from './guest_access.js'

type MusicResolution = SeoResolution | typeof HIDDEN_FROM_GUESTS
type Resolver = (input: SeoResolverInput) => Promise<MusicResolution> | MusicResolution

/**
 * Each page's resolver is imported on first use (the manifest stays light)
 * and runs only when guests may listen; otherwise the site defaults stand.
 * The import is kept: under the TypeScript loader every import() of even a
 * loaded module asks the loader thread to resolve it again, which was ~7 %
 * of the server's CPU under a flood of pages.
 */
function forGuests(load: () => Promise<{ default: Resolver }>): (input: SeoResolverInput) => Promise<SeoResolution> {
  let loaded: Promise<{ default: Resolver }> | undefined
  return async (input) => {
    if (!(await guestsCanListen())) return null
    const resolved = await (await (loaded ??= load())).default(input)
    if (resolved !== HIDDEN_FROM_GUESTS) return resolved
    return input.ctx.auth?.user ? null : 'not-found'
  }
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
    // The bare forms are the web app's catch-all pages: they answer only for paths no other page claims.
    paths: ['/channel/:slugOrId', '/channel/:slugOrId/:restriction', '/:slugOrId', '/:slugOrId/:restriction'],
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

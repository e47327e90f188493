import type { SeoPageDefinition, SeoResolution, SeoResolverInput, SitemapDefinition } from '#core/kernel/contract'
import { guestsCanListen, HIDDEN_FROM_GUESTS } from './guest_access.js'
import type { seoSamples } from './samples.js'
import type { MusicSitemapName } from './sitemap_sources.js'

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

/**
 * The share menu's embed players (web/components/share_menu.tsx) as oEmbed
 * offers them; 600 px wide is what chat apps and CMSs fit comfortably.
 */
const EMBED_WIDTH = 600
const trackPlayer = (params: Record<string, string>) => ({ path: `/track/${params.trackId}/${params.trackName}/embed`, width: EMBED_WIDTH, height: 174 })
const albumPlayer = (params: Record<string, string>) => ({
  path: `/album/${params.albumId}/${params.artistName}/${params.albumName}/embed`,
  width: EMBED_WIDTH,
  height: 380,
})
const playlistPlayer = (params: Record<string, string>) => ({ path: `/playlist/${params.playlistId}/${params.playlistName}/embed`, width: EMBED_WIDTH, height: 380 })

const described = (name: string, description: string) => ({ name, description })
const NAME = described('name', 'Its name')
const DESCRIPTION = described('description', 'Its own description, or a generated line when it has none')

/** Loads the preview samples on first use (the manifest stays light). */
function sample(kind: keyof typeof seoSamples) {
  return async () => (await import('./samples.js')).seoSamples[kind]()
}

/**
 * The music pages of spec section 2, with the URL shapes the SPA shares
 * (shared/urls.ts). Titles and descriptions come from the templates (the
 * appearance editor's "SEO settings"); the defaults read "Song - Artist | Site".
 */
export const MUSIC_SEO_PAGES: SeoPageDefinition[] = [
  {
    name: 'landing',
    label: 'Landing page',
    paths: ['/'],
    resolve: forGuests(() => import('./landing_seo.js')),
    templates: { title: '{{headline}} | {{site_name}}', description: '{{subheadline}}' },
    variables: [described('headline', "The landing page's headline"), described('subheadline', "The landing page's subheadline")],
    sample: async () => '/',
  },
  {
    name: 'artist',
    label: 'Artist page',
    paths: ['/artist/:artistId', '/artist/:artistId/:artistName'],
    resolve: forGuests(() => import('./artist_seo.js')),
    templates: { title: '{{name}} | {{site_name}}', description: '{{description}}' },
    variables: [NAME, DESCRIPTION, described('followers', 'Number of followers')],
    sample: sample('artist'),
  },
  {
    name: 'album',
    label: 'Album page',
    paths: ['/album/:albumId/:artistName/:albumName'],
    resolve: forGuests(() => import('./album_seo.js')),
    templates: { title: '{{name}} - {{artists}} | {{site_name}}', description: '{{description}}' },
    variables: [NAME, described('artists', 'Its artists'), DESCRIPTION, described('songs', 'Number of songs'), described('year', 'Release year')],
    sample: sample('album'),
    oembed: albumPlayer,
  },
  {
    name: 'track',
    label: 'Track page',
    paths: ['/track/:trackId/:trackName'],
    resolve: forGuests(() => import('./track_seo.js')),
    templates: { title: '{{name}} - {{artists}} | {{site_name}}', description: '{{description}}' },
    variables: [NAME, described('artists', 'Its artists'), described('album', "Its album's name"), DESCRIPTION, described('duration', 'Its length (3:07)'), described('year', 'Release year')],
    sample: sample('track'),
    oembed: trackPlayer,
  },
  {
    name: 'playlist',
    label: 'Playlist page',
    paths: ['/playlist/:playlistId/:playlistName'],
    resolve: forGuests(() => import('./playlist_seo.js')),
    templates: { title: '{{name}} - playlist by {{owner}} | {{site_name}}', description: '{{description}}' },
    variables: [NAME, described('owner', "Its owner's name"), DESCRIPTION, described('songs', 'Number of songs')],
    sample: sample('playlist'),
    oembed: playlistPlayer,
  },
  {
    name: 'channel',
    label: 'Channel page',
    // The bare forms are the web app's catch-all pages: they answer only for paths no other page claims.
    paths: ['/channel/:slugOrId', '/channel/:slugOrId/:restriction', '/:slugOrId', '/:slugOrId/:restriction'],
    resolve: forGuests(() => import('./channel_seo.js')),
    templates: { title: '{{genre}} - {{name}} | {{site_name}}', description: '{{description}}' },
    variables: [NAME, described('genre', 'The genre or tag a channel is showing, if any'), DESCRIPTION],
    sample: sample('channel'),
  },
  {
    name: 'user',
    label: 'User profile',
    paths: ['/user/:userId/:userName', '/user/:userId/:userName/:tabName'],
    resolve: forGuests(() => import('./user_seo.js')),
    templates: { title: '{{name}} | {{site_name}}', description: '{{description}}' },
    variables: [NAME, DESCRIPTION],
    sample: sample('user'),
  },
  {
    name: 'search',
    label: 'Search page',
    paths: ['/search/:searchQuery', '/search/:searchQuery/:tabName'],
    resolve: forGuests(() => import('./search_seo.js')),
    templates: {
      title: 'Search results for "{{query}}" | {{site_name}}',
      description: 'Artists, albums, tracks, playlists and people matching "{{query}}" on {{site_name}}.',
    },
    variables: [described('query', 'What was searched for')],
    sample: async () => '/search/love',
  },
]

const sitemap = (name: MusicSitemapName): SitemapDefinition => ({
  name,
  source: async () => ({ default: (await import('./sitemap_sources.js')).musicSitemapSources[name] }),
})

/** The public music pages of sitemap.xml: only what guests may see. */
export const MUSIC_SITEMAPS: SitemapDefinition[] = (['artists', 'albums', 'tracks', 'playlists', 'tags', 'genres', 'channels'] as const).map(sitemap)

/**
 * The public player's URLs (spec section 2), built in one place so every
 * link, card and test agrees on their shape. Names travel as slugs:
 * lower-case, dash-separated. Ids decide what a page shows; slugs are for
 * people and search engines, so a stale slug still opens the right page.
 */

/** Lower-case, dash-separated, accents folded; letters of any script are kept. */
export function slugify(name: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  // A name of only punctuation still needs a path segment.
  return slug || '-'
}

interface Named {
  id: number
  name: string
}

/** The slug of the channel whose restriction is a genre: /channel/genre/{name}. */
export const GENRE_CHANNEL_SLUG = 'genre'

export const SEARCH_TABS = ['artists', 'albums', 'tracks', 'playlists', 'users', 'tags'] as const
export type SearchTabName = (typeof SEARCH_TABS)[number]

export const PROFILE_TABS = [
  'tracks',
  'albums',
  'playlists',
  'reposts',
  'likes',
  'followers',
  'following',
] as const
export type ProfileTabName = (typeof PROFILE_TABS)[number]

export const LIBRARY_SECTIONS = ['songs', 'playlists', 'albums', 'artists', 'history'] as const
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number]
/** The library's tab of what this device keeps for offline listening (no server list behind it). */
export const DOWNLOADS = 'downloads'

export const urls = {
  home: () => '/',
  artist: (artist: Named) => `/artist/${artist.id}/${slugify(artist.name)}`,
  /** album/{albumId}/{artistName}/{albumName}: the first credited artist names it. */
  album: (album: Named & { artists?: ReadonlyArray<{ name: string }> }) =>
    `/album/${album.id}/${slugify(album.artists?.[0]?.name ?? 'various artists')}/${slugify(album.name)}`,
  albumEmbed: (album: Named & { artists?: ReadonlyArray<{ name: string }> }) =>
    `${urls.album(album)}/embed`,
  track: (track: Named) => `/track/${track.id}/${slugify(track.name)}`,
  trackEmbed: (track: Named) => `${urls.track(track)}/embed`,
  lyrics: (track: Named) => `${urls.track(track)}/lyrics`,
  playlist: (playlist: Named) => `/playlist/${playlist.id}/${slugify(playlist.name)}`,
  playlistEmbed: (playlist: Named) => `${urls.playlist(playlist)}/embed`,
  user: (user: Named, tab?: ProfileTabName) =>
    `/user/${user.id}/${slugify(user.name)}${tab ? `/${tab}` : ''}`,
  tag: (tag: { name: string }, section?: 'tracks' | 'albums') =>
    `/tag/${encodeURIComponent(tag.name)}${section ? `/${section}` : ''}`,
  genre: (genre: { name: string }) => urls.channel(GENRE_CHANNEL_SLUG, genre.name),
  channel: (slugOrId: string | number, restriction?: string) =>
    `/channel/${encodeURIComponent(String(slugOrId))}${restriction ? `/${encodeURIComponent(restriction)}` : ''}`,
  radio: (seed: { type: string; id: number | string; name: string }) =>
    `/radio/${seed.type}/${encodeURIComponent(String(seed.id))}/${slugify(seed.name)}`,
  search: (query = '', tab?: SearchTabName) =>
    query.trim() ? `/search/${encodeURIComponent(query.trim())}${tab ? `/${tab}` : ''}` : '/search',
  library: (section?: LibrarySection) => `/library${section ? `/${section}` : ''}`,
  downloads: () => `/library/${DOWNLOADS}`,
}

/** The embed routes (trackEmbed, albumEmbed): a compact player made to live in an iframe. */
const EMBED_PATH = /^\/(track\/[^/]+\/[^/]+|album\/[^/]+\/[^/]+\/[^/]+)\/embed\/?$/

export function isEmbedPath(pathname: string) {
  return EMBED_PATH.test(pathname)
}

/** The page of any summary the API lists, by its model_type. */
export function urlOf(item: {
  model_type: string
  id: number
  name: string
  slug?: string
  artists?: ReadonlyArray<{ name: string }>
}) {
  switch (item.model_type) {
    case 'artist':
      return urls.artist(item)
    case 'album':
      return urls.album(item)
    case 'track':
      return urls.track(item)
    case 'playlist':
      return urls.playlist(item)
    case 'user':
      return urls.user(item)
    case 'tag':
      return urls.tag(item)
    case 'genre':
      return urls.genre(item)
    case 'channel':
      return urls.channel(item.slug ?? item.id)
    default:
      return '/'
  }
}

import type { AdminChannel, ChannelContentType, ChannelLayout, MediaItem } from '../../../shared/api_types.js'

/** What the channel editor edits: the API's fields, with the manual items as cards (drawn and reordered). */
export interface ChannelDraft {
  name: string
  slug: string
  description: string
  content_type: ChannelContentType
  layout: ChannelLayout
  source: string
  restriction: '' | 'genre' | 'tag'
  restriction_value: string
  homepage: boolean
  items: MediaItem[]
}

export const NEW_CHANNEL: ChannelDraft = {
  name: '',
  slug: '',
  description: '',
  content_type: 'tracks',
  layout: 'grid',
  source: 'manual',
  restriction: '',
  restriction_value: '',
  homepage: false,
  items: [],
}

export function draftOf(channel: AdminChannel): ChannelDraft {
  return {
    name: channel.name,
    slug: channel.slug,
    description: channel.description ?? '',
    content_type: channel.content_type,
    layout: channel.layout,
    source: channel.source,
    restriction: channel.restriction ?? '',
    restriction_value: channel.restriction_value ?? '',
    homepage: channel.homepage,
    items: channel.items,
  }
}

/** "Staff picks!" -> "staff-picks": what a new channel's slug starts as. */
export function slugOf(name: string) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 191)
}

/** Which automatic sources list each content type (server: channel_sources.ts SOURCE_CONTENT). */
export const SOURCES_BY_CONTENT: Record<ChannelContentType, string[]> = {
  tracks: ['popularTracks', 'genreTracks', 'tagTracks'],
  albums: ['newReleases', 'popularAlbums'],
  artists: ['popularArtists'],
  playlists: ['latestPlaylists'],
  channels: [],
  genres: ['popularGenres'],
}

/** Sources that can be narrowed to a genre or a tag (server: channel_editor.ts RESTRICTABLE). */
export const RESTRICTABLE_SOURCES = new Set(['popularTracks', 'genreTracks', 'tagTracks', 'newReleases', 'popularAlbums', 'popularArtists'])

/** A draft whose content type changed keeps only what still fits it. */
export function withContentType(draft: ChannelDraft, contentType: ChannelContentType): ChannelDraft {
  const sourceFits = draft.source === 'manual' || SOURCES_BY_CONTENT[contentType].includes(draft.source)
  return {
    ...draft,
    content_type: contentType,
    source: sourceFits ? draft.source : 'manual',
    layout: draft.layout === 'trackTable' && contentType !== 'tracks' ? 'grid' : draft.layout,
    items: contentType === draft.content_type ? draft.items : [],
  }
}

import db from '@adonisjs/lucid/services/db'
import type { ChannelConfig } from '../../models/channel.js'
import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { whereVisible } from '../shared/visibility.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import { ALBUM_COLUMNS, ARTIST_COLUMNS, PLAYLIST_COLUMNS } from '../summaries/columns.js'
import { trackSummaries, visibleTrackRows } from '../summaries/tracks.js'
import { albumSummaries } from '../summaries/albums.js'
import { toArtistSummary } from '../summaries/artists.js'
import { playlistSummaries } from '../summaries/playlists.js'
import { toGenreSummary, toTagSummary } from '../summaries/taxonomy.js'
import { AUTO_SOURCES, type Restriction } from './channel_sources.js'
import type { Channel, ChannelContent, MediaItem } from '../../../shared/api_types.js'

type ContentType = ChannelConfig['contentType']

/** How each content type is loaded by id (manual items) and summarised. */
const CONTENT: Record<ContentType, { table: string; morph: string; load: (ids: number[], viewer: Viewer) => Promise<any[]>; summarise: (rows: any[], viewer: Viewer) => Promise<MediaItem[]> }> = {
  tracks: {
    table: 'tracks',
    morph: MORPH.track,
    load: visibleTrackRows,
    summarise: (rows, viewer) => trackSummaries(rows, viewer),
  },
  albums: {
    table: 'albums',
    morph: MORPH.album,
    load: (ids, viewer) => whereVisible(db.from('albums').whereIn('albums.id', ids), 'albums', viewer).select(ALBUM_COLUMNS),
    summarise: (rows) => albumSummaries(rows),
  },
  artists: {
    table: 'artists',
    morph: MORPH.artist,
    load: (ids) => db.from('artists').whereIn('id', ids).select(ARTIST_COLUMNS),
    summarise: async (rows) => rows.map(toArtistSummary),
  },
  playlists: {
    table: 'playlists',
    morph: MORPH.playlist,
    load: (ids, viewer) => whereVisible(db.from('playlists').whereIn('playlists.id', ids), 'playlists', viewer).select(PLAYLIST_COLUMNS),
    summarise: (rows) => playlistSummaries(rows),
  },
  genres: {
    table: 'genres',
    morph: MORPH.genre,
    load: (ids) => db.from('genres').whereIn('id', ids),
    summarise: async (rows) => rows.map(toGenreSummary),
  },
  channels: {
    table: 'channels',
    morph: MORPH.channel,
    load: (ids) => db.from('channels').whereIn('id', ids),
    summarise: async (rows) => rows.map(channelSummary),
  },
}

/** Where a content type's items live and how channelables name them (the admin's channel editor writes them). */
export function itemKind(contentType: ContentType) {
  const { table, morph } = CONTENT[contentType]
  return { table, morph }
}

export function channelSummary(row: any): Channel {
  const config = parseConfig(row)
  return {
    model_type: 'channel',
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? null,
    content_type: config.contentType,
    layout: config.layout,
    source: config.source,
    restriction: config.restriction ?? null,
  }
}

function parseConfig(row: any): ChannelConfig {
  return typeof row.config === 'string' ? JSON.parse(row.config) : row.config
}

/** A channel by numeric id or by slug. */
export async function findChannel(slugOrId: string) {
  const query = db.from('channels')
  if (/^\d+$/.test(slugOrId)) query.where('id', Number(slugOrId)).orWhere('slug', slugOrId)
  else query.where('slug', slugOrId)
  const row = await query.first()
  if (!row) throw notFound()
  return row
}

/**
 * The restriction in force: the one named in the URL (?restriction=rock) for
 * channels restricted by genre or tag, else the channel's fixed value.
 * An unknown name is a 404, like an unknown channel.
 */
async function resolveRestriction(config: ChannelConfig, requested: string | undefined) {
  if (!config.restriction) return null
  const name = (requested || config.restrictionValue || '').toLowerCase()
  if (!name) return null
  const table = config.restriction === 'genre' ? 'genres' : 'tags'
  const row = await db.from(table).where('name', name).first()
  if (!row) throw notFound()
  return { restriction: { type: config.restriction, id: row.id } as Restriction, row }
}

/**
 * The manual items with these ids, in this order, as cards; hidden
 * (private) ones drop out. The admin's channel editor lists them the same way.
 */
export async function manualItems(contentType: ContentType, ids: number[], viewer: Viewer): Promise<MediaItem[]> {
  const content = CONTENT[contentType]
  const loaded = ids.length ? await content.load(ids, viewer) : []
  const byId = new Map(loaded.map((item) => [item.id, item]))
  return content.summarise(ids.map((id) => byId.get(id)).filter(Boolean), viewer)
}

/** A page of the ids of a saved channel's manual items, in their order. */
async function savedItemIds(channelId: number, contentType: ContentType, page: PageRequest) {
  const { limit, offset } = window(page)
  const items = await db
    .from('channelables')
    .where({ channel_id: channelId, channelable_type: CONTENT[contentType].morph })
    .orderBy('position')
    .orderBy('channelable_id')
    .limit(limit)
    .offset(offset)
    .select('channelable_id')
  return items.map((item) => item.channelable_id as number)
}

/**
 * One page of a channel's items, manual or automatic. `draftItemIds` are
 * the manual items of a channel not saved yet (the admin's preview).
 */
async function channelItems(row: any, config: ChannelConfig, restriction: Restriction | null, page: PageRequest, viewer: Viewer, draftItemIds?: number[]) {
  const content = CONTENT[config.contentType]
  const { limit, offset } = window(page)
  if (config.source === 'manual') {
    const ids = draftItemIds ? draftItemIds.slice(offset, offset + limit) : await savedItemIds(row.id, config.contentType, page)
    const more = ids.length > page.perPage
    // The page still says whether more follow when hidden items dropped out.
    const data = await manualItems(config.contentType, ids.slice(0, page.perPage), viewer)
    return { data, current_page: page.page, per_page: page.perPage, next_page: more ? page.page + 1 : null }
  }
  const rows = await AUTO_SOURCES[config.source](viewer, restriction).limit(limit).offset(offset)
  return toPage(rows, page, (kept) => content.summarise(kept, viewer))
}

/** The channel page: the channel, the restriction in force and a page of its items. */
export async function channelPage(slugOrId: string, requestedRestriction: string | undefined, page: PageRequest, viewer: Viewer) {
  const row = await findChannel(slugOrId)
  return channelWithContent(row, requestedRestriction, page, viewer)
}

/** A channel row (saved, or a draft with its manual items' ids) with its first page as the site shows it. */
export async function channelWithContent(row: any, requestedRestriction: string | undefined, page: PageRequest, viewer: Viewer, draftItemIds?: number[]): Promise<ChannelContent> {
  const config = parseConfig(row)
  const resolved = await resolveRestriction(config, requestedRestriction)
  const restrictionSummary = resolved
    ? resolved.restriction.type === 'genre'
      ? toGenreSummary(resolved.row)
      : toTagSummary(resolved.row)
    : null
  return {
    channel: { ...channelSummary(row), restricted_by: restrictionSummary },
    pagination: await channelItems(row, config, resolved?.restriction ?? null, page, viewer, draftItemIds),
  }
}

/** Channels shown on the homepage, each with its first items. */
export async function homepageChannels(viewer: Viewer, itemsPerChannel: number) {
  const rows = await db.from('channels').where('homepage', true).orderBy('position').orderBy('id')
  const channels = []
  for (const row of rows) channels.push(await channelWithContent(row, undefined, { page: 1, perPage: itemsPerChannel }, viewer))
  return { channels }
}

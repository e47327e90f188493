import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/server/record_audit'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Channel, { type ChannelConfig } from '../../models/channel.js'
import { SOURCE_CONTENT } from '../channels/channel_sources.js'
import { channelWithContent, findChannel, itemKind, manualItems } from '../channels/channel_content.js'
import { invalid, notFound } from '../shared/errors.js'
import { GUEST } from '../shared/viewer.js'
import { toIso } from '../shared/time.js'
import { whereContains } from './contains_text.js'
import { CHANNELS_LIST, type ChannelsListInput } from './admin_lists.js'
import type { AdminChannel, AdminChannelRow, ChannelContent, MediaItem } from '../../../shared/api_types.js'

/** What the channel editor sends (validators/admin/channel_validator.ts). */
export interface ChannelDraft {
  name: string
  slug: string
  description?: string | null
  content_type: ChannelConfig['contentType']
  layout: ChannelConfig['layout']
  source: ChannelConfig['source']
  restriction?: 'genre' | 'tag' | null
  restriction_value?: string | null
  homepage: boolean
  /** Ids of the manual items, in order; ignored by automatic sources. */
  items?: number[]
}

/**
 * Automatic sources that can be narrowed to a genre or tag (channel_sources.ts
 * joins the pivot for them); the others list every genre or playlist.
 */
const RESTRICTABLE = new Set<ChannelConfig['source']>(['popularTracks', 'genreTracks', 'tagTracks', 'newReleases', 'popularAlbums', 'popularArtists'])

/** A page of the admin's channel list (CHANNELS_LIST orders and cuts it). */
export async function channelPage(input: ChannelsListInput) {
  const query = () => {
    const rows = db.from('channels').select('channels.*')
    if (input.query) rows.where((scope) => whereContains(scope, 'channels.name', input.query!).orWhere((inner) => whereContains(inner, 'channels.slug', input.query!)))
    if (input.homepage !== undefined) rows.where('channels.homepage', input.homepage)
    return rows
  }
  const page = await CHANNELS_LIST.page(input, query, (row) => row)
  return { ...page, data: await channelRows(page.data) }
}

async function channelRows(channels: any[]): Promise<AdminChannelRow[]> {
  const counts = await db.from('channelables').whereIn('channel_id', channels.map((row) => row.id)).groupBy('channel_id').select('channel_id').count('* as total')
  const itemCounts = new Map(counts.map((row) => [row.channel_id, Number(row.total)]))
  return channels.map((row) => {
    const config = parseConfig(row.config)
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      content_type: config.contentType,
      layout: config.layout,
      source: config.source,
      homepage: Boolean(row.homepage),
      items_count: config.source === 'manual' ? (itemCounts.get(row.id) ?? 0) : null,
      updated_at: toIso(row.updated_at),
    }
  })
}

function parseConfig(config: unknown): ChannelConfig {
  return typeof config === 'string' ? JSON.parse(config) : (config as ChannelConfig)
}

/** One channel as the editor opens it (by id or slug: admin/channels/{slugOrId}/edit), with its manual items as cards. */
export async function channelForEditor(slugOrId: string | number): Promise<AdminChannel> {
  const row = await findChannel(String(slugOrId))
  const config = parseConfig(row.config)
  const { morph } = itemKind(config.contentType)
  const ids = await db.from('channelables').where({ channel_id: row.id, channelable_type: morph }).orderBy('position').orderBy('channelable_id').select('channelable_id')
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? null,
    content_type: config.contentType,
    layout: config.layout,
    source: config.source,
    restriction: config.restriction ?? null,
    restriction_value: config.restrictionValue ?? null,
    homepage: Boolean(row.homepage),
    items: await manualItems(config.contentType, ids.map((item) => item.channelable_id), GUEST),
  }
}

/**
 * Creates (no id) or replaces a channel with its manual items, in one
 * transaction. The read caches (the homepage's among them) empty on this
 * write, so the site shows the change on its next request.
 */
export async function saveChannel(id: number | null, draft: ChannelDraft) {
  await checkSlug(id, draft.slug)
  await checkContent(id, draft)
  return db.transaction(async (trx) => {
    const channel = id === null ? new Channel() : await Channel.find(id, { client: trx })
    if (!channel) throw notFound()
    const before = id === null ? null : await channelSnapshot(trx, id)
    channel.useTransaction(trx)
    if (id === null || (draft.homepage && !channel.homepage)) channel.position = await nextHomepagePosition(trx)
    channel.merge({
      name: draft.name,
      slug: draft.slug,
      description: draft.description ?? null,
      homepage: draft.homepage,
      config: {
        // Keeps what the editor does not show (limit).
        ...channel.config,
        contentType: draft.content_type,
        layout: draft.layout,
        source: draft.source,
        restriction: draft.restriction ?? null,
        restrictionValue: draft.restriction ? (draft.restriction_value ?? null) : null,
      },
    })
    await channel.save()
    await trx.from('channelables').where('channel_id', channel.id).delete()
    const items = draft.source === 'manual' ? (draft.items ?? []) : []
    const { morph } = itemKind(draft.content_type)
    if (items.length) {
      await trx.table('channelables').multiInsert(items.map((itemId, position) => ({ channel_id: channel.id, channelable_type: morph, channelable_id: itemId, position })))
    }
    await recordAudit(trx, { action: before ? 'channel.updated' : 'channel.created', subject: { type: 'channel', id: channel.id }, before, after: await channelSnapshot(trx, channel.id) })
    return channel.id
  })
}

/** The channel as the audit log keeps it: its row and its manual items' ids in order. */
async function channelSnapshot(trx: TransactionClientContract, id: number) {
  const row = await trx.from('channels').where('id', id).first()
  const items = await trx.from('channelables').where('channel_id', id).orderBy('position').select('channelable_type', 'channelable_id')
  return { ...row, config: parseConfig(row.config), items: items.map((item) => `${item.channelable_type}:${item.channelable_id}`) }
}

/** A channel newly put on the homepage comes last there. */
async function nextHomepagePosition(trx: TransactionClientContract) {
  const last = await trx.from('channels').max('position as position').first()
  return Number(last?.position ?? 0) + 1
}

async function checkSlug(id: number | null, slug: string) {
  const taken = await db.from('channels').where('slug', slug).whereNot('id', id ?? 0).first()
  if (taken) throw invalid('slug', 'Another channel already has this slug.')
}

/** Rules across fields that the validator cannot see: 422 on the field at fault. */
async function checkContent(id: number | null, draft: ChannelDraft) {  if (draft.source !== 'manual' && SOURCE_CONTENT[draft.source] !== draft.content_type) {
    throw invalid('source', 'This source does not list the chosen content type.')
  }
  if (draft.layout === 'trackTable' && draft.content_type !== 'tracks') throw invalid('layout', 'Only channels of tracks can be shown as a track table.')
  if (draft.restriction) {
    if (!RESTRICTABLE.has(draft.source)) throw invalid('restriction', 'This source cannot be restricted.')
    const table = draft.restriction === 'genre' ? 'genres' : 'tags'
    if (draft.restriction_value && !(await db.from(table).where('name', draft.restriction_value.toLowerCase()).first())) {
      throw invalid('restriction_value', `There is no ${draft.restriction} with this name.`)
    }
  }
  if (draft.source === 'manual') await checkItems(id, draft.content_type, draft.items ?? [])
}

async function checkItems(id: number | null, contentType: ChannelConfig['contentType'], items: number[]) {
  if (contentType === 'channels' && id !== null && items.includes(id)) throw invalid('items', 'A channel cannot list itself.')
  if (!items.length) return
  const { table } = itemKind(contentType)
  const found = await db.from(table).whereIn('id', items).count('* as total').first()
  if (Number(found?.total) !== items.length) throw invalid('items', 'Some of the items no longer exist. Remove them and save again.')
}

/** The draft drawn as the site will draw it (guests' view), before it is saved. */
export async function previewChannel(id: number | null, draft: ChannelDraft, perPage: number): Promise<ChannelContent> {
  await checkContent(id, draft)
  const row = {
    id: id ?? 0,
    name: draft.name,
    slug: draft.slug,
    description: draft.description ?? null,
    config: { contentType: draft.content_type, layout: draft.layout, source: draft.source, restriction: draft.restriction ?? null, restrictionValue: draft.restriction_value ?? null },
  }
  return channelWithContent(row, undefined, { page: 1, perPage }, GUEST, draft.source === 'manual' ? (draft.items ?? []) : undefined)
}

/** Items of a content type whose name contains the query, for the editor's "add items" search. */
export async function searchChannelItems(contentType: ChannelConfig['contentType'], query: string, limit: number): Promise<MediaItem[]> {
  const { table } = itemKind(contentType)
  const rows = whereContains(db.from(table), 'name', query)
  if (table === 'tracks' || table === 'albums' || table === 'playlists') rows.where(`${table}.public`, true)
  const ids = await rows.orderBy('id').limit(limit).select('id')
  return manualItems(contentType, ids.map((row) => row.id), GUEST)
}

/** Deletes a channel; its items go with it, and channels listing it lose it. */
export async function deleteChannel(id: number) {
  await db.transaction(async (trx) => {
    if (!(await trx.from('channels').where('id', id).first())) throw notFound()
    const before = await channelSnapshot(trx, id)
    await trx.from('channels').where('id', id).delete()
    await recordAudit(trx, { action: 'channel.deleted', subject: { type: 'channel', id }, before, after: null })
    await trx.from('channelables').where({ channelable_type: itemKind('channels').morph, channelable_id: id }).delete()
  })
}

import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/server/record_audit'
import { deleteAudited } from './audit_deletions.js'
import { notFound } from '../shared/errors.js'
import { sqlNow, toIso } from '../shared/time.js'
import { unique } from '../summaries/columns.js'
import { userSummaries } from '../summaries/users.js'
import { whereContains } from './contains_text.js'
import { PLAYLISTS_LIST, type PlaylistsListInput } from './admin_lists.js'
import type { AdminPlaylistRow } from '../../../shared/api_types.js'

/** A page of everyone's playlists (PLAYLISTS_LIST orders and cuts it), with their owners. */
export async function playlistPage(input: PlaylistsListInput) {
  const query = () => {
    const rows = db.from('playlists').select('playlists.*')
    if (input.query) whereContains(rows, 'playlists.name', input.query)
    if (input.owner) rows.where('playlists.owner_id', input.owner)
    if (input.public !== undefined) rows.where('playlists.public', input.public)
    return rows
  }
  const page = await PLAYLISTS_LIST.page(input, query, (row) => row)
  return { ...page, data: await toRows(page.data) }
}

async function toRows(rows: any[]): Promise<AdminPlaylistRow[]> {
  const owners = await userSummaries(unique(rows.map((row) => row.owner_id)))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    public: Boolean(row.public),
    collaborative: Boolean(row.collaborative),
    tracks_count: row.tracks_count,
    // playlists.owner_id cascades when an account goes, so the owner is there.
    owner: owners.get(row.owner_id)!,
    created_at: toIso(row.created_at),
  }))
}

export async function playlistRow(id: number) {
  const row = await db.from('playlists').where('id', id).first()
  if (!row) throw notFound()
  const [playlist] = await toRows([row])
  return playlist
}

/** The basics an admin may change on anyone's playlist (its tracks stay its owner's business). */
export async function updatePlaylistBasics(id: number, input: { name: string; description?: string | null; public: boolean }) {
  await db.transaction(async (trx) => {
    const before = await trx.from('playlists').where('id', id).forUpdate().first()
    if (!before) throw notFound()
    await trx.from('playlists').where('id', id).update({ name: input.name, description: input.description || null, public: input.public, updated_at: sqlNow() })
    const after = await trx.from('playlists').where('id', id).first()
    await recordAudit(trx, { action: 'playlist.updated', subject: { type: 'playlist', id }, before, after })
  })
}

/** Deletes playlists (each audited); their track lists go with them (playlist_track cascades). */
export async function deletePlaylists(ids: number[]) {
  return db.transaction((trx) => deleteAudited(trx, 'playlists', ids, 'playlist'))
}

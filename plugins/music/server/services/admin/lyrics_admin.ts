import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'
import { deleteAudited } from './audit_deletions.js'
import { invalid, notFound } from '../shared/errors.js'
import { sqlNow, toIso } from '../shared/time.js'
import { GUEST } from '../shared/viewer.js'
import { TRACK_COLUMNS } from '../summaries/columns.js'
import { trackSummaries } from '../summaries/tracks.js'
import { whereContains } from './contains_text.js'
import { LYRICS_LIST, type LyricsListInput } from './admin_lists.js'
import { formatLrc, parseLrc, type LrcLine } from '../../../shared/lrc.js'
import type { AdminLyrics, AdminLyricsRow } from '../../../shared/api_types.js'

/** A page of tracks that have lyrics (LYRICS_LIST orders and cuts it). */
export function lyricsPage(input: LyricsListInput) {
  const query = () => {
    const rows = db
      .from('lyrics')
      .join('tracks', 'tracks.id', 'lyrics.track_id')
      .select('lyrics.id', 'lyrics.track_id', 'lyrics.is_synced', 'lyrics.text', 'lyrics.updated_at', 'tracks.name as track_name')
    if (input.query) whereContains(rows, 'tracks.name', input.query)
    if (input.synced !== undefined) rows.where('lyrics.is_synced', input.synced)
    return rows
  }
  return LYRICS_LIST.page(input, query, (row): AdminLyricsRow => ({
    id: Number(row.id),
    track_id: Number(row.track_id),
    track_name: String(row.track_name),
    is_synced: Boolean(row.is_synced),
    excerpt: firstLine(String(row.text)),
    updated_at: toIso(row.updated_at),
  }))
}

function firstLine(text: string) {
  return (text.split('\n').find((line) => line.trim()) ?? '').slice(0, 120)
}

/** A track with its lyrics (null when it has none yet), as the lyrics editor opens it. */
export async function lyricsForEditor(trackId: number): Promise<AdminLyrics> {
  const rows = await db.from('tracks').where('tracks.id', trackId).select(TRACK_COLUMNS)
  if (!rows.length) throw notFound()
  const [track] = await trackSummaries(rows, GUEST)
  const lyric = await db.from('lyrics').where('track_id', trackId).first()
  const timed: LrcLine[] | null = lyric?.timed ? JSON.parse(lyric.timed) : null
  return {
    track,
    lyrics: lyric ? { is_synced: Boolean(lyric.is_synced), text: lyric.is_synced && timed ? formatLrc(timed) : lyric.text } : null,
  }
}

/** Stores a track's lyrics for the admin's lyrics screen, in a transaction of its own. */
export async function saveLyrics(trackId: number, input: { is_synced: boolean; text: string }) {
  await db.transaction(async (trx) => {
    if (!(await trx.from('tracks').where('id', trackId).first())) throw notFound()
    await writeLyrics(trx, trackId, input, 'text')
  })
}

/**
 * Writes a track's lyrics inside the caller's transaction, audited: plain
 * text as it is, synced lyrics as LRC read into timed lines (a malformed
 * time stamp is a 422 on `field`, naming the line). The plain text of synced
 * lyrics is their lines, for search and the plain view. The track editor
 * writes them through here too.
 */
export async function writeLyrics(trx: TransactionClientContract, trackId: number, input: { is_synced: boolean; text: string }, field: string) {
  let text = input.text
  let timed: LrcLine[] | null = null
  if (input.is_synced) {
    const parsed = parseLrc(input.text)
    if ('error' in parsed) throw invalid(field, parsed.error)
    timed = parsed.lines
    text = parsed.lines.map((line) => line.text).join('\n')
  }
  const before = await trx.from('lyrics').where('track_id', trackId).first()
  const columns = { text, is_synced: input.is_synced, timed: timed ? JSON.stringify(timed) : null, updated_at: sqlNow() }
  if (before) await trx.from('lyrics').where('track_id', trackId).update(columns)
  else await trx.table('lyrics').insert({ ...columns, track_id: trackId, created_at: sqlNow() })
  const after = await trx.from('lyrics').where('track_id', trackId).first()
  await recordAudit(trx, { action: `lyrics.${before ? 'updated' : 'created'}`, subject: { type: 'lyrics', id: after.id }, before, after })
}

export async function deleteLyrics(trackId: number) {
  await db.transaction(async (trx) => {
    const lyric = await trx.from('lyrics').where('track_id', trackId).first()
    if (!lyric) throw notFound()
    await deleteAudited(trx, 'lyrics', [lyric.id], 'lyrics')
  })
}

import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'
import { formatLrc, type LrcLine } from '../../shared/lrc.js'
import { writeLyrics } from '../services/admin/lyrics_admin.js'
import { deleteAudited } from '../services/admin/audit_deletions.js'
import type { EditableTrack, EditorLyrics, TrackEditorValues } from '../../shared/editor_types.js'
import { invalid, notFound } from '../services/shared/errors.js'
import { TRACK_COLUMNS } from '../services/summaries/columns.js'
import { trackSummaries } from '../services/summaries/tracks.js'
import { sqlNow, toDay } from '../services/shared/time.js'
import { assertEditable, manages, type EditorScope } from './editor_scope.js'
import { workspaceColumn } from '../backstage/workspace_scope.js'
import { checkCredits, creditedArtists, insertedId, replaceCredits, replaceTerms, termNames } from './catalogue_links.js'
import { notifyNewRelease } from '../notifications/send.js'
import { refreshAlbums } from '../services/catalogue/album_totals.js'

/** A track as the editor opens it; 404 when missing, 403 when backstage does not manage it. */
export async function readTrack(scope: EditorScope, id: number): Promise<EditableTrack> {
  await assertEditable(scope, 'track', id)
  const row = await db.from('tracks').where('id', id).first()
  if (!row) throw notFound()
  const client = db.connection()
  const album = row.album_id ? await db.from('albums').where('id', row.album_id).select('id', 'name').first() : null
  const lyric = await db.from('lyrics').where('track_id', id).first()
  const timed: LrcLine[] | null = lyric?.timed ? JSON.parse(lyric.timed) : null
  return {
    id,
    name: String(row.name),
    artists: await creditedArtists(client, 'track', id),
    album_id: album ? Number(album.id) : null,
    album: album ? { id: Number(album.id), name: String(album.name) } : null,
    number: row.number === null ? null : Number(row.number),
    genres: await termNames(client, 'genres', 'track', id),
    tags: await termNames(client, 'tags', 'track', id),
    description: row.description ?? null,
    lyrics: lyric ? { is_synced: Boolean(lyric.is_synced), text: lyric.is_synced && timed ? formatLrc(timed) : String(lyric.text) } : null,
    release_date: toDay(row.release_date),
    public: Boolean(row.public),
    allow_download: Boolean(row.allow_download),
    image: row.image ?? null,
    duration: row.duration === null ? null : Number(row.duration),
    draft: row.status === 'draft',
    has_audio: Boolean(row.src),
    playable: row.src ? (await trackSummaries(await db.from('tracks').where('id', id).select(TRACK_COLUMNS), { userId: scope.userId }))[0] : null,
  }
}

/**
 * A track typed in from tracks/new: a draft of the person's until its audio
 * is there and they publish it (uploads arrive as drafts the same way).
 */
export async function createTrack(scope: EditorScope, values: TrackEditorValues) {
  await checkTrackValues(scope, values)
  return db.transaction(async (trx) => {
    const now = sqlNow()
    const id = insertedId(
      await trx
        .table('tracks')
        .insert({ ...trackColumns(values), public: false, status: 'draft', plays: 0, owner_id: scope.userId, workspace_id: workspaceColumn(scope.workspace), created_at: now, updated_at: now })
        .returning('id')
    )
    await writeLinks(trx, scope, id, values)
    await refreshAlbums(trx, [values.album_id])
    await recordAudit(trx, { action: 'track.created', subject: { type: 'track', id }, before: null, after: await trx.from('tracks').where('id', id).first() })
    return id
  })
}

/** Saves the editor's values over the track. A draft stays private until published. */
export async function updateTrack(scope: EditorScope, id: number, values: TrackEditorValues) {
  await assertEditable(scope, 'track', id)
  await checkTrackValues(scope, values)
  await db.transaction(async (trx) => {
    const before = await trx.from('tracks').where('id', id).forUpdate().first()
    if (!before) throw notFound()
    await trx.from('tracks').where('id', id).update({ ...trackColumns(values), public: before.status === 'draft' ? false : values.public, updated_at: sqlNow() })
    await writeLinks(trx, scope, id, values)
    // Its album's totals and loudness (and those of the album it left), as its visibility or album may have changed.
    await refreshAlbums(trx, [before.album_id, values.album_id])
    await recordAudit(trx, { action: 'track.updated', subject: { type: 'track', id }, before, after: await trx.from('tracks').where('id', id).first() })
  })
}

/**
 * Publishes a draft: public from now on, on the artist's page and in search
 * at once (the request's end drops the read caches). A track without its
 * audio cannot be published.
 */
export async function publishTrack(scope: EditorScope, id: number) {
  await assertEditable(scope, 'track', id)
  const released = await db.transaction(async (trx) => {
    const before = await trx.from('tracks').where('id', id).forUpdate().first()
    if (!before) throw notFound()
    if (!before.src) throw invalid('track', 'Upload the track’s audio before publishing it.')
    await trx.from('tracks').where('id', id).update({ status: 'published', public: true, updated_at: sqlNow() })
    await refreshAlbums(trx, [before.album_id])
    await recordAudit(trx, { action: 'track.published', subject: { type: 'track', id }, before, after: await trx.from('tracks').where('id', id).first() })
    return before.status === 'draft'
  })
  if (released) await notifyNewRelease('track', id)
}

/** What the write needs checked first: the album is there and the person's, the credits hold (catalogue_links.ts). */
async function checkTrackValues(scope: EditorScope, values: TrackEditorValues) {
  if (values.album_id !== null) {
    if (!(await db.from('albums').where('id', values.album_id).select('id').first())) throw invalid('album_id', 'This album no longer exists.')
    if (!(await manages(scope, 'album', values.album_id))) throw invalid('album_id', 'Pick one of your own albums.')
  }
  await checkCredits(scope, values.artists)
}

function trackColumns(values: TrackEditorValues) {
  return {
    name: values.name,
    album_id: values.album_id,
    number: values.number,
    description: values.description || null,
    release_date: values.release_date,
    allow_download: values.allow_download,
  }
}

async function writeLinks(trx: TransactionClientContract, scope: EditorScope, id: number, values: TrackEditorValues) {
  await replaceCredits(trx, scope, 'track', id, values.artists)
  await replaceTerms(trx, 'genres', 'track', id, values.genres)
  await replaceTerms(trx, 'tags', 'track', id, values.tags)
  await replaceLyrics(trx, id, values.lyrics)
}

/** The editor's lyrics replace the track's (audited, as the lyrics screen's); null removes them. */
async function replaceLyrics(trx: TransactionClientContract, trackId: number, lyrics: EditorLyrics | null) {
  if (lyrics) return writeLyrics(trx, trackId, lyrics, 'lyrics.text')
  const lyric = await trx.from('lyrics').where('track_id', trackId).select('id').first()
  if (lyric) await deleteAudited(trx, 'lyrics', [lyric.id], 'lyrics')
}

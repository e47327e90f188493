import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'
import type { AlbumEditorValues, EditableAlbum } from '../../shared/editor_types.js'
import { invalid, notFound } from '../services/shared/errors.js'
import { sqlNow, toDay } from '../services/shared/time.js'
import { assertEditable, manages, type EditorScope } from './editor_scope.js'
import { workspaceColumn } from '../backstage/workspace_scope.js'
import { checkCredits, creditedArtists, insertedId, replaceCredits, replaceTerms, termNames } from './catalogue_links.js'
import { notifyNewRelease } from '../notifications/send.js'
import { refreshAlbums } from '../services/catalogue/album_totals.js'

/** An album with its tracks in order, as the editor opens it. */
export async function readAlbum(scope: EditorScope, id: number): Promise<EditableAlbum> {
  await assertEditable(scope, 'album', id)
  const row = await db.from('albums').where('id', id).first()
  if (!row) throw notFound()
  const client = db.connection()
  const tracks = await db.from('tracks').where('album_id', id).orderByRaw('number IS NULL').orderBy('number').orderBy('id').select('id', 'name', 'number', 'duration', 'status')
  return {
    id,
    name: String(row.name),
    artists: await creditedArtists(client, 'album', id),
    tracks: tracks.map((track) => ({
      id: Number(track.id),
      name: String(track.name),
      number: track.number === null ? null : Number(track.number),
      duration: track.duration === null ? null : Number(track.duration),
      draft: track.status === 'draft',
    })),
    genres: await termNames(client, 'genres', 'album', id),
    tags: await termNames(client, 'tags', 'album', id),
    description: row.description ?? null,
    release_date: toDay(row.release_date),
    public: Boolean(row.public),
    image: row.image ?? null,
    draft: row.status === 'draft',
  }
}

/** An album typed in from albums/new: a draft until published, like its tracks. */
export async function createAlbum(scope: EditorScope, values: AlbumEditorValues) {
  await checkAlbumValues(scope, values)
  return db.transaction(async (trx) => {
    const now = sqlNow()
    const id = insertedId(
      await trx
        .table('albums')
        .insert({ ...albumColumns(values), public: false, status: 'draft', plays: 0, owner_id: scope.userId, workspace_id: workspaceColumn(scope.workspace), created_at: now, updated_at: now })
        .returning('id')
    )
    await writeLinks(trx, scope, id, values)
    await recordAudit(trx, { action: 'album.created', subject: { type: 'album', id }, before: null, after: await trx.from('albums').where('id', id).first() })
    return id
  })
}

export async function updateAlbum(scope: EditorScope, id: number, values: AlbumEditorValues) {
  await assertEditable(scope, 'album', id)
  await checkAlbumValues(scope, values)
  await db.transaction(async (trx) => {
    const before = await trx.from('albums').where('id', id).forUpdate().first()
    if (!before) throw notFound()
    await trx.from('albums').where('id', id).update({ ...albumColumns(values), public: before.status === 'draft' ? false : values.public, updated_at: sqlNow() })
    await writeLinks(trx, scope, id, values)
    await recordAudit(trx, { action: 'album.updated', subject: { type: 'album', id }, before, after: await trx.from('albums').where('id', id).first() })
  })
}

/**
 * Publishes the album and its draft tracks together (an album is released
 * whole). Refused while one of them has no audio yet, or the album is empty.
 */
export async function publishAlbum(scope: EditorScope, id: number) {
  await assertEditable(scope, 'album', id)
  const released = await db.transaction(async (trx) => {
    const before = await trx.from('albums').where('id', id).forUpdate().first()
    if (!before) throw notFound()
    const tracks = await trx.from('tracks').where('album_id', id).select('id', 'name', 'src', 'status')
    if (!tracks.length) throw invalid('tracks', 'Add tracks to the album before publishing it.')
    const silent = tracks.find((track) => !track.src)
    if (silent) throw invalid('tracks', `“${silent.name}” has no audio yet.`)
    const drafts = tracks.filter((track) => track.status === 'draft')
    const now = sqlNow()
    await trx.from('albums').where('id', id).update({ status: 'published', public: true, updated_at: now })
    for (const track of drafts) {
      const trackBefore = await trx.from('tracks').where('id', track.id).first()
      await trx.from('tracks').where('id', track.id).update({ status: 'published', public: true, updated_at: now })
      await recordAudit(trx, { action: 'track.published', subject: { type: 'track', id: track.id }, before: trackBefore, after: await trx.from('tracks').where('id', track.id).first() })
    }
    await refreshAlbums(trx, [id])
    await recordAudit(trx, { action: 'album.published', subject: { type: 'album', id }, before, after: await trx.from('albums').where('id', id).first() })
    return before.status === 'draft'
  })
  // Its artist's followers hear of a release once; saving a published album again tells nobody.
  if (released) await notifyNewRelease('album', id)
}

function albumColumns(values: AlbumEditorValues) {
  return { name: values.name, description: values.description || null, release_date: values.release_date }
}

async function writeLinks(trx: TransactionClientContract, scope: EditorScope, id: number, values: AlbumEditorValues) {
  await replaceCredits(trx, scope, 'album', id, values.artists)
  await replaceTerms(trx, 'genres', 'album', id, values.genres)
  await replaceTerms(trx, 'tags', 'album', id, values.tags)
  await replaceTracks(trx, id, values.tracks)
}

/** The tracks exist and (backstage) are the person's; the credits hold. Before the write's transaction. */
async function checkAlbumValues(scope: EditorScope, values: AlbumEditorValues) {
  const found = new Set((await db.from('tracks').whereIn('id', values.tracks).select('id')).map((row) => Number(row.id)))
  for (const [index, trackId] of values.tracks.entries()) {
    if (!found.has(trackId)) throw invalid(`tracks.${index}`, 'This track no longer exists.')
    if (!(await manages(scope, 'track', trackId))) throw invalid(`tracks.${index}`, 'Pick one of your own tracks.')
  }
  await checkCredits(scope, values.artists)
}

/**
 * The album's tracks become exactly these, numbered in this order; tracks
 * left out leave the album (they stay in the catalogue as singles).
 */
async function replaceTracks(trx: TransactionClientContract, albumId: number, trackIds: number[]) {
  // Tracks taken from another album change that album's totals and loudness too.
  const previous = trackIds.length ? await trx.from('tracks').whereIn('id', trackIds).whereNotNull('album_id').distinct('album_id') : []
  await trx.from('tracks').where('album_id', albumId).whereNotIn('id', trackIds.length ? trackIds : [0]).update({ album_id: null, number: null })
  for (const [index, trackId] of trackIds.entries()) await trx.from('tracks').where('id', trackId).update({ album_id: albumId, number: index + 1 })
  await refreshAlbums(trx, [albumId, ...previous.map((row) => Number(row.album_id))])
}

import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/server/record_audit'
import type { ArtistEditorLink, ArtistEditorValues, EditableArtist } from '../../shared/editor_types.js'
import { notFound } from '../services/shared/errors.js'
import { sqlNow } from '../services/shared/time.js'
import { assertEditable, type EditorScope } from './editor_scope.js'
import { workspaceColumn } from '../backstage/workspace_scope.js'
import { insertedId, replaceTerms, termNames } from './catalogue_links.js'

export async function readArtist(scope: EditorScope, id: number): Promise<EditableArtist> {
  await assertEditable(scope, 'artist', id)
  const row = await db.from('artists').where('id', id).first()
  if (!row) throw notFound()
  const client = db.connection()
  const links: Array<{ url: string; title?: string }> = row.links ? JSON.parse(row.links) : []
  return {
    id,
    name: String(row.name),
    biography: row.biography ?? null,
    links: links.map((link): ArtistEditorLink => ({ url: link.url, title: link.title ?? '' })),
    genres: await termNames(client, 'genres', 'artist', id),
    image: row.image ?? null,
    verified: Boolean(row.verified),
  }
}

/** admin/artists/new (backstage gets its artists through approved requests). */
export async function createArtist(scope: EditorScope, values: ArtistEditorValues) {
  return db.transaction(async (trx) => {
    const now = sqlNow()
    const id = insertedId(
      await trx
        .table('artists')
        .insert({ ...artistColumns(values), verified: scope.kind === 'admin' && Boolean(values.verified), workspace_id: workspaceColumn(scope.workspace), plays: 0, followers_count: 0, created_at: now, updated_at: now })
        .returning('id')
    )
    await replaceTerms(trx, 'genres', 'artist', id, values.genres)
    await recordAudit(trx, { action: 'artist.created', subject: { type: 'artist', id }, before: null, after: await trx.from('artists').where('id', id).first() })
    return id
  })
}

/** Saves the artist page; only the admin area changes the verified badge. */
export async function updateArtist(scope: EditorScope, id: number, values: ArtistEditorValues) {
  await assertEditable(scope, 'artist', id)
  await db.transaction(async (trx) => {
    const before = await trx.from('artists').where('id', id).forUpdate().first()
    if (!before) throw notFound()
    const verified = scope.kind === 'admin' && values.verified !== undefined ? values.verified : Boolean(before.verified)
    await trx.from('artists').where('id', id).update({ ...artistColumns(values), verified, updated_at: sqlNow() })
    await replaceTerms(trx, 'genres', 'artist', id, values.genres)
    await recordAudit(trx, { action: 'artist.updated', subject: { type: 'artist', id }, before, after: await trx.from('artists').where('id', id).first() })
  })
}

function artistColumns(values: ArtistEditorValues) {
  return { name: values.name, biography: values.biography || null, links: values.links.length ? JSON.stringify(values.links) : null }
}

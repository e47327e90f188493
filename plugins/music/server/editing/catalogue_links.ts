import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'
import type { CreditInput, EditorRef } from '../../shared/editor_types.js'
import { grantArtistRole } from '../backstage/artist_ownership.js'
import { invalid } from '../services/shared/errors.js'
import { sqlNow } from '../services/shared/time.js'
import { manages, type EditorScope } from './editor_scope.js'

const CREDIT_PIVOTS = {
  track: { table: 'artist_track', key: 'track_id' },
  album: { table: 'album_artist', key: 'album_id' },
} as const

/**
 * Checks the credits before the write: each picked artist exists, and
 * backstage credits at least one artist it manages (or creates one), so
 * nobody files music under someone else's page alone (featuring others is
 * fine). Runs outside the write's transaction, as the ownership policy does.
 */
export async function checkCredits(scope: EditorScope, credits: CreditInput[]) {
  let managesOne = scope.kind === 'admin' || credits.some((credit) => !credit.id)
  for (const [index, credit] of credits.entries()) {
    if (!credit.id) continue
    if (!(await db.from('artists').where('id', credit.id).select('id').first())) throw invalid(`artists.${index}.id`, 'This artist no longer exists.')
    if (!managesOne) managesOne = await manages(scope, 'artist', credit.id)
  }
  if (!managesOne) throw invalid('artists', 'Credit one of your own artists.')
}

/**
 * Replaces the artists credited on a track or album, in order (checked by
 * checkCredits). New names become artists (audited); one created from
 * backstage is managed by its creator, the way an approved request links them.
 */
export async function replaceCredits(trx: TransactionClientContract, scope: EditorScope, type: keyof typeof CREDIT_PIVOTS, id: number, credits: CreditInput[]) {
  const ids: number[] = []
  for (const credit of credits) ids.push(credit.id ?? (await createArtist(trx, scope, credit.name!)))
  const unique = [...new Set(ids)]
  const pivot = CREDIT_PIVOTS[type]
  await trx.from(pivot.table).where(pivot.key, id).delete()
  await trx.table(pivot.table).multiInsert(unique.map((artistId, position) => ({ [pivot.key]: id, artist_id: artistId, position })))
}

async function createArtist(trx: TransactionClientContract, scope: EditorScope, name: string) {
  const now = sqlNow()
  const id = insertedId(await trx.table('artists').insert({ name, verified: false, plays: 0, followers_count: 0, created_at: now, updated_at: now }).returning('id'))
  if (scope.kind === 'backstage') await grantArtistRole(trx, scope.userId, id)
  await recordAudit(trx, { action: 'artist.created', subject: { type: 'artist', id }, before: null, after: await trx.from('artists').where('id', id).first() })
  return id
}

const TERMS = {
  genres: { table: 'genres', pivot: 'genreables', key: 'genre_id', type: 'genreable_type', id: 'genreable_id' },
  tags: { table: 'tags', pivot: 'taggables', key: 'tag_id', type: 'taggable_type', id: 'taggable_id' },
} as const

/**
 * Replaces the genres or tags of an artist, album or track by the names
 * typed. A name is matched by its URL form (lower case, single spaces), the
 * way the taxonomy pages look terms up; a missing one is added with the
 * name as typed for display.
 */
export async function replaceTerms(trx: TransactionClientContract, kind: keyof typeof TERMS, morph: string, id: number, names: string[]) {
  const terms = TERMS[kind]
  const termIds: number[] = []
  for (const typed of names) {
    const name = typed.toLowerCase().replace(/\s+/g, ' ')
    const existing = await trx.from(terms.table).where('name', name).select('id').first()
    if (existing) {
      termIds.push(Number(existing.id))
      continue
    }
    const now = sqlNow()
    termIds.push(insertedId(await trx.table(terms.table).insert({ name, display_name: typed === name ? null : typed, created_at: now, updated_at: now }).returning('id')))
  }
  await trx.from(terms.pivot).where(terms.type, morph).where(terms.id, id).delete()
  const unique = [...new Set(termIds)]
  if (unique.length) await trx.table(terms.pivot).multiInsert(unique.map((termId) => ({ [terms.key]: termId, [terms.type]: morph, [terms.id]: id })))
}

/** The names of an item's genres or tags, as the editor shows them. */
export async function termNames(client: QueryClientContract, kind: keyof typeof TERMS, morph: string, id: number) {
  const terms = TERMS[kind]
  const rows = await client
    .from(terms.pivot)
    .join(terms.table, `${terms.table}.id`, `${terms.pivot}.${terms.key}`)
    .where(`${terms.pivot}.${terms.type}`, morph)
    .where(`${terms.pivot}.${terms.id}`, id)
    .orderBy(`${terms.table}.name`)
    .select(`${terms.table}.name`, `${terms.table}.display_name`)
  return rows.map((row) => String(row.display_name ?? row.name))
}

/** The artists credited on a track or album, in order. */
export async function creditedArtists(client: QueryClientContract, type: keyof typeof CREDIT_PIVOTS, id: number): Promise<EditorRef[]> {
  const pivot = CREDIT_PIVOTS[type]
  const rows = await client
    .from(pivot.table)
    .join('artists', 'artists.id', `${pivot.table}.artist_id`)
    .where(`${pivot.table}.${pivot.key}`, id)
    .orderBy(`${pivot.table}.position`)
    .select('artists.id', 'artists.name')
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }))
}

/** The new row's id from `insert(...).returning('id')`: a row on SQLite, the id itself on MySQL. */
export function insertedId(result: unknown[]) {
  const [first] = result
  return Number(typeof first === 'object' && first !== null ? (first as { id: unknown }).id : first)
}

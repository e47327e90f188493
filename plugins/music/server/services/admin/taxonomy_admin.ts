import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/server/record_audit'
import { deleteAudited } from './audit_deletions.js'
import { invalid, notFound } from '../shared/errors.js'
import { sqlNow, toIso } from '../shared/time.js'
import { whereContains } from './contains_text.js'
import type { AdminTerm } from '../../../shared/api_types.js'

/**
 * Genres and tags are the same shape (a lower-case `name` for URLs, a
 * `display_name` for people, items linked through a pivot); genres also
 * carry an image. One set of functions serves both admin screens.
 */
export const TAXONOMIES = {
  genres: { table: 'genres', pivot: 'genreables', key: 'genre_id', hasImage: true, subject: 'genre' },
  tags: { table: 'tags', pivot: 'taggables', key: 'tag_id', hasImage: false, subject: 'tag' },
} as const
export type Taxonomy = keyof typeof TAXONOMIES

export interface TermInput {
  name: string
  display_name?: string | null
  image?: string | null
}

/** A page of terms in name order (names are unique: the last name is the keyset cursor). */
export async function termPage(taxonomy: Taxonomy, { query, cursor, perPage }: { query?: string; cursor?: string; perPage: number }) {
  const { table } = TAXONOMIES[taxonomy]
  const rows = db.from(table).orderBy('name').limit(perPage + 1)
  if (query) rows.where((scope) => whereContains(scope, 'name', query).orWhere((inner) => whereContains(inner, 'display_name', query)))
  if (cursor) rows.where('name', '>', cursor)
  const found = await rows
  const page = found.slice(0, perPage)
  return {
    data: await toTerms(taxonomy, page),
    pagination: { perPage, nextCursor: found.length > perPage ? page[page.length - 1].name : null },
  }
}

async function toTerms(taxonomy: Taxonomy, rows: any[]): Promise<AdminTerm[]> {
  const { pivot, key, hasImage } = TAXONOMIES[taxonomy]
  const counts = rows.length ? await db.from(pivot).whereIn(key, rows.map((row) => row.id)).groupBy(key).select(key).count('* as total') : []
  const itemCounts = new Map(counts.map((row) => [row[key], Number(row.total)]))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    display_name: row.display_name ?? row.name,
    ...(hasImage ? { image: row.image ?? null } : {}),
    items_count: itemCounts.get(row.id) ?? 0,
    created_at: toIso(row.created_at),
  }))
}

/** Creates (no id) or renames a term; its name stays unique (422 on `name`). */
export async function saveTerm(taxonomy: Taxonomy, id: number | null, input: TermInput) {
  const { table, hasImage, subject } = TAXONOMIES[taxonomy]
  return db.transaction(async (trx) => {
    const before = id === null ? null : await trx.from(table).where('id', id).first()
    if (id !== null && !before) throw notFound()
    if (await trx.from(table).where('name', input.name).whereNot('id', id ?? 0).first()) throw invalid('name', 'Another one already has this name.')
    const columns = { name: input.name, display_name: input.display_name || null, ...(hasImage ? { image: input.image || null } : {}), updated_at: sqlNow() }
    let savedId = id
    if (savedId !== null) {
      await trx.from(table).where('id', savedId).update(columns)
    } else {
      const [inserted] = await trx.table(table).insert({ ...columns, created_at: sqlNow() }).returning('id')
      savedId = Number(typeof inserted === 'object' ? inserted.id : inserted)
    }
    const after = await trx.from(table).where('id', savedId).first()
    await recordAudit(trx, { action: `${subject}.${before ? 'updated' : 'created'}`, subject: { type: subject, id: savedId }, before, after })
    return savedId
  })
}

export async function termById(taxonomy: Taxonomy, id: number) {
  const row = await db.from(TAXONOMIES[taxonomy].table).where('id', id).first()
  if (!row) throw notFound()
  const [term] = await toTerms(taxonomy, [row])
  return term
}

/** Deletes terms (each audited); their links to tracks, albums and artists go with them (the pivots cascade). */
export async function deleteTerms(taxonomy: Taxonomy, ids: number[]) {
  const { table, subject } = TAXONOMIES[taxonomy]
  return db.transaction((trx) => deleteAudited(trx, table, ids, subject))
}

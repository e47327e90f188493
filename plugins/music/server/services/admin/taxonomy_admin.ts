import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/server/record_audit'
import { deleteAudited } from './audit_deletions.js'
import { invalid, notFound } from '../shared/errors.js'
import { sqlNow, toIso } from '../shared/time.js'
import { whereContains } from './contains_text.js'
import { GENRES_LIST, TAGS_LIST, type TermsListInput } from './admin_lists.js'
import type { AdminTerm } from '../../../shared/api_types.js'

/**
 * Genres and tags are the same shape (a lower-case `name` for URLs, a
 * `display_name` for people, items linked through a pivot); genres also
 * carry an image. One set of functions serves both admin screens.
 */
export const TAXONOMIES = {
  genres: { table: 'genres', pivot: 'genreables', key: 'genre_id', hasImage: true, subject: 'genre', list: GENRES_LIST },
  tags: { table: 'tags', pivot: 'taggables', key: 'tag_id', hasImage: false, subject: 'tag', list: TAGS_LIST },
} as const
export type Taxonomy = keyof typeof TAXONOMIES

export interface TermInput {
  name: string
  display_name?: string | null
  image?: string | null
}

/** A page of terms with their item counts (GENRES_LIST / TAGS_LIST order and cut it). */
export async function termPage(taxonomy: Taxonomy, input: TermsListInput) {
  const { table, list } = TAXONOMIES[taxonomy]
  const query = () => {
    const rows = db.from(table).select(`${table}.*`)
    if (input.query) rows.where((scope) => whereContains(scope, `${table}.name`, input.query!).orWhere((inner) => whereContains(inner, `${table}.display_name`, input.query!)))
    return rows
  }
  const page = await list.page(input, query, (row) => row)
  return { ...page, data: await toTerms(taxonomy, page.data) }
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
    const columns = { name: input.name, display_name: input.display_name || null, ...(hasImage && input.image !== undefined ? { image: input.image || null } : {}), updated_at: sqlNow() }
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

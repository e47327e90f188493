import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { CustomPagesListInput } from '../custom_pages_list.js'
import type { CustomPageRow } from '../../shared/custom_page_types.js'
import { escapeLike } from '#core/kernel/database/like'

/**
 * Escapes LIKE's wildcards, so a search for "100%" finds that text. The
 * escape character is '!' because a backslash means different things in
 * SQLite's and MySQL's string literals.
 */
const likeText = (text: string) => `%${escapeLike(text)}%`

/** The pages the admin's search leaves (by title or address), with what a row shows (not the body). */
export function filteredCustomPages(input: CustomPagesListInput) {
  const query = db.from('custom_pages').select('id', 'title', 'slug', 'updated_at')
  if (input.query) {
    const text = likeText(input.query)
    query.where((where) => where.whereRaw("title LIKE ? ESCAPE '!'", [text]).orWhereRaw("slug LIKE ? ESCAPE '!'", [text]))
  }
  return query
}

/** Lucid returns timestamps as text on SQLite and as Date on MySQL. */
function isoTime(value: string | Date | null) {
  if (value === null) return null
  const time = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
  return time.toUTC().toISO()
}

export function presentCustomPageRow(row: Record<string, any>): CustomPageRow {
  return { id: Number(row.id), title: row.title, slug: row.slug, updated_at: isoTime(row.updated_at) }
}

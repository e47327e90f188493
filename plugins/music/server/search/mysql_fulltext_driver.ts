import db from '@adonisjs/lucid/services/db'
import { rawRows } from '../services/shared/raw_rows.js'
import { likePrefix, normalisedQuery } from './query_terms.js'
import { labelSql, popularitySql, visibilitySql, type SearchDriver, type SearchRequest } from './search_driver.js'

/** InnoDB's default stopwords: FULLTEXT never indexes them, so `+the*` would match nothing. */
const INNODB_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(' ')
)

/**
 * MySQL / MariaDB InnoDB FULLTEXT in BOOLEAN MODE: every indexable word must
 * match as a prefix (+bey*). Words shorter than innodb_ft_min_token_size (3
 * by default) or stopwords are not in the index; when no indexable word is
 * left the query runs as `name LIKE 'text%'` on the indexed name column.
 */
export class MysqlFulltextDriver implements SearchDriver {
  #minTokenSize?: Promise<number>

  async ids({ searchable, terms, limit, offset, viewer }: SearchRequest) {
    const minimum = await this.minTokenSize()
    const indexable = terms.filter((term) => [...term].length >= minimum && !INNODB_STOPWORDS.has(term))
    const label = labelSql(searchable, 't', 'mysql')
    const text = normalisedQuery(terms)
    const [visible, visibleBindings] = visibilitySql(searchable, 't', viewer)

    const [match, matchBindings] = indexable.length
      ? [`MATCH (${searchable.columns.map((c) => `t.${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`, [indexable.map((t) => `+${t}*`).join(' ')]]
      : [searchable.columns.map((c) => `t.${c} LIKE ?`).join(' OR '), searchable.columns.map(() => likePrefix(text))]

    const rows = await rawRows<{ id: number }>(
      `SELECT t.id FROM ${searchable.table} t WHERE (${match}) AND ${visible} ` +
        `ORDER BY CASE WHEN ${label} = ? THEN 0 WHEN ${label} LIKE ? THEN 1 ELSE 2 END, ${popularitySql(searchable, 't')} ` +
        `LIMIT ? OFFSET ?`,
      [...matchBindings, ...visibleBindings, text, likePrefix(text), limit, offset]
    )
    return rows.map((row) => row.id)
  }

  /** Read once per process: servers may configure it. */
  minTokenSize() {
    this.#minTokenSize ??= rawRows<{ size: number }>('SELECT @@innodb_ft_min_token_size AS size')
      .then(([row]) => Number(row?.size ?? 3))
      .catch(() => 3)
    return this.#minTokenSize
  }
}

export const isMysql = () => db.connection().dialect.name === 'mysql'

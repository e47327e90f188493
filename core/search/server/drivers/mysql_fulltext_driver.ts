import { readRows } from '#core/kernel/database/read_rows'
import { likePrefix, normalisedQuery, termMatches, type SearchTerms } from '../query_terms.js'
import type { Searchable } from '../searchable.js'
import type { SearchDriver } from './search_driver.js'

/** InnoDB's default stopwords: FULLTEXT never indexes them, so `+the*` would match nothing. */
const INNODB_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(' ')
)

/**
 * MySQL / MariaDB InnoDB FULLTEXT in BOOLEAN MODE: every indexable word must
 * match, whole (+lucid) or, the last while it is typed, as a prefix (+dre*). Words shorter than
 * innodb_ft_min_token_size (3 by default) or stopwords are not in the index;
 * when no indexable word is left the query runs as `name LIKE 'text%'` on the
 * indexed name column.
 */
export class MysqlFulltextDriver implements SearchDriver {
  #minTokenSize?: Promise<number>

  async candidates(searchable: Searchable, terms: SearchTerms, cap: number): Promise<[string, unknown[]]> {
    const minimum = await this.minTokenSize()
    const indexable = termMatches(terms).filter(({ word }) => [...word].length >= minimum && !INNODB_STOPWORDS.has(word))
    const [match, bindings] = indexable.length
      ? [
          `MATCH (${searchable.columns.join(', ')}) AGAINST (? IN BOOLEAN MODE)`,
          [indexable.map(({ word, prefix }) => `+${word}${prefix ? '*' : ''}`).join(' ')],
        ]
      : [searchable.columns.map((column) => `${column} LIKE ?`).join(' OR '), searchable.columns.map(() => likePrefix(normalisedQuery(terms.words)))]
    // A derived table: MySQL refuses LIMIT directly inside IN (...).
    return [`SELECT id FROM (SELECT id FROM ${searchable.table} WHERE ${match} LIMIT ${cap}) m`, bindings]
  }

  /** FULLTEXT has no position queries: every candidate may start with the query. */
  startingCandidates(searchable: Searchable, terms: SearchTerms, cap: number) {
    return this.candidates(searchable, terms, cap)
  }

  /** FULLTEXT candidates come in no particular order: all of them may reach the page. */
  newestAndStartingCandidates(searchable: Searchable, terms: SearchTerms, cap: number) {
    return this.candidates(searchable, terms, cap)
  }

  /** Read once per process: servers may configure it. */
  minTokenSize() {
    this.#minTokenSize ??= readRows<{ size: number }>('SELECT @@innodb_ft_min_token_size AS size')
      .then(([row]) => Number(row?.size ?? 3))
      .catch(() => 3)
    return this.#minTokenSize
  }
}

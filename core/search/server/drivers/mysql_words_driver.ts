import { likePrefix, termMatches, type SearchTerms } from '../query_terms.js'
import type { Searchable } from '../searchable.js'
import { WORDS_TABLE } from '../words_index.js'
import { startingNames } from '../name_lookups.js'
import type { SearchDriver, WalkBudget } from './search_driver.js'

/** One query word against the words table: whole (`word = ?`) or, the last while typed, a prefix (`word LIKE 'dre%'`). */
const wordCondition = (alias: string, { word, prefix }: { word: string; prefix: boolean }): [string, unknown] =>
  prefix ? [`${alias}.word LIKE ? ESCAPE '!'`, likePrefix(word)] : [`${alias}.word = ?`, word]

/**
 * MySQL / MariaDB over the words table (words_index.ts): the rows holding
 * every query word. The first word is a range of the (source, word, row_id)
 * primary key, each further word one probe of (source, row_id) per row, in
 * the order the optimizer finds cheapest from the ranges' sizes; the LIMIT
 * stops the walk once `cap` rows hold every word. A single whole word comes
 * newest first (its range is in row order); a prefix's rows come in word
 * order, which no candidate list relies on (ranking is the caller's).
 *
 * Several words of which one is common ("the gold") probe a row per row of
 * the rarer; given a budget that estimate exceeds, the candidates are the
 * names starting with the query instead (one range of the name index), as
 * the SQLite driver does.
 */
export class MysqlWordsDriver implements SearchDriver {
  async candidates(searchable: Searchable, terms: SearchTerms, cap: number, budget?: WalkBudget): Promise<[string, unknown[]]> {
    if (budget && terms.words.length > 1 && budget.walk > budget.limit && searchable.columns.length === 1) return startingNames(searchable, terms, budget.cap, 'mysql')
    const matches = termMatches(terms)
    const bindings: unknown[] = []
    const joins = matches.slice(1).map((term, index) => {
      const alias = `w${index + 1}`
      const [condition, value] = wordCondition(alias, term)
      bindings.push(value)
      return `JOIN ${WORDS_TABLE} ${alias} ON ${alias}.source = w0.source AND ${alias}.row_id = w0.row_id AND ${condition}`
    })
    const [first, value] = wordCondition('w0', matches[0])
    bindings.push(searchable.table, value)
    const order = matches.length === 1 && !matches[0].prefix ? ' ORDER BY w0.row_id DESC' : ''
    // A derived table: MySQL refuses LIMIT directly inside IN (...). DISTINCT: a prefix may match two words of one row.
    return [`SELECT DISTINCT id FROM (SELECT w0.row_id AS id FROM ${WORDS_TABLE} w0 ${joins.join(' ')} WHERE w0.source = ? AND ${first}${order} LIMIT ${cap}) m`, bindings]
  }

  /** The words table keeps no positions: every candidate may start with the query. */
  startingCandidates(searchable: Searchable, terms: SearchTerms, cap: number, budget?: WalkBudget) {
    return this.candidates(searchable, terms, cap, budget)
  }

  /** Candidates come newest first only for one whole word: all of them may reach the page. */
  newestAndStartingCandidates(searchable: Searchable, terms: SearchTerms, cap: number) {
    return this.candidates(searchable, terms, cap)
  }
}

import type { Searchable } from './searchable.js'

/**
 * The MySQL / MariaDB search index: one B-tree row per word of each indexed
 * row (`search_words`: source table, word, row id). A whole word is one
 * range of the primary key, a prefix (`word LIKE 'dre%'`) one range too, and
 * the rows holding several words are a join on the (source, row_id) key,
 * each probe one lookup. InnoDB FULLTEXT could do neither cheaply: a boolean
 * query reads every match of every word before any LIMIT applies (a search
 * cost mysqld ~69 ms of CPU at 200k tracks).
 *
 * Words are the text's runs of letters and digits, lower case, cut to
 * WORD_LENGTH characters, split the way queryTerms splits what is typed;
 * accents and case fold through the column's collation (the database's,
 * like the names'), so 'cafe' finds 'Café'. Triggers keep the words in step
 * with every write that changes the text (models, raw SQL, imports); a bulk
 * load drops them and rebuilds the words afterwards (fillWordsStatement).
 */
export const WORDS_TABLE = 'search_words'

/** The longest word kept: queryTerms cuts typed words to the same length. */
export const WORD_LENGTH = 50

const triggerName = (table: string, event: 'ai' | 'au' | 'ad') => `${table}_search_words_${event}`

/** The insert trigger's name: its presence says the searchable is indexed. */
export const wordsInsertTrigger = (table: string) => triggerName(table, 'ai')

export const createWordsTableStatement = () =>
  `CREATE TABLE IF NOT EXISTS \`${WORDS_TABLE}\` (` +
  '`source` VARCHAR(64) NOT NULL, ' +
  `\`word\` VARCHAR(${WORD_LENGTH}) NOT NULL, ` +
  '`row_id` INT UNSIGNED NOT NULL, ' +
  'PRIMARY KEY (`source`, `word`, `row_id`), ' +
  `KEY \`${WORDS_TABLE}_source_row_id_index\` (\`source\`, \`row_id\`)` +
  ') ENGINE=InnoDB'

/** The row's text, lower case, every run of other characters one space, no space at either end (SQL). */
const cleanText = (row: string, columns: readonly string[]) =>
  `TRIM(REGEXP_REPLACE(LOWER(CONCAT_WS(' ', ${columns.map((column) => `${row}.\`${column}\``).join(', ')})), '[^\\\\p{L}\\\\p{N}]+', ' '))`

/** Local variables of a trigger body that indexes words (declared first, as SQL requires). */
const DECLARE_WORDS = 'DECLARE words_left TEXT; DECLARE next_word TEXT; '

/** A trigger body's loop adding the words of NEW's text (duplicates are ignored by the primary key). */
function insertWords({ table, columns }: Searchable) {
  return (
    `SET words_left = ${cleanText('NEW', columns)}; ` +
    `WHILE words_left <> '' DO ` +
    `SET next_word = SUBSTRING_INDEX(words_left, ' ', 1); ` +
    `INSERT IGNORE INTO \`${WORDS_TABLE}\` (source, word, row_id) VALUES ('${table}', LEFT(next_word, ${WORD_LENGTH}), NEW.id); ` +
    'SET words_left = SUBSTRING(words_left, CHAR_LENGTH(next_word) + 2); ' +
    'END WHILE; '
  )
}

const deleteWords = (table: string, row: 'OLD' | 'NEW') => `DELETE FROM \`${WORDS_TABLE}\` WHERE source = '${table}' AND row_id = ${row}.id; `

/** Triggers keeping a searchable's words in step; an update re-indexes only when the text changed (not on play counters). */
export function createWordsTriggerStatements(searchable: Searchable): string[] {
  const { table, columns } = searchable
  const changed = columns.map((column) => `NOT (NEW.\`${column}\` <=> OLD.\`${column}\`)`).join(' OR ')
  return [
    `CREATE TRIGGER \`${triggerName(table, 'ai')}\` AFTER INSERT ON \`${table}\` FOR EACH ROW BEGIN ${DECLARE_WORDS}${insertWords(searchable)}END`,
    `CREATE TRIGGER \`${triggerName(table, 'au')}\` AFTER UPDATE ON \`${table}\` FOR EACH ROW BEGIN ${DECLARE_WORDS}IF ${changed} THEN ${deleteWords(table, 'OLD')}${insertWords(searchable)}END IF; END`,
    `CREATE TRIGGER \`${triggerName(table, 'ad')}\` AFTER DELETE ON \`${table}\` FOR EACH ROW BEGIN ${deleteWords(table, 'OLD')}END`,
  ]
}

export const dropWordsTriggerStatements = ({ table }: Searchable) =>
  (['ai', 'au', 'ad'] as const).map((event) => `DROP TRIGGER IF EXISTS \`${triggerName(table, event)}\``)

/**
 * Indexes the words of every row of a searchable in one statement (after a
 * migration adds the index to existing rows, or a bulk load): a recursive
 * split, each text cleaned once, inserted in key order (a sorted load: at
 * 100k tracks 4.8 s against 10.7 s in split order, and 114 s for a join
 * with a numbers table, which cleaned each text once per number).
 */
export function fillWordsStatement({ table, columns }: Searchable) {
  const firstWord = (text: string) => `SUBSTRING_INDEX(${text}, ' ', 1)`
  const afterFirstWord = (text: string) => `SUBSTRING(${text}, CHAR_LENGTH(${firstWord(text)}) + 2)`
  return (
    `INSERT IGNORE INTO \`${WORDS_TABLE}\` (source, word, row_id) ` +
    'WITH RECURSIVE split (id, word, rest) AS (' +
    `SELECT texts.id, ${firstWord('texts.text')}, ${afterFirstWord('texts.text')} ` +
    `FROM (SELECT t.id, ${cleanText('t', columns)} AS text FROM \`${table}\` t) texts WHERE texts.text <> '' ` +
    `UNION ALL SELECT id, ${firstWord('rest')}, ${afterFirstWord('rest')} FROM split WHERE rest <> ''` +
    `) SELECT '${table}', LEFT(word, ${WORD_LENGTH}) AS kept, id FROM split ORDER BY kept, id`
  )
}

export const clearWordsStatement = ({ table }: Searchable) => `DELETE FROM \`${WORDS_TABLE}\` WHERE source = '${table}'`

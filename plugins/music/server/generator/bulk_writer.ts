import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type BetterSqlite3 from 'better-sqlite3'
import { ftsTable } from '#core/search/server/searchable'
import { refillSearchWords } from '#core/search/server/bulk_reindex'

/** A row as the values of the columns given to `table()`, in that order. */
export type Row = Array<string | number | boolean | null>

/**
 * Bulk loading for the synthetic catalogue: rows are buffered per table and
 * written as multi-row INSERTs, committed every `COMMIT_EVERY` rows.
 *
 * SQLite writes through the raw better-sqlite3 connection with cached
 * prepared statements (the query builder would spend more time building SQL
 * than SQLite spends storing it), foreign key checks and fsync off, a large
 * page cache, and the secondary indexes and full-text triggers of the loaded
 * tables dropped during the load and recreated from their own definitions at
 * the end (one sort per index instead of a million random inserts), followed
 * by a full-text index rebuild. MySQL / MariaDB does the same: multi-row
 * INSERTs with unique and foreign key checks off for the session, the loaded
 * tables' non-unique secondary indexes and triggers dropped during the load
 * and recreated after it (InnoDB then builds each index by sorting, instead
 * of millions of random B-tree inserts that outgrow the buffer pool), the
 * search words refilled and the tables analysed.
 */
export interface BulkWriter {
  readonly dialect: 'sqlite' | 'mysql'
  /** Largest id of a table (0 when empty): new rows get explicit ids after it. */
  maxId(table: string): Promise<number>
  /** Rows of a read query (existing genres, roles...). */
  select(sql: string): Promise<Array<Record<string, any>>>
  table(name: string, columns: string[]): TableWriter
  /** Writes every buffered row and commits. */
  flush(): Promise<void>
  /** Restores indexes, triggers and settings, and rebuilds the search index. */
  finish(onStep?: (step: string) => void): Promise<void>
}

export interface TableWriter {
  push(row: Row): Promise<void>
}

const COMMIT_EVERY = 200_000
/** Rows per INSERT: SQLite allows 32,766 bound values per statement; MySQL packets stay small. */
const valuesPerStatement = (dialect: 'sqlite' | 'mysql') => (dialect === 'sqlite' ? 30_000 : 12_000)

const quote = (dialect: 'sqlite' | 'mysql', name: string) => (dialect === 'mysql' ? `\`${name}\`` : `"${name}"`)

function insertSql(dialect: 'sqlite' | 'mysql', table: string, columns: string[], rows: number) {
  const tuple = `(${columns.map(() => '?').join(',')})`
  return `INSERT INTO ${quote(dialect, table)} (${columns.map((column) => quote(dialect, column)).join(',')}) VALUES ${Array(rows).fill(tuple).join(',')}`
}

abstract class BufferedWriter implements BulkWriter {
  abstract readonly dialect: 'sqlite' | 'mysql'
  #buffers = new Map<string, { columns: string[]; rows: Row[]; batch: number }>()
  #pending = 0

  abstract maxId(table: string): Promise<number>
  abstract select(sql: string): Promise<Array<Record<string, any>>>
  abstract finish(onStep?: (step: string) => void): Promise<void>
  protected abstract write(table: string, columns: string[], rows: Row[]): Promise<void>
  protected abstract commit(): Promise<void>

  table(name: string, columns: string[]): TableWriter {
    const key = `${name}(${columns.join(',')})`
    let buffer = this.#buffers.get(key)
    if (!buffer) this.#buffers.set(key, (buffer = { columns, rows: [], batch: Math.max(1, Math.floor(valuesPerStatement(this.dialect) / columns.length)) }))
    const target = buffer
    return {
      push: async (row) => {
        target.rows.push(row)
        if (target.rows.length < target.batch) return
        await this.write(name, target.columns, target.rows)
        this.#pending += target.rows.length
        target.rows = []
        if (this.#pending >= COMMIT_EVERY) await this.commit()
      },
    }
  }

  async flush() {
    for (const [key, buffer] of this.#buffers) {
      if (buffer.rows.length) await this.write(key.slice(0, key.indexOf('(')), buffer.columns, buffer.rows)
      buffer.rows = []
    }
    await this.commit()
  }

  protected resetPending() {
    this.#pending = 0
  }
}

interface SchemaObject {
  name: string
  sql: string
}

class SqliteWriter extends BufferedWriter {
  readonly dialect = 'sqlite' as const
  #statements = new Map<string, BetterSqlite3.Statement>()
  #dropped: SchemaObject[] = []
  #rebuild: string[] = []

  constructor(
    private connection: BetterSqlite3.Database,
    private release: () => void
  ) {
    super()
  }

  static async open(tables: string[]) {
    const knex = db.connection().getWriteClient()
    const connection = (await knex.client.acquireConnection()) as BetterSqlite3.Database
    const writer = new SqliteWriter(connection, () => knex.client.releaseConnection(connection))
    writer.#prepare(tables)
    return writer
  }

  #prepare(tables: string[]) {
    const list = tables.map((table) => `'${table}'`).join(',')
    // Only indexes with a definition (not the automatic ones behind primary keys) can be dropped.
    const objects = this.connection
      .prepare(`SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN (${list}) AND type IN ('index', 'trigger') AND sql IS NOT NULL`)
      .all() as Array<SchemaObject & { type: string }>
    this.#rebuild = (this.connection.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (${tables.map((table) => `'${ftsTable(table)}'`).join(',')})`).all() as SchemaObject[]).map(
      (row) => row.name
    )
    this.connection.pragma('foreign_keys = OFF')
    this.connection.pragma('synchronous = OFF')
    this.connection.pragma('cache_size = -262144')
    this.connection.pragma('temp_store = MEMORY')
    for (const object of objects) this.connection.exec(`DROP ${object.type.toUpperCase()} IF EXISTS "${object.name}"`)
    this.#dropped = objects
    this.connection.exec('BEGIN')
  }

  async maxId(table: string) {
    return Number((this.connection.prepare(`SELECT COALESCE(MAX(id), 0) AS id FROM "${table}"`).get() as { id: number }).id)
  }

  async select(sql: string) {
    return this.connection.prepare(sql).all() as Array<Record<string, any>>
  }

  protected async write(table: string, columns: string[], rows: Row[]) {
    const key = `${table}:${columns.length}:${rows.length}`
    let statement = this.#statements.get(key)
    if (!statement) this.#statements.set(key, (statement = this.connection.prepare(insertSql('sqlite', table, columns, rows.length))))
    const values: Array<string | number | null> = []
    for (const row of rows) for (const value of row) values.push(typeof value === 'boolean' ? Number(value) : value)
    statement.run(values)
  }

  protected async commit() {
    this.connection.exec('COMMIT')
    this.connection.exec('BEGIN')
    this.resetPending()
  }

  async finish(onStep?: (step: string) => void) {
    try {
      if (this.connection.inTransaction) this.connection.exec('COMMIT')
      // Triggers last, so recreating them does not fire anything.
      const indexes = this.#dropped.filter((entry) => !entry.sql.startsWith('CREATE TRIGGER'))
      onStep?.(`${indexes.length} indexes`)
      for (const object of indexes) this.connection.exec(object.sql)
      for (const object of this.#dropped.filter((entry) => entry.sql.startsWith('CREATE TRIGGER'))) this.connection.exec(object.sql)
      this.#dropped = []
      onStep?.('search index')
      // Rebuilt, then merged into one segment (as the search migrations leave them): fewer lists per matched word.
      for (const fts of this.#rebuild) this.connection.exec(`INSERT INTO "${fts}"("${fts}") VALUES ('rebuild'); INSERT INTO "${fts}"("${fts}") VALUES ('optimize')`)
      // Planner statistics from a sample of each index: enough to pick indexes, seconds not minutes.
      onStep?.('statistics')
      this.connection.pragma('analysis_limit = 2000')
      this.connection.exec('ANALYZE')
    } finally {
      this.connection.pragma('synchronous = NORMAL')
      this.connection.pragma('foreign_keys = ON')
      this.connection.pragma('wal_checkpoint(TRUNCATE)')
      this.release()
    }
  }

  /** After a failure: roll back the open chunk, but still restore what was dropped. */
  async abort() {
    if (this.connection.inTransaction) this.connection.exec('ROLLBACK')
    await this.finish()
  }
}

/** A secondary index as information_schema describes it, enough to create it again. */
interface MysqlIndex {
  table: string
  name: string
  /** Column list as written in CREATE INDEX, prefix lengths included. */
  columns: string
}

class MysqlWriter extends BufferedWriter {
  readonly dialect = 'mysql' as const
  #trx: QueryClientContract | null = null
  #droppedIndexes: MysqlIndex[] = []
  #droppedTriggers: string[] = []

  constructor(private tables: string[]) {
    super()
  }

  /** A connection of its own with the bulk load's session settings (the generator keeps keys consistent itself). */
  async #bulkSession<T>(work: (client: QueryClientContract) => Promise<T>) {
    const trx = await db.transaction()
    try {
      await trx.rawQuery('SET foreign_key_checks = 0, unique_checks = 0')
      const result = await work(trx)
      await trx.rawQuery('SET foreign_key_checks = 1, unique_checks = 1')
      await trx.commit()
      return result
    } catch (error) {
      await trx.rollback()
      throw error
    }
  }

  static async open(tables: string[]) {
    const writer = new MysqlWriter(tables)
    await writer.#bulkSession((client) => writer.#dropIndexesAndTriggers(client))
    return writer
  }

  async #dropIndexesAndTriggers(client: QueryClientContract) {
    const [indexRows] = await client.rawQuery(
      `SELECT table_name AS \`table\`, index_name AS name, GROUP_CONCAT(CONCAT('\`', column_name, '\`', IF(sub_part IS NULL, '', CONCAT('(', sub_part, ')'))) ORDER BY seq_in_index SEPARATOR ', ') AS columns
       FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name IN (?) AND non_unique = 1 AND index_type = 'BTREE'
       GROUP BY table_name, index_name`,
      [this.tables]
    )
    this.#droppedIndexes = indexRows as MysqlIndex[]
    const [triggerRows] = await client.rawQuery('SELECT trigger_name AS name FROM information_schema.triggers WHERE trigger_schema = DATABASE() AND event_object_table IN (?)', [this.tables])
    for (const { name } of triggerRows as Array<{ name: string }>) {
      const [[definition]] = await client.rawQuery(`SHOW CREATE TRIGGER \`${name}\``)
      this.#droppedTriggers.push(definition['SQL Original Statement'])
      await client.rawQuery(`DROP TRIGGER \`${name}\``)
    }
    for (const [table, indexes] of this.#indexesByTable())
      await client.rawQuery(`ALTER TABLE \`${table}\` ${indexes.map((index) => `DROP INDEX \`${index.name}\``).join(', ')}`)
  }

  #indexesByTable() {
    const byTable = new Map<string, MysqlIndex[]>()
    for (const index of this.#droppedIndexes) byTable.set(index.table, [...(byTable.get(index.table) ?? []), index])
    return byTable
  }

  async #transaction() {
    if (!this.#trx) {
      const trx = await db.transaction()
      await trx.rawQuery('SET foreign_key_checks = 0, unique_checks = 0')
      this.#trx = trx
    }
    return this.#trx as QueryClientContract & { commit(): Promise<void>; rollback(): Promise<void> }
  }

  async maxId(table: string) {
    const row = await db.from(table).max('id as id').first()
    return Number(row?.id ?? 0)
  }

  async select(sql: string) {
    const [rows] = await db.rawQuery(sql)
    return rows as Array<Record<string, any>>
  }

  protected async write(table: string, columns: string[], rows: Row[]) {
    const trx = await this.#transaction()
    await trx.rawQuery(insertSql('mysql', table, columns, rows.length), rows.flat() as any[])
  }

  protected async commit() {
    if (this.#trx) {
      const trx = await this.#transaction()
      await trx.rawQuery('SET foreign_key_checks = 1, unique_checks = 1')
      await trx.commit()
      this.#trx = null
    }
    this.resetPending()
  }

  async finish(onStep?: (step: string) => void) {
    await this.commit()
    await this.#bulkSession(async (client) => {
      // One ALTER per table: InnoDB reads the table once and sorts each index.
      onStep?.(`${this.#droppedIndexes.length} indexes`)
      for (const [table, indexes] of this.#indexesByTable())
        await client.rawQuery(`ALTER TABLE \`${table}\` ${indexes.map((index) => `ADD INDEX \`${index.name}\` (${index.columns})`).join(', ')}`)
      this.#droppedIndexes = []
      for (const trigger of this.#droppedTriggers) await client.rawQuery(trigger)
      this.#droppedTriggers = []
      onStep?.('search index')
      await refillSearchWords(client, this.tables)
    })
    onStep?.('statistics')
    await db.rawQuery(`ANALYZE TABLE ${this.tables.map((table) => `\`${table}\``).join(', ')}`)
  }

  /** After a failure: roll back the open chunk, but still restore what was dropped. */
  async abort() {
    if (this.#trx) await (await this.#transaction()).rollback()
    this.#trx = null
    await this.finish()
  }
}

/** A writer for the default connection's dialect, loading the given tables. */
export async function openBulkWriter(tables: string[]): Promise<BulkWriter & { abort(): Promise<void> }> {
  return db.connection().dialect.name === 'mysql' ? MysqlWriter.open(tables) : SqliteWriter.open(tables)
}

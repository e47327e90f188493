/**
 * The database a bench runs against: the data folder's SQLite file (the
 * default), or with `--db mysql` a MariaDB/MySQL database of its own on
 * 127.0.0.1:3306 (root, no password unless MYSQL_* say otherwise), named
 * `cadenza_bench_<tracks>` (or another bench's own name, as `cadenza_bench_notify`;
 * BENCH_MYSQL_DATABASE names another, on a shared server where each person has their own). Gives the environment the server and ace
 * commands need, and the few reads and writes the benches make themselves
 * (sample ids, the bench account's library), written once for both.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'

export type BenchDialect = 'sqlite' | 'mysql'

export interface BenchDatabase {
  dialect: BenchDialect
  /** Environment variables selecting this database (server and ace commands). */
  env: Record<string, string>
  /** Where the catalogue is, for messages. */
  description: string
  /** Whether a catalogue has been generated in it already. */
  exists(): Promise<boolean>
  /** Creates the empty database where the server has to (MySQL). */
  create(): Promise<void>
  all<Row = Record<string, any>>(sql: string, params?: unknown[]): Promise<Row[]>
  run(sql: string, params?: unknown[]): Promise<void>
  /** The dialect's SQL for a random order, the current time and an insert skipping duplicates. */
  sql: { random: string; now: string; insertIgnore: string }
  close(): Promise<void>
}

/**
 * What a bench on MariaDB assumes of the server, set for it when smaller
 * (both are dynamic in MariaDB 10.11, and global): a buffer pool holding the
 * 1M-track catalogue's working set (the default 128 MiB made generation take
 * over 15 minutes and every page read the disk), and a redo log large enough
 * that a bulk load does not checkpoint every few seconds.
 */
export const MYSQL_SERVER_SETTINGS = { innodb_buffer_pool_size: 4 * 1024 ** 3, innodb_log_file_size: 1024 ** 3 }

export function sqliteDatabase(dataDir: string): BenchDatabase {
  const path = join(dataDir, 'cadenza.sqlite')
  let connection: Database.Database | undefined
  const open = () => (connection ??= new Database(path))
  return {
    dialect: 'sqlite',
    env: { DB_CONNECTION: 'sqlite', SQLITE_PATH: '' },
    description: path,
    exists: async () => existsSync(path),
    create: async () => {},
    all: async <Row>(sql: string, params: unknown[] = []) => open().prepare(sql).all(...params) as Row[],
    run: async (sql, params = []) => void open().prepare(sql).run(...params),
    sql: { random: 'random()', now: "datetime('now')", insertIgnore: 'INSERT OR IGNORE' },
    close: async () => void connection?.close(),
  }
}

export function mysqlDatabase(catalogue: number | string): BenchDatabase {
  const server = {
    host: process.env.MYSQL_HOST ?? '127.0.0.1',
    port: Number(process.env.MYSQL_PORT ?? 3306),
    user: process.env.MYSQL_USER ?? 'root',
    password: process.env.MYSQL_PASSWORD ?? '',
  }
  const name = process.env.BENCH_MYSQL_DATABASE || `cadenza_bench_${catalogue}`
  let connection: Promise<mysql.Connection> | undefined
  const open = () => (connection ??= mysql.createConnection({ ...server, database: name, charset: 'utf8mb4' }))
  return {
    dialect: 'mysql',
    env: {
      DB_CONNECTION: 'mysql',
      MYSQL_HOST: server.host,
      MYSQL_PORT: String(server.port),
      MYSQL_USER: server.user,
      MYSQL_PASSWORD: server.password,
      MYSQL_DATABASE: name,
    },
    description: `MariaDB/MySQL database ${name} on ${server.host}:${server.port}`,
    async exists() {
      const admin = await mysql.createConnection(server)
      try {
        const [rows] = await admin.query("SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = 'tracks'", [name])
        if (!(rows as unknown[]).length) return false
        const [[count]] = (await admin.query(`SELECT EXISTS (SELECT 1 FROM \`${name}\`.tracks) AS filled`)) as any
        return Boolean(count.filled)
      } finally {
        await admin.end()
      }
    },
    async create() {
      const admin = await mysql.createConnection(server)
      try {
        await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4`)
        for (const [setting, size] of Object.entries(MYSQL_SERVER_SETTINGS)) {
          const [[current]] = (await admin.query(`SELECT @@${setting} AS size`)) as any
          if (Number(current.size) < size) await admin.query(`SET GLOBAL ${setting} = ${size}`)
        }
      } finally {
        await admin.end()
      }
    },
    all: async <Row>(sql: string, params: unknown[] = []) => (await (await open()).query(sql, params))[0] as Row[],
    run: async (sql, params = []) => void (await (await open()).query(sql, params)),
    sql: { random: 'RAND()', now: 'NOW()', insertIgnore: 'INSERT IGNORE' },
    close: async () => {
      if (connection) await (await connection).end()
    },
  }
}

export const benchDatabase = (dialect: BenchDialect, dataDir: string, catalogue: number | string) =>
  dialect === 'mysql' ? mysqlDatabase(catalogue) : sqliteDatabase(dataDir)

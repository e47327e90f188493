import env from '#start/env'
import pluginsConfig from '#config/plugins'
import { defineConfig } from '@adonisjs/lucid'
import { sqlitePath } from '#core/kernel/paths'
import { moduleMigrationPaths } from '#core/kernel/modules_config'
import { tuneSqliteConnection } from '#core/kernel/database/sqlite_tuning'

/**
 * SQLite (embedded, the default) or MySQL/MariaDB (production). Every
 * migration and query must work on both; CI runs every suite on both.
 * Lucid runs each folder's migrations in the order of the folders: core/search
 * indexes the tables the other modules' migrations create (their declared
 * searchables), so its folder comes last.
 */
const SEARCH_MIGRATIONS = 'core/search/server/migrations'
const migrations = {
  naturalSort: true,
  paths: ['database/migrations', ...moduleMigrationPaths(pluginsConfig).filter((path) => path !== SEARCH_MIGRATIONS), SEARCH_MIGRATIONS],
}

/**
 * readRows' prepared statements kept per pooled connection (core/kernel/database/read_rows.ts),
 * the least used closed first. mysql2 would keep 16,000, and MariaDB holds at most 16,382 on the
 * whole server (max_prepared_stmt_count): several nodes' pools of 10 must fit under it. knex hands
 * the connection options to mysql2 as they are; Lucid's types do not list this one.
 */
const MYSQL2_STATEMENT_CACHE = { maxPreparedStatements: 256 }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  prettyPrintDebugQueries: true,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: sqlitePath(),
      },
      useNullAsDefault: true,
      pool: {
        // WAL lets readers proceed while a write is under way; foreign keys are
        // off by default in SQLite and must be switched on per connection.
        afterCreate: (connection: any, done: (error: Error | null, connection: any) => void) => {
          connection.pragma('journal_mode = WAL')
          connection.pragma('foreign_keys = ON')
          connection.pragma('busy_timeout = 5000')
          connection.pragma('synchronous = NORMAL')
          done(null, tuneSqliteConnection(connection))
        },
      },
      migrations,
      schemaGeneration: { enabled: false },
    },
    mysql: {
      client: 'mysql2',
      connection: {
        host: env.get('MYSQL_HOST', '127.0.0.1'),
        port: env.get('MYSQL_PORT', 3306),
        user: env.get('MYSQL_USER', 'root'),
        password: env.get('MYSQL_PASSWORD', ''),
        database: env.get('MYSQL_DATABASE', 'cadenza'),
        charset: 'utf8mb4',
        timezone: 'Z',
        ...MYSQL2_STATEMENT_CACHE,
      },
      migrations,
      schemaGeneration: { enabled: false },
    },
  },
})

export default dbConfig

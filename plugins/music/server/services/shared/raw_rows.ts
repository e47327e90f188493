import db from '@adonisjs/lucid/services/db'

/** Rows of a raw SELECT: better-sqlite3 returns them as is, mysql2 as [rows, fields]. */
export async function rawRows<T = any>(sql: string, bindings: unknown[] = []): Promise<T[]> {
  const result = await db.rawQuery(sql, bindings as any[])
  return db.connection().dialect.name === 'mysql' ? result[0] : result
}

import db from '@adonisjs/lucid/services/db'

/**
 * The SQL statements the app sends while `fn` runs (the test server runs in
 * this process). Listens on knex's `query` event of the connection's
 * clients, so it sees every statement, Lucid or raw.
 */
export async function recordQueries(fn: () => Promise<unknown>): Promise<string[]> {
  const connection = db.connection()
  const clients = [...new Set([connection.getWriteClient(), connection.getReadClient()])]
  const statements: string[] = []
  const listener = (query: { sql: string }) => statements.push(query.sql)
  for (const client of clients) client.on('query', listener)
  try {
    await fn()
  } finally {
    for (const client of clients) client.off('query', listener)
  }
  return statements
}

/** How many statements recordQueries sees; with `matching`, only those whose SQL it matches. */
export async function countQueries(fn: () => Promise<unknown>, matching?: RegExp): Promise<number> {
  return (await recordQueries(fn)).filter((sql) => !matching || matching.test(sql)).length
}

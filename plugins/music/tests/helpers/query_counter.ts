import db from '@adonisjs/lucid/services/db'

/**
 * Counts the SQL statements the app sends while `fn` runs (the test server
 * runs in this process). Listens on knex's `query` event of the connection's
 * clients, so it sees every statement, Lucid or raw; with `matching`, only
 * the statements whose SQL it matches.
 */
export async function countQueries(fn: () => Promise<unknown>, matching?: RegExp): Promise<number> {
  const connection = db.connection()
  const clients = [...new Set([connection.getWriteClient(), connection.getReadClient()])]
  let count = 0
  const listener = (query: { sql: string }) => {
    if (!matching || matching.test(query.sql)) count++
  }
  for (const client of clients) client.on('query', listener)
  try {
    await fn()
  } finally {
    for (const client of clients) client.off('query', listener)
  }
  return count
}

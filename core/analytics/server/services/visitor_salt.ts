import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { utcDay } from '#core/kernel/reports/daily_rollups'

/** This process's copy of today's salt (every app node reads the same row). */
let cached: { day: string; salt: string } | null = null

/**
 * The salt of today's visitor hashes: random, shared by every app node
 * through the visitor_salts table, made by whichever node needs it first,
 * and deleted once the day is over (visit_rollups.ts), after which nobody
 * can tell whose address a stored hash came from, nor match a visitor
 * across days.
 */
export async function todaysSalt(): Promise<string> {
  const day = utcDay()
  if (cached?.day === day) return cached.salt
  let row = await db.from('visitor_salts').where('day', day).first()
  if (!row) {
    // Two nodes may race to make it: the first insert wins, the other reads it.
    await db.table('visitor_salts').insert({ day, salt: randomBytes(32).toString('hex') }).catch(() => {})
    row = await db.from('visitor_salts').where('day', day).firstOrFail()
  }
  cached = { day, salt: row.salt }
  return row.salt
}

/** Deletes the salts of days that are over. */
export async function forgetPastSalts() {
  await db.from('visitor_salts').where('day', '<', utcDay()).delete()
}

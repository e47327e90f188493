import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { sqlNow, toIso } from '../services/shared/time.js'
import type { ScrobbleConnectionStatus, ScrobbleService } from '../../shared/scrobbling_types.js'

/** Encrypted with the app key under its own purpose: a token is useless outside this table. */
const PURPOSE = 'scrobble-credential'

export async function connectionsOf(userId: number): Promise<ScrobbleConnectionStatus[]> {
  const rows = await db.from('scrobble_connections').where('user_id', userId).orderBy('service')
  return rows.map((row) => ({
    service: row.service,
    username: row.username,
    status: row.status,
    last_error: row.last_error,
    last_error_at: toIso(row.last_error_at),
    last_sent_at: toIso(row.last_sent_at),
  }))
}

/** Connects (or reconnects, clearing a broken state) `service` for the listener. */
export async function saveConnection(userId: number, service: ScrobbleService, credential: string, username: string | null) {
  await db.transaction(async (trx) => {
    await trx.from('scrobble_connections').where({ user_id: userId, service }).delete()
    await trx.table('scrobble_connections').insert({
      user_id: userId,
      service,
      credential: encryption.encrypt(credential, undefined, PURPOSE),
      username: username?.slice(0, 100) ?? null,
      status: 'connected',
      created_at: sqlNow(),
    })
  })
}

/** Whether there was a connection to remove. */
export async function removeConnection(userId: number, service: ScrobbleService) {
  return Number(await db.from('scrobble_connections').where({ user_id: userId, service }).delete()) > 0
}

/** The listener's working connections, for sending. */
export async function workingConnectionIds(userId: number): Promise<number[]> {
  const rows = await db.from('scrobble_connections').where({ user_id: userId, status: 'connected' }).select('id')
  return rows.map((row) => Number(row.id))
}

/** A working connection with its credential decrypted; null once disconnected or broken. */
export async function connectionById(id: number) {
  const row = await db.from('scrobble_connections').where({ id, status: 'connected' }).select('id', 'service', 'credential').first()
  const credential = row ? encryption.decrypt<string>(row.credential, PURPOSE) : null
  return row && credential ? { id: Number(row.id), service: row.service as ScrobbleService, credential } : null
}

/** A sending went through: an earlier error is over. */
export async function recordSent(id: number) {
  await db.from('scrobble_connections').where('id', id).update({ last_sent_at: sqlNow(), last_error: null, last_error_at: null })
}

/** A failed sending, shown in settings; `broken` when the service refused the credential. */
export async function recordFailure(id: number, message: string, options: { broken: boolean }) {
  await db
    .from('scrobble_connections')
    .where('id', id)
    .update({ last_error: message.slice(0, 255), last_error_at: sqlNow(), ...(options.broken && { status: 'broken' }) })
}

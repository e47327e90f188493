import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { HttpContext } from '@adonisjs/core/http'
import { readRows } from '#core/kernel/database/read_rows'
import { ReadCache } from '#core/kernel/cache/read_cache'
import UserSession from '../models/user_session.js'
import { deviceInfoOf, type DeviceInfo } from './device_info.js'
import { randomToken, sha256 } from './secrets.js'

/** Where the browser's session keeps the key of its tracked row. */
export const TRACKED_SESSION_KEY = 'auth.session_key'

/** last_active is written at most this often per browser. */
const TOUCH_INTERVAL_MS = 60_000

/**
 * When each tracked browser was last marked active (see ReadCache): any write
 * request drops it (signing out elsewhere deletes rows), and marking a
 * browser active puts the new time in.
 */
const lastActivity = new ReadCache<unknown>('accounts.last_activity')

/** A remember-me token the session guard replaced while authenticating this request. */
export interface RecycledRememberToken {
  previousId: number
  newId: number
}

/**
 * Tracks signed-in browsers in user_sessions (spec section 3, Session). The
 * browser's session holds a random key; the row holds its digest. Deleting a
 * row signs that browser out: the session guard (config/auth.ts) finds no row
 * for the key on the next request and logs out, and the row's remember-me
 * token is deleted with it so the 'stay signed in' cookie cannot revive it.
 */
export class SessionTracker {
  /** Starts tracking the browser that just signed in. */
  async start(ctx: HttpContext, userId: number, rememberTokenId: number | null) {
    const { row, key } = await this.track(userId, { ...deviceInfoOf(ctx.request), rememberTokenId })
    ctx.session.put(TRACKED_SESSION_KEY, key)
    return row
  }

  /**
   * Writes the row of a browser signing in; returns it and the key its
   * session must hold. Without a request (a test client's `loginAs`) the
   * device is unknown.
   */
  async track(userId: number, details: Partial<DeviceInfo> & { rememberTokenId?: number | null } = {}) {
    const key = randomToken(40)
    const row = new UserSession()
    row.merge({ deviceType: 'other', ...details, userId, tokenHash: sha256(key), lastActiveAt: DateTime.now() })
    await row.save()
    return { row, key }
  }

  /**
   * Confirms that an authenticated browser is still tracked and marks it
   * active. A browser whose session expired but whose remember-me cookie
   * signed it back in carries no key: its row is found through the token the
   * guard just replaced, and gets a fresh key. Returns false when the row is
   * gone (signed out elsewhere).
   */
  async resume(
    ctx: HttpContext,
    userId: number,
    recycled?: RecycledRememberToken
  ): Promise<boolean> {
    if (await this.#activeLately(ctx, userId)) return true
    let row = await this.current(ctx, userId)
    if (!row && recycled) {
      row = await UserSession.query()
        .where({ userId, rememberTokenId: recycled.previousId })
        .first()
      if (row) {
        const key = randomToken(40)
        row.merge({ tokenHash: sha256(key), rememberTokenId: recycled.newId })
        await row.save()
        ctx.session.put(TRACKED_SESSION_KEY, key)
      }
    }
    if (!row) return false

    if (Date.now() - row.lastActiveAt.toMillis() >= TOUCH_INTERVAL_MS) {
      row.merge({ lastActiveAt: DateTime.now(), ipAddress: ctx.request.ip() || row.ipAddress })
      await row.save()
      await lastActivity.set(activityKey(userId, row.tokenHash), row.lastActiveAt.toJSDate())
    }
    return true
  }

  /**
   * The row of the browser making the request, if it is tracked for this user.
   * Outside a transaction (every signed-in request asks) it is read as SQL
   * written once (readRows) rather than through the query builder.
   */
  async current(ctx: HttpContext, userId: number, trx?: TransactionClientContract) {
    const tokenHash = trackedTokenHash(ctx)
    if (!tokenHash) return null
    if (trx) return UserSession.query({ client: trx }).where({ userId, tokenHash }).first()
    const [row] = await readRows('SELECT * FROM user_sessions WHERE user_id = ? AND token_hash = ? LIMIT 1', [userId, tokenHash])
    return row ? UserSession.$createFromAdapterResult(row) : null
  }

  /**
   * Whether the browser making the request is tracked for this user and was
   * marked active less than TOUCH_INTERVAL_MS ago: what nearly every
   * signed-in request finds, answered without building a model, and from
   * memory until the next write to the database.
   */
  async #activeLately(ctx: HttpContext, userId: number) {
    const tokenHash = trackedTokenHash(ctx)
    if (!tokenHash) return false
    const lastActiveAt = await lastActivity.get(activityKey(userId, tokenHash), async () => {
      const [row] = await readRows('SELECT last_active_at FROM user_sessions WHERE user_id = ? AND token_hash = ? LIMIT 1', [userId, tokenHash])
      return row?.last_active_at ?? null
    })
    return isLaterThan(lastActiveAt, Date.now() - TOUCH_INTERVAL_MS)
  }

  /** Forgets the browser making the request (logout). */
  async end(ctx: HttpContext, userId: number) {
    const row = await this.current(ctx, userId)
    ctx.session.forget(TRACKED_SESSION_KEY)
    if (!row) return
    await db.transaction(async (trx) => {
      await trx.from('user_sessions').where('id', row.id).delete()
      if (row.rememberTokenId)
        await trx.from('remember_me_tokens').where('id', row.rememberTokenId).delete()
    })
  }

  /**
   * Signs out every other browser of the user; the one making the request
   * (when it is signed in with its session) stays. Runs in `trx` when given.
   */
  async endOthers(ctx: HttpContext, userId: number, trx?: TransactionClientContract) {
    await this.#inTransaction(trx, async (client) => {
      const current =
        ctx.auth.authenticatedViaGuard === 'web' ? await this.current(ctx, userId, client) : null
      const sessions = client.from('user_sessions').where('user_id', userId)
      const tokens = client.from('remember_me_tokens').where('tokenable_id', userId)
      if (current) sessions.whereNot('id', current.id)
      if (current?.rememberTokenId) tokens.whereNot('id', current.rememberTokenId)
      await sessions.delete()
      await tokens.delete()
    })
  }

  /** Signs out every browser of the user (password reset). Runs in `trx` when given. */
  async endAll(userId: number, trx?: TransactionClientContract) {
    await this.#inTransaction(trx, async (client) => {
      await client.from('user_sessions').where('user_id', userId).delete()
      await client.from('remember_me_tokens').where('tokenable_id', userId).delete()
    })
  }

  #inTransaction(
    trx: TransactionClientContract | undefined,
    work: (client: TransactionClientContract) => Promise<void>
  ) {
    return trx ? work(trx) : db.transaction(work)
  }

  /** The user's browsers, most recently active first. */
  list(userId: number) {
    return UserSession.query()
      .where('userId', userId)
      .orderBy('lastActiveAt', 'desc')
      .orderBy('id', 'desc')
  }
}

/** The hash under which the browser making the request is tracked (null when its session carries no key). */
function trackedTokenHash(ctx: HttpContext): string | null {
  const key = ctx.session.get(TRACKED_SESSION_KEY)
  return typeof key === 'string' && key ? sha256(key) : null
}

/**
 * Whether a last_active_at column value is later than `ms`: a Date from
 * MySQL, or on SQLite the text Lucid wrote ('yyyy-MM-dd HH:mm:ss', local
 * time), compared as text with `ms` written the same way (without luxon:
 * every signed-in request asks).
 */
function isLaterThan(value: unknown, ms: number) {
  if (value instanceof Date) return value.getTime() > ms
  return typeof value === 'string' && value > localSqlDateTime(ms)
}

/** 'yyyy-MM-dd HH:mm:ss' in local time, as luxon's toFormat writes it. */
function localSqlDateTime(ms: number) {
  const at = new Date(ms)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
}

function activityKey(userId: number, tokenHash: string) {
  return `${userId}\u0000${tokenHash}`
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '../models/error_log_entry.js'
import type { ErrorLogDetail, ErrorLogPage, ErrorLogSummary } from '../../shared/error_log_types.js'

export interface ErrorLogFilters {
  page: number
  perPage: number
  /** Only entries from this ISO time on. */
  since?: string
}

const LIST_COLUMNS = ['id', 'source', 'exception', 'message', 'url', 'method', 'status', 'request_id', 'user_id', 'created_at']

/** Lucid returns timestamps as text on SQLite and as Date on MySQL; both become ISO times in UTC. */
function isoTime(value: string | Date) {
  const time = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
  return time.toUTC().toISO()!
}

/** The people of these entries, by id (a deleted account leaves its entries without one). */
async function usersOf(ids: number[]) {
  if (!ids.length) return new Map<number, ErrorLogSummary['user']>()
  const rows = await db.from('users').whereIn('id', ids).select('id', 'email', 'first_name', 'last_name')
  return new Map(
    rows.map((row) => [row.id as number, { id: row.id, email: row.email, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email }])
  )
}

function summaryOf(row: Record<string, any>, users: Map<number, ErrorLogSummary['user']>): ErrorLogSummary {
  return {
    id: row.id,
    source: row.source,
    exception: row.exception,
    message: row.message,
    url: row.url,
    method: row.method,
    status: row.status,
    request_id: row.request_id,
    user: (row.user_id && users.get(row.user_id)) || null,
    created_at: isoTime(row.created_at),
  }
}

/** A page of the error log, newest first (id breaks ties), with the total for the pager. */
export async function errorLogPage({ page, perPage, since }: ErrorLogFilters): Promise<ErrorLogPage> {
  const filtered = () => {
    const query = db.from('error_logs')
    if (since) query.where('created_at', '>=', sqlTime(DateTime.fromISO(since, { setZone: true })))
    return query
  }
  const [rows, [{ total }]] = await Promise.all([
    filtered().select(LIST_COLUMNS).orderBy('id', 'desc').offset((page - 1) * perPage).limit(perPage),
    filtered().count('* as total'),
  ])
  const users = await usersOf([...new Set(rows.map((row) => row.user_id).filter(Boolean))])
  return {
    data: rows.map((row) => summaryOf(row, users)),
    current_page: page,
    per_page: perPage,
    total: Number(total),
    last_page: Math.max(1, Math.ceil(Number(total) / perPage)),
  }
}

/** One entry with its stack and browser, or null. */
export async function errorLogEntry(id: number): Promise<ErrorLogDetail | null> {
  const row = await db.from('error_logs').where('id', id).first()
  if (!row) return null
  const users = await usersOf(row.user_id ? [row.user_id] : [])
  return { ...summaryOf(row, users), stack: row.stack as string | null, user_agent: row.user_agent as string | null }
}

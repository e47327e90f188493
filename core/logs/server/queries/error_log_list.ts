import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '../models/error_log_entry.js'
import { isoTime, pageOf, whereContains } from './log_query_helpers.js'
import type { ErrorLogDetail, ErrorLogPage, ErrorLogSummary } from '../../shared/error_log_types.js'

export interface ErrorLogFilters {
  page: number
  perPage: number
  /** Only entries from this ISO time on. */
  since?: string
  /** Text in the error's class, message, address or request id. */
  search?: string
}

const LIST_COLUMNS = ['id', 'source', 'exception', 'message', 'url', 'method', 'status', 'request_id', 'user_id', 'created_at']

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
export async function errorLogPage({ page, perPage, since, search }: ErrorLogFilters): Promise<ErrorLogPage> {
  const filtered = () => {
    const query = db.from('error_logs')
    if (since) query.where('created_at', '>=', sqlTime(DateTime.fromISO(since, { setZone: true })))
    if (search) whereContains(query, ['exception', 'message', 'url', 'request_id'], search)
    return query
  }
  const rows = await pageOf<Record<string, any>, Record<string, any>>(filtered, { page, perPage, columns: LIST_COLUMNS }, (row) => row)
  const users = await usersOf([...new Set(rows.data.map((row) => row.user_id).filter(Boolean))])
  return { ...rows, data: rows.data.map((row) => summaryOf(row, users)) }
}

/** One entry with its stack and browser, or null. */
export async function errorLogEntry(id: number): Promise<ErrorLogDetail | null> {
  const row = await db.from('error_logs').where('id', id).first()
  if (!row) return null
  const users = await usersOf(row.user_id ? [row.user_id] : [])
  return { ...summaryOf(row, users), stack: row.stack as string | null, user_agent: row.user_agent as string | null }
}

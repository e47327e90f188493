import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ListPage } from '#core/kernel/shared/list_page'
import { sqlTime } from '../models/error_log_entry.js'
import { ERROR_LOG_LIST, type ErrorLogListInput } from '../log_lists.js'
import { isoTime, whereContains } from './log_query_helpers.js'
import type { ErrorLogDetail, ErrorLogSummary } from '../../shared/error_log_types.js'

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
    id: Number(row.id),
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

/** The entries from a time on, of one source, holding a text (in the error's class, message, address or request id). */
export function errorLogsMatching({ query: text, source, since }: Pick<ErrorLogListInput, 'query' | 'source' | 'since'>) {
  const query = db.from('error_logs')
  if (since) query.where('created_at', '>=', sqlTime(DateTime.fromISO(since, { setZone: true })))
  if (source) query.where('source', source)
  if (text) whereContains(query, ['exception', 'message', 'url', 'request_id'], text)
  return query
}

/** A keyset page of the error log with each entry's person (one query for the page's people). */
export async function errorLogPage(input: ErrorLogListInput): Promise<ListPage<ErrorLogSummary>> {
  const page = await ERROR_LOG_LIST.page(input, () => errorLogsMatching(input).select(LIST_COLUMNS), (row) => row)
  const users = await usersOf([...new Set(page.data.map((row) => Number(row.user_id)).filter(Boolean))])
  return { ...page, data: page.data.map((row) => summaryOf(row, users)) }
}

/** How many entries a period logged. */
export async function errorLogCount(since: string | undefined) {
  const [{ total }] = await errorLogsMatching({ since }).count('* as total')
  return Number(total)
}

/** One entry with its stack and browser, or null. */
export async function errorLogEntry(id: number): Promise<ErrorLogDetail | null> {
  const row = await db.from('error_logs').where('id', id).first()
  if (!row) return null
  const users = await usersOf(row.user_id ? [row.user_id] : [])
  return { ...summaryOf(row, users), stack: row.stack as string | null, user_agent: row.user_agent as string | null }
}

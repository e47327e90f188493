import db from '@adonisjs/lucid/services/db'
import type { LogPage, OutgoingEmailDetail, OutgoingEmailStatus, OutgoingEmailSummary } from '../../shared/log_types.js'
import { isoTime, pageOf, whereContains } from './log_query_helpers.js'

export interface OutgoingEmailFilters {
  page: number
  perPage: number
  /** Text in the recipient or the subject. */
  search?: string
  status?: OutgoingEmailStatus
}

const SUMMARY_COLUMNS = ['id', 'recipient', 'subject', 'status', 'error', 'created_at']

function summaryOf(row: Record<string, any>): OutgoingEmailSummary {
  return { id: Number(row.id), recipient: row.recipient, subject: row.subject, status: row.status, error: row.error, created_at: isoTime(row.created_at) }
}

/**
 * The emails the site sent or tried to send, newest first: every attempt
 * the accounts module's MailSender records in outgoing_emails.
 */
export async function outgoingEmailPage({ page, perPage, search, status }: OutgoingEmailFilters): Promise<LogPage<OutgoingEmailSummary>> {
  const filtered = () => {
    const query = db.from('outgoing_emails')
    if (status) query.where('status', status)
    if (search) whereContains(query, ['recipient', 'subject'], search)
    return query
  }
  return pageOf(filtered, { page, perPage, columns: SUMMARY_COLUMNS }, summaryOf)
}

/** One recorded email with its bodies, or null. */
export async function outgoingEmail(id: number): Promise<OutgoingEmailDetail | null> {
  const row = await db.from('outgoing_emails').where('id', id).first()
  return row ? { ...summaryOf(row), text_body: row.text_body, html_body: row.html_body } : null
}

import db from '@adonisjs/lucid/services/db'
import type { OutgoingEmailDetail, OutgoingEmailSummary } from '../../shared/log_types.js'
import type { OutgoingEmailListInput } from '../log_lists.js'
import { isoTime, whereContains } from './log_query_helpers.js'

const SUMMARY_COLUMNS = ['id', 'recipient', 'subject', 'status', 'error', 'created_at']

export function presentOutgoingEmail(row: Record<string, any>): OutgoingEmailSummary {
  return { id: Number(row.id), recipient: row.recipient, subject: row.subject, status: row.status, error: row.error, created_at: isoTime(row.created_at) }
}

/**
 * The emails the site sent or tried to send: every attempt the accounts
 * module's MailSender records in outgoing_emails, matching the text typed
 * (recipient or subject) and the status.
 */
export function filteredOutgoingEmails({ query: text, status }: OutgoingEmailListInput) {
  const query = db.from('outgoing_emails').select(SUMMARY_COLUMNS)
  if (status) query.where('status', status)
  if (text) whereContains(query, ['recipient', 'subject'], text)
  return query
}

/** One recorded email with its bodies, or null. */
export async function outgoingEmail(id: number): Promise<OutgoingEmailDetail | null> {
  const row = await db.from('outgoing_emails').where('id', id).first()
  return row ? { ...presentOutgoingEmail(row), text_body: row.text_body, html_body: row.html_body } : null
}

import { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { markAudited } from '#core/kernel/http/admin_writes'
import type { AuditSubject } from '../shared/audit_types.js'

export interface AuditRecord {
  /** `<thing>.<verb>` in the past tense: 'custom_page.created', 'settings.updated'. */
  action: string
  subject: AuditSubject
  /** The subject as it was (null when it is new) and as it is now (null when deleted): JSON, without secrets. */
  before: unknown
  after: unknown
}

/** Who acted, when the write runs outside a request (an ace command acting for someone). */
export interface AuditActor {
  userId: number | null
  ip: string | null
}

/**
 * Records one admin write in the audit log, inside the write's own
 * transaction: the entry exists exactly when the change does. Within a
 * request the actor and address are the request's (AdonisJS's async local
 * storage), and the request counts as audited (core/kernel/http/admin_writes.ts).
 */
export async function recordAudit(trx: TransactionClientContract, record: AuditRecord, actor?: AuditActor) {
  const ctx = HttpContext.get()
  const who = actor ?? { userId: (ctx?.auth.user?.id as number | undefined) ?? null, ip: ctx?.request.ip() ?? null }
  await trx.insertQuery().table('audit_entries').insert({
    user_id: who.userId,
    action: record.action,
    subject_type: record.subject.type,
    subject_id: record.subject.id === null ? null : String(record.subject.id),
    before: jsonOrNull(record.before),
    after: jsonOrNull(record.after),
    ip: who.ip,
    // Text in UTC, as both databases compare it with the screen's day filters (a Date is a number on SQLite).
    created_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss'),
  })
  if (ctx) markAudited(ctx)
}

function jsonOrNull(value: unknown) {
  return value === null || value === undefined ? null : JSON.stringify(value)
}

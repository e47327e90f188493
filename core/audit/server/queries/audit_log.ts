import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { AuditEntry, AuditFacets } from '../../shared/audit_types.js'
import type { AuditListInput } from '../audit_list.js'

type Person = NonNullable<AuditEntry['user']>

/** Lucid returns timestamps as text on SQLite and as Date on MySQL; both become ISO times in UTC. */
function isoTime(value: string | Date) {
  const time = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
  return time.toUTC().toISO()!
}

/** Midnight (UTC) starting the day VineJS parsed (at local midnight), plus `days`, as created_at's timestamp text. */
function startOfDay(day: Date, days = 0) {
  const utc = new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate() + days))
  return `${utc.toISOString().slice(0, 10)} 00:00:00`
}

function parsed(json: string | null) {
  return json === null ? null : JSON.parse(json)
}

/** The entries the screen's filters leave, each with its actor's name (one query: no per-row lookups). */
export function filteredAuditEntries(input: AuditListInput) {
  const query = db
    .from('audit_entries')
    .leftJoin('users', 'users.id', 'audit_entries.user_id')
    .select('audit_entries.*', 'users.email as user_email', 'users.first_name as user_first_name', 'users.last_name as user_last_name')
  if (input.userId) query.where('audit_entries.user_id', input.userId)
  if (input.action) query.where('audit_entries.action', input.action)
  if (input.subjectType) query.where('audit_entries.subject_type', input.subjectType)
  if (input.from) query.where('audit_entries.created_at', '>=', startOfDay(input.from))
  // The whole last day: before the start of the next one.
  if (input.to) query.where('audit_entries.created_at', '<', startOfDay(input.to, 1))
  return query
}

function personOf(row: Record<string, any>): Person | null {
  if (!row.user_email) return null
  return { id: Number(row.user_id), email: row.user_email, name: [row.user_first_name, row.user_last_name].filter(Boolean).join(' ') || row.user_email }
}

export function presentAuditEntry(row: Record<string, any>): AuditEntry {
  return {
    id: Number(row.id),
    action: row.action,
    subject: { type: row.subject_type, id: row.subject_id },
    user: personOf(row),
    user_id: row.user_id === null ? null : Number(row.user_id),
    before: parsed(row.before),
    after: parsed(row.after),
    ip: row.ip,
    created_at: isoTime(row.created_at),
  }
}

/** One entry, or null. */
export async function auditEntry(id: number) {
  const row = await filteredAuditEntries({}).where('audit_entries.id', id).first()
  return row ? presentAuditEntry(row) : null
}

/** The actions, subject types and people recorded so far, for the filters' choices. */
export async function auditFacets(): Promise<AuditFacets> {
  const [actions, types, actors] = await Promise.all([
    db.from('audit_entries').distinct('action').orderBy('action'),
    db.from('audit_entries').distinct('subject_type').orderBy('subject_type'),
    db
      .from('users')
      .whereIn('id', db.from('audit_entries').distinct('user_id').whereNotNull('user_id'))
      .select('id', 'email', 'first_name', 'last_name'),
  ])
  return {
    actions: actions.map((row) => row.action),
    subject_types: types.map((row) => row.subject_type),
    actors: actors
      .map((row) => personOf({ user_id: row.id, user_email: row.email, user_first_name: row.first_name, user_last_name: row.last_name })!)
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { AuditEntry, AuditFacets, AuditPage } from '../../shared/audit_types.js'

export interface AuditFilters {
  page: number
  perPage: number
  userId?: number
  action?: string
  subjectType?: string
  subjectId?: string
  from?: Date
  to?: Date
}

/** Lucid returns timestamps as text on SQLite and as Date on MySQL; both become ISO times in UTC. */
function isoTime(value: string | Date) {
  const time = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
  return time.toUTC().toISO()!
}

/** A UTC day's start as both databases compare it against a timestamp column. */
function sqlDay(date: Date, plusDays = 0) {
  return DateTime.fromJSDate(date, { zone: 'utc' }).startOf('day').plus({ days: plusDays }).toFormat('yyyy-MM-dd HH:mm:ss')
}

function parsed(json: string | null) {
  return json === null ? null : JSON.parse(json)
}

/** The accounts behind these entries, by id (a deleted account leaves only its id). */
async function usersOf(ids: number[]) {
  if (!ids.length) return new Map<number, NonNullable<AuditEntry['user']>>()
  const rows = await db.from('users').whereIn('id', ids).select('id', 'email', 'first_name', 'last_name')
  return new Map(
    rows.map((row) => [row.id as number, { id: row.id, email: row.email, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email }])
  )
}

/** A page of the audit log, newest first (id breaks ties), with the total for the pager. */
export async function auditPage(filters: AuditFilters): Promise<AuditPage> {
  const { page, perPage } = filters
  const filtered = () => {
    const query = db.from('audit_entries')
    if (filters.userId) query.where('user_id', filters.userId)
    if (filters.action) query.where('action', filters.action)
    if (filters.subjectType) query.where('subject_type', filters.subjectType)
    if (filters.subjectId) query.where('subject_id', filters.subjectId)
    if (filters.from) query.where('created_at', '>=', sqlDay(filters.from))
    if (filters.to) query.where('created_at', '<', sqlDay(filters.to, 1))
    return query
  }
  const [rows, [{ total }]] = await Promise.all([
    filtered().select('*').orderBy('created_at', 'desc').orderBy('id', 'desc').offset((page - 1) * perPage).limit(perPage),
    filtered().count('* as total'),
  ])
  const users = await usersOf([...new Set(rows.map((row) => row.user_id).filter(Boolean))])
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      subject: { type: row.subject_type, id: row.subject_id },
      user: (row.user_id && users.get(row.user_id)) || null,
      user_id: row.user_id,
      before: parsed(row.before),
      after: parsed(row.after),
      ip: row.ip,
      created_at: isoTime(row.created_at),
    })),
    current_page: page,
    per_page: perPage,
    total: Number(total),
    last_page: Math.max(1, Math.ceil(Number(total) / perPage)),
  }
}

/** The actions, subject types and people recorded so far, for the filters' choices. */
export async function auditFacets(): Promise<AuditFacets> {
  const [actions, types, actorIds] = await Promise.all([
    db.from('audit_entries').distinct('action').orderBy('action'),
    db.from('audit_entries').distinct('subject_type').orderBy('subject_type'),
    db.from('audit_entries').distinct('user_id').whereNotNull('user_id'),
  ])
  const actors = await usersOf(actorIds.map((row) => row.user_id))
  return {
    actions: actions.map((row) => row.action),
    subject_types: types.map((row) => row.subject_type),
    actors: [...actors.values()].sort((a, b) => a.name.localeCompare(b.name)),
  }
}

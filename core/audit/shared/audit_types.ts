/** The audit log as GET audit-log (a ListPage of these) and GET audit-log/:id send it (the server's query and the admin's audit screen share these). */

/** What an entry is about: a kind of thing and, when it has one, its id. */
export interface AuditSubject {
  type: string
  id: string | number | null
}

export interface AuditEntry {
  id: number
  /** `<thing>.<verb>`: 'custom_page.updated', 'settings.updated'. */
  action: string
  subject: { type: string; id: string | null }
  /** Who did it; null when done outside a request (a command) or by an account since deleted (then user_id stays). */
  user: { id: number; email: string; name: string } | null
  user_id: number | null
  /** The subject before and after the write, as JSON; null when it did not exist (created) or no longer does (deleted). */
  before: unknown
  after: unknown
  ip: string | null
  created_at: string
}

/** The values the screen's filters offer: the actions, subject types and people recorded so far. */
export interface AuditFacets {
  actions: string[]
  subject_types: string[]
  actors: Array<{ id: number; email: string; name: string }>
}

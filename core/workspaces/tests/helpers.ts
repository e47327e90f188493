import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import { UserFactory } from '#database/factories/user_factory'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import type { WorkspaceRole } from '../shared/workspace_roles.js'

export interface Person {
  user: User
  session: CookieSession
}

export async function person(): Promise<Person> {
  const user = await UserFactory.create()
  return { user, session: await signIn(user) }
}

/** A workspace made through the API by `owner`. */
export async function workspaceOf(owner: Person, name = 'Night Owls') {
  const response = await owner.session.post('/api/v1/workspaces').json({ name })
  if (response.status() !== 201) throw new Error(`Create failed: ${response.status()} ${response.text()}`)
  return Number(response.body().workspace.id)
}

/** Adds a member directly (tests of what a role may do need no invitation round trip). */
export async function addMember(workspaceId: number, user: User, role: WorkspaceRole) {
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  await db.table('workspace_members').insert({ workspace_id: workspaceId, user_id: user.id, role, created_at: now, updated_at: now })
}

/** The invitation link's id, read from the email the person received. */
export function inviteIdIn(text: string) {
  const match = /invite_id=([0-9a-f-]{36})/.exec(text)
  if (!match) throw new Error(`No invitation link in: ${text}`)
  return match[1]
}

import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

/** A browser signed in as a new administrator (the Admins role: 'admin' grants everything). */
export async function signInAsAdmin() {
  const admin = await UserFactory.apply('admin').create()
  return { admin, session: await signIn(admin) }
}

/** A browser signed in as someone without any admin permission. */
export async function signInAsMember() {
  const member = await UserFactory.create()
  return { member, session: await signIn(member) }
}

/**
 * Runs `check` while `admin` is the site's only administrator: every other
 * account's grants of 'admin' (roles and direct) are taken away for the
 * time and given back afterwards, since every test shares one database.
 */
export async function asOnlyAdministrator(admin: User, check: () => Promise<void>) {
  const adminPermission = await db.from('permissions').where('name', 'admin').firstOrFail()
  const roleGrants = await db
    .from('user_roles')
    .join('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .where('role_permissions.permission_id', adminPermission.id)
    .whereNot('user_roles.user_id', admin.id)
    .select('user_roles.user_id', 'user_roles.role_id', 'user_roles.created_at')
  const directGrants = await db.from('user_permissions').where('permission_id', adminPermission.id).whereNot('user_id', admin.id)
  for (const row of roleGrants) await db.from('user_roles').where({ user_id: row.user_id, role_id: row.role_id }).delete()
  await db.from('user_permissions').where('permission_id', adminPermission.id).whereNot('user_id', admin.id).delete()
  try {
    await check()
  } finally {
    // Accounts a test deleted meanwhile get nothing back.
    const existing = new Set((await db.from('users').select('id')).map((row) => row.id))
    const roles = roleGrants.filter((row) => existing.has(row.user_id))
    const direct = directGrants.filter((row) => existing.has(row.user_id))
    if (roles.length) await db.table('user_roles').multiInsert(roles)
    if (direct.length) await db.table('user_permissions').multiInsert(direct)
  }
}

/** The role ids by name. */
export async function roleId(name: string): Promise<number> {
  return (await db.from('roles').where('name', name).firstOrFail()).id
}

/** The audit log's entries about a subject, oldest first: action, who, and before/after parsed. */
export async function auditEntries(type: 'user' | 'role', id: number) {
  const rows = await db.from('audit_entries').where({ subject_type: type, subject_id: String(id) }).orderBy('id')
  return rows.map((row) => ({
    action: row.action as string,
    userId: row.user_id as number | null,
    before: row.before ? JSON.parse(row.before) : null,
    after: row.after ? JSON.parse(row.after) : null,
  }))
}

import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import { passwordConfirmedWithin } from './password_confirmation.js'
import type { BootstrapPermission, BootstrapRole } from '#core/kernel/shared/bootstrap_data'
import { SUPER_ADMIN } from '#core/accounts/permissions'
import { readRows } from '#core/kernel/database/read_rows'
import { ReadCache } from '#core/kernel/cache/read_cache'

interface PermissionRow {
  name: string
  restrictions: string | null
}

/**
 * How long role permissions are reused from memory. Anonymous traffic checks
 * the guest role on every request; an admin's change to a role reaches every
 * server process within this time (or at once where forgetCachedRoles runs).
 */
const ROLE_CACHE_TTL_MS = 10_000

let guestRoleCache: { role: Promise<BootstrapRole | null>; expiresAt: number } | null = null

type Grants = (permission: string) => boolean

/** A signed-in person's roles and permissions, and the grants answered from them. */
export interface PersonAccess {
  roles: Array<{ id: number; name: string }>
  permissions: BootstrapPermission[]
  grants: Grants
}

/**
 * Each signed-in person's access, kept until the next write (ReadCache: every
 * write request, and the jobs that change roles or subscriptions, drop it on
 * every node), so a changed role, role assignment, plan or ban counts from the
 * next request. Every signed-in request checks their grants, and every shell
 * shows their roles and permissions: two queries a page before.
 */
const peopleAccess = new ReadCache<PersonAccess>('accounts.access')

/**
 * Resolves what a person may do: the union of their roles' permissions, or
 * the guest role's when logged out. 'admin' grants everything.
 */
export class PermissionResolver {
  /** Drops cached role permissions; call after changing roles or their permissions. */
  static forgetCachedRoles() {
    guestRoleCache = null
  }

  /** A confirmation lives in the browser's session: a request with an API token (no session) never has one. */
  passwordRecentlyConfirmed(ctx: HttpContext): boolean {
    const user = ctx.auth.user as User | undefined
    return Boolean(user && ctx.session && passwordConfirmedWithin(ctx.session, user))
  }

  async guestRole(): Promise<BootstrapRole | null> {
    if (!guestRoleCache || guestRoleCache.expiresAt <= Date.now()) {
      const role = this.#loadGuestRole()
      guestRoleCache = { role, expiresAt: Date.now() + ROLE_CACHE_TTL_MS }
      // A failed lookup is not remembered.
      role.catch(() => (guestRoleCache = null))
    }
    return guestRoleCache.role
  }

  async #loadGuestRole(): Promise<BootstrapRole | null> {
    const role = await db.from('roles').where('guests', true).first()
    if (!role) return null
    return { id: role.id, name: role.name, permissions: await this.#rolePermissions([role.id]) }
  }

  /** SQL written once (readRows), as permissionsOf: with accessOf's cache empty (after a write) every request asks. */
  async rolesOf(userId: number): Promise<Array<{ id: number; name: string }>> {
    return readRows(
      'SELECT roles.id, roles.name FROM roles JOIN user_roles ON user_roles.role_id = roles.id WHERE user_roles.user_id = ? ORDER BY roles.id',
      [userId]
    )
  }

  /** The permissions of the user's roles and their own, in one statement of SQL written once (readRows): every signed-in request asks. */
  async permissionsOf(userId: number): Promise<BootstrapPermission[]> {
    return mergePermissions(await readRows<PermissionRow>(USER_PERMISSIONS, [userId, userId]))
  }

  /**
   * What a visitor may do, resolved once: the returned function answers for
   * any permission without further queries. 'admin' grants everything.
   */
  async grantsOf(userId: number | null): Promise<Grants> {
    if (userId === null) return grantsFrom((await this.guestRole())?.permissions ?? [])
    return (await this.accessOf(userId)).grants
  }

  /** The person's roles and permissions as kept until the next write (shared: callers must not change them). */
  async accessOf(userId: number): Promise<PersonAccess> {
    return peopleAccess.get(String(userId), async () => {
      const [roles, permissions] = await Promise.all([this.rolesOf(userId), this.permissionsOf(userId)])
      return { roles, permissions, grants: grantsFrom(permissions) }
    })
  }

  async #rolePermissions(roleIds: number[]): Promise<BootstrapPermission[]> {
    if (!roleIds.length) return []
    return mergePermissions(await permissionRows().whereIn('role_permissions.role_id', roleIds))
  }
}

function grantsFrom(permissions: BootstrapPermission[]): Grants {
  const names = new Set(permissions.map((granted) => granted.name))
  return (permission) => names.has(SUPER_ADMIN) || names.has(permission)
}

/** The permissions of the user's roles and those given to them directly (user_permissions). */
const USER_PERMISSIONS =
  'SELECT permissions.name, role_permissions.restrictions FROM permissions JOIN role_permissions ON role_permissions.permission_id = permissions.id ' +
  'JOIN user_roles ON user_roles.role_id = role_permissions.role_id WHERE user_roles.user_id = ? ' +
  'UNION ALL SELECT permissions.name, user_permissions.restrictions FROM permissions JOIN user_permissions ON user_permissions.permission_id = permissions.id ' +
  'WHERE user_permissions.user_id = ? ORDER BY name'

/** Permissions with the restrictions of the role granting them; callers pick the roles. */
function permissionRows() {
  return db.from('permissions').join('role_permissions', 'role_permissions.permission_id', 'permissions.id').select('permissions.name', 'role_permissions.restrictions').orderBy('permissions.name')
}

/** One entry per permission: one granted by several roles keeps the most generous quota. */
function mergePermissions(rows: PermissionRow[]): BootstrapPermission[] {
  const merged = new Map<string, BootstrapPermission>()
  for (const row of rows) {
    const restrictions = parseRestrictions(row.restrictions)
    const existing = merged.get(row.name)
    if (!existing) merged.set(row.name, { name: row.name, restrictions })
    else existing.restrictions = mostGenerous(existing.restrictions, restrictions)
  }
  return [...merged.values()]
}

function parseRestrictions(value: string | null): BootstrapPermission['restrictions'] {
  if (!value) return []
  try {
    const parsed = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

function mostGenerous(a: BootstrapPermission['restrictions'], b: BootstrapPermission['restrictions']) {
  const byName = new Map(a.map((restriction) => [restriction.name, restriction]))
  for (const restriction of b) {
    const current = byName.get(restriction.name)
    const unlimited = current?.value === null || restriction.value === null
    if (!current || unlimited || (restriction.value ?? 0) > (current.value ?? 0)) {
      byName.set(restriction.name, { name: restriction.name, value: unlimited ? null : restriction.value })
    }
  }
  return [...byName.values()]
}

/**
 * The shapes of the admin's users and roles API (spec section 2, Admin:
 * users and roles), declared once for the server's answers and the screens.
 */
import type { BootstrapPermission } from '../../kernel/shared/bootstrap_data.js'
import type { Account, AccessToken } from './account_types.js'

/** A permission as stored on a role or a person: its name and numeric quotas (null = unlimited). */
export type GrantedPermission = BootstrapPermission

/** A permission the role editor offers, as its manifest declared it. */
export interface PermissionOption {
  name: string
  label: string
  description: string | null
  /** The numeric quotas a role may attach to it. */
  restrictions: Array<{ name: string; label: string; description?: string }>
}

/** Permissions grouped under the headings the manifests declared. */
export interface PermissionGroup {
  group: string
  permissions: PermissionOption[]
}

/** GET permissions. */
export interface PermissionCatalogueResponse {
  groups: PermissionGroup[]
}

export interface RoleSummary {
  id: number
  name: string
  description: string | null
  /** The role of logged-out visitors (one, seeded; never given to an account). */
  guests: boolean
  /** The role every new account receives (exactly one). */
  default: boolean
  users_count: number
  created_at: string | null
  updated_at: string | null
}

export interface RoleDetail extends RoleSummary {
  permissions: GrantedPermission[]
}

/** GET roles/{id}, POST roles, PUT roles/{id}. */
export interface RoleResponse {
  role: RoleDetail
}

/** GET user-access-options: what the permissions tab of a user offers. */
export interface UserAccessOptionsResponse {
  roles: RoleSummary[]
  groups: PermissionGroup[]
}

/** A row of the admin's user list (GET users: a ListPage of these). */
export interface UserSummary {
  id: number
  name: string
  email: string
  image: string | null
  email_verified_at: string | null
  banned_at: string | null
  roles: Array<{ id: number; name: string }>
  created_at: string | null
}

/** An account as the admin's user screens show it. */
export interface AdminUser extends Account {
  ban_reason: string | null
  roles: Array<{ id: number; name: string }>
  /** Given to the person directly, besides their roles'. */
  direct_permissions: GrantedPermission[]
  /** Holds admin.access: never impersonated. */
  is_admin: boolean
}

/** GET users/{id}/admin, and every admin write on an account. */
export interface AdminUserResponse {
  user: AdminUser
}

/** GET users/{id}/access-tokens. */
export interface AdminUserTokensResponse {
  tokens: AccessToken[]
}

/** module_data.accounts of the bootstrap data while an admin acts as someone else. */
export interface AccountsModuleData {
  impersonating: { user_name: string; admin_name: string } | null
}

import type { PermissionDefinition } from '#core/kernel/contract'

/** Grants every permission (spec section 6). */
export const SUPER_ADMIN = 'admin'
export const ADMIN_ACCESS = 'admin.access'
export const USERS_UPDATE = 'users.update'
export const ROLES_UPDATE = 'roles.update'
export const API_ACCESS = 'api.access'
/** The admin's files screen: every stored file, and deleting them (stored_images is this module's). */
export const FILES_UPDATE = 'files.update'

export const ACCOUNTS_PERMISSIONS: PermissionDefinition[] = [
  { name: SUPER_ADMIN, label: 'Super admin', group: 'Admin', description: 'Grants every permission.' },
  { name: ADMIN_ACCESS, label: 'Access admin area', group: 'Admin', description: 'Open the admin area and its reports.' },
  { name: USERS_UPDATE, label: 'Manage users', group: 'Users', description: 'Create, edit, suspend and delete accounts.' },
  { name: ROLES_UPDATE, label: 'Manage roles', group: 'Users', description: 'Create and edit roles and their permissions.' },
  { name: FILES_UPDATE, label: 'Manage files', group: 'System', description: 'See and delete any uploaded file.' },
  { name: API_ACCESS, label: 'Use the API', group: 'API', description: 'Create API access tokens and read the API docs.', grantToUsers: true },
]

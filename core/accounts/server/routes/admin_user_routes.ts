import type { PluginRouter } from '#core/kernel/contract'
import { can, signedIn } from '#core/kernel/http/guards'
import { FILES_UPDATE, ROLES_UPDATE, USERS_UPDATE } from '../../permissions.js'
import { deleteFilesValidator, FILES_LIST } from '../files/files_list.js'
import { banUsersValidator, banUserValidator, createUserValidator, emailVerifiedValidator, userAccessValidator } from '../validators/user_admin_validators.js'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { roleValidator } from '../validators/role_validators.js'
import { USERS_LIST } from '../queries/users_list.js'
import { ROLES_LIST } from '../queries/roles_list.js'

const AdminUsersController = () => import('../controllers/admin_users_controller.js')
const RolesController = () => import('../controllers/roles_controller.js')
const ImpersonationController = () => import('../controllers/impersonation_controller.js')
const AdminFilesController = () => import('../controllers/admin_files_controller.js')

/** Ids in the address: anything else is a 404, never a query with junk. */
const ID = /^[1-9]\d{0,9}$/

/**
 * Routes under /api/v1 of the admin's users and roles screens (spec section
 * 2: users [users.update], roles [roles.update], files [files.update]); each route checks the
 * permission its screen declares in the manifest.
 */
export function adminUserRoutes(router: PluginRouter) {
  const users = can(USERS_UPDATE)
  router.get('/users', [AdminUsersController, 'index']).use(users).as('admin.users.index').docs({ summary: 'Accounts: search, filters, sort, keyset pages', query: USERS_LIST.validator })
  router.get('/users/export', [AdminUsersController, 'export']).use(users).as('admin.users.export').docs({ summary: 'The accounts of a list view as CSV', query: USERS_LIST.validator })
  router.post('/users/delete', [AdminUsersController, 'destroyMany']).use(users).as('admin.users.destroy_many').docs({ summary: 'Delete the selected accounts', body: bulkIdsValidator })
  router.post('/users/ban', [AdminUsersController, 'banMany']).use(users).as('admin.users.ban_many').docs({ summary: 'Suspend the selected accounts', body: banUsersValidator })
  router.post('/users/unban', [AdminUsersController, 'unbanMany']).use(users).as('admin.users.unban_many').docs({ summary: 'Lift the suspensions of the selected accounts', body: bulkIdsValidator })
  router.post('/users', [AdminUsersController, 'store']).use(users).as('admin.users.store').docs({ summary: 'Create an account', body: createUserValidator })
  router.get('/user-access-options', [AdminUsersController, 'accessOptions']).use(users).as('admin.users.access_options').docs({ summary: 'Roles and permissions an account may be given' })
  router.get('/users/:id/admin', [AdminUsersController, 'show']).where('id', ID).use(users).as('admin.users.show').docs({ summary: 'An account as the admin sees it' })
  router.put('/users/:id/permissions', [AdminUsersController, 'updateAccess']).where('id', ID).use(users).as('admin.users.permissions').docs({ summary: "Replace an account's roles and permissions", body: userAccessValidator })
  router.put('/users/:id/email-verification', [AdminUsersController, 'updateEmailVerification']).where('id', ID).use(users).as('admin.users.email_verification').docs({ summary: 'Mark an email address verified or not', body: emailVerifiedValidator })
  router.post('/users/:id/ban', [AdminUsersController, 'ban']).where('id', ID).use(users).as('admin.users.ban').docs({ summary: 'Suspend an account', body: banUserValidator })
  router.delete('/users/:id/ban', [AdminUsersController, 'unban']).where('id', ID).use(users).as('admin.users.unban').docs({ summary: 'Lift a suspension' })
  router.delete('/users/:id/two-factor', [AdminUsersController, 'resetTwoFactor']).where('id', ID).use(users).as('admin.users.two_factor.reset').docs({ summary: "Reset an account's two-factor authentication" })
  router.get('/users/:id/sessions', [AdminUsersController, 'sessions']).where('id', ID).use(users).as('admin.users.sessions').docs({ summary: "An account's signed-in browsers" })
  router.delete('/users/:id/sessions', [AdminUsersController, 'endSessions']).where('id', ID).use(users).as('admin.users.sessions.end').docs({ summary: 'Sign an account out everywhere' })
  router.get('/users/:id/access-tokens', [AdminUsersController, 'tokens']).where('id', ID).use(users).as('admin.users.tokens').docs({ summary: "An account's API tokens" })
  router
    .delete('/users/:id/access-tokens/:tokenId', [AdminUsersController, 'deleteToken'])
    .where('id', ID)
    .where('tokenId', ID)
    .use(users)
    .as('admin.users.tokens.destroy')
    .docs({ summary: "Delete one of an account's API tokens" })
  router.post('/users/:id/impersonate', [ImpersonationController, 'start']).where('id', ID).use(users).as('admin.users.impersonate').docs({ summary: 'Act as this account in your browser' })
  // The person being acted as has no users.update: being signed in (as them, by an admin) is enough to stop.
  router.post('/impersonation/stop', [ImpersonationController, 'stop']).use(signedIn()).as('impersonation.stop').docs({ summary: 'Stop acting as another account' })

  const roles = can(ROLES_UPDATE)
  router.get('/roles', [RolesController, 'index']).use(roles).as('admin.roles.index').docs({ summary: 'Roles: search, keyset pages', query: ROLES_LIST.validator })
  router.post('/roles/delete', [RolesController, 'destroyMany']).use(roles).as('admin.roles.destroy_many').docs({ summary: 'Delete roles (409 for the guest and default roles)', body: bulkIdsValidator })
  router.get('/permissions', [RolesController, 'permissions']).use(roles).as('admin.permissions.index').docs({ summary: 'Permissions a role may be given' })
  router.post('/roles', [RolesController, 'store']).use(roles).as('admin.roles.store').docs({ summary: 'Create a role', body: roleValidator })
  router.get('/roles/:id', [RolesController, 'show']).where('id', ID).use(roles).as('admin.roles.show').docs({ summary: 'A role with its permissions' })
  router.put('/roles/:id', [RolesController, 'update']).where('id', ID).use(roles).as('admin.roles.update').docs({ summary: 'Edit a role', body: roleValidator })
  router.delete('/roles/:id', [RolesController, 'destroy']).where('id', ID).use(roles).as('admin.roles.destroy').docs({ summary: 'Delete a role' })

  const files = can(FILES_UPDATE)
  router.get('/files', [AdminFilesController, 'index']).use(files).as('admin.files.index').docs({ summary: 'Stored files: search, filters, sort, keyset pages', query: FILES_LIST.validator })
  router.post('/files/delete', [AdminFilesController, 'destroy']).use(files).as('admin.files.destroy').docs({ summary: 'Delete stored files (409 for files in use unless force)', body: deleteFilesValidator })
}

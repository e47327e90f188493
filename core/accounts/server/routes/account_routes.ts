import type { PluginRouter } from '#core/kernel/contract'
import { signedIn } from '#core/kernel/http/guards'
import { deleteUserValidator, updateUserValidator, userLocaleValidator } from '../validators/user_validators.js'

const UsersController = () => import('../controllers/users_controller.js')
const UserAvatarController = () => import('../controllers/user_avatar_controller.js')

/**
 * Routes under /api/v1: people's accounts (spec section 7). `{id}` may be
 * 'me'; UserPolicy decides who may act on which account.
 */
export function accountRoutes(router: PluginRouter) {
  // Public profiles are readable by guests; the full record only by its owner or a user manager.
  // 'me' or a number: other words after /users/ are other routes' (users/export).
  router.get('/users/:id', [UsersController, 'show']).where('id', /^(me|[1-9]\d{0,9})$/).as('users.show').docs({ summary: "A person's account ('me' for yours)" })
  router.put('/users/:id', [UsersController, 'update']).use(signedIn()).as('users.update').docs({ summary: 'Edit account details', body: updateUserValidator })
  router.delete('/users/:id', [UsersController, 'destroy']).use(signedIn()).as('users.destroy').docs({ summary: 'Delete an account', query: deleteUserValidator })
  router
    .post('/users/me/locale', [UsersController, 'updateLocale'])
    .use(signedIn())
    .as('users.locale')
    .docs({ summary: 'Choose your language', body: userLocaleValidator })
  router
    .post('/users/:id/avatar', [UserAvatarController, 'store'])
    .use(signedIn())
    .as('users.avatar.store')
  router
    .delete('/users/:id/avatar', [UserAvatarController, 'destroy'])
    .use(signedIn())
    .as('users.avatar.destroy')
}

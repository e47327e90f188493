import type { PluginRouter } from '#core/kernel/contract'
import { signedIn } from '#core/kernel/http/guards'

const UsersController = () => import('../controllers/users_controller.js')
const UserAvatarController = () => import('../controllers/user_avatar_controller.js')

/**
 * Routes under /api/v1: people's accounts (spec section 7). `{id}` may be
 * 'me'; UserPolicy decides who may act on which account.
 */
export function accountRoutes(router: PluginRouter) {
  // Public profiles are readable by guests; the full record only by its owner or a user manager.
  router.get('/users/:id', [UsersController, 'show']).as('users.show')
  router.put('/users/:id', [UsersController, 'update']).use(signedIn()).as('users.update')
  router.delete('/users/:id', [UsersController, 'destroy']).use(signedIn()).as('users.destroy')
  router
    .post('/users/me/locale', [UsersController, 'updateLocale'])
    .use(signedIn())
    .as('users.locale')
  router
    .post('/users/:id/avatar', [UserAvatarController, 'store'])
    .use(signedIn())
    .as('users.avatar.store')
  router
    .delete('/users/:id/avatar', [UserAvatarController, 'destroy'])
    .use(signedIn())
    .as('users.avatar.destroy')
}

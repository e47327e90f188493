import { definePlugin } from '#core/kernel/contract'
import { WORKSPACES_PERMISSIONS } from './permissions.js'
import { workspaceRoutes } from './server/routes.js'
import { INVITE_TYPE } from './shared/workspace_types.js'
import { WORKSPACE_NOTIFICATION_TYPES } from './notifications.js'

/**
 * The bootstrap's module, imported on the first shell and kept: under the
 * TypeScript loader every import() of even a loaded module is resolved again,
 * and every shell asks (music's seo/pages.ts measured it).
 */
let workspaceBootstrap: Promise<typeof import('./server/workspace_bootstrap.js')> | undefined

/**
 * Workspaces (spec sections 2, 3, 4, 7, 8): teams (a label, a band's crew)
 * owning content together, their members with roles (owner, admin, editor,
 * member), invitations by email, and the active workspace every scoped call
 * names (`workspaceId`). Everyone also has their own space, id 0, which is
 * no row: content outside any workspace has a null `workspace_id`.
 * Modules declare which of their tables workspaces own (`workspaceTables`)
 * and ask the kernel's WorkspaceMemberships which workspace a request works in.
 */
export default definePlugin({
  id: 'workspaces',
  name: 'Workspaces',
  description: 'Teams that manage content together, with roles and invitations by email.',
  dependsOn: ['accounts', 'settings'],
  permissions: WORKSPACES_PERMISSIONS,
  // The invitation's in-app notice with Join and Decline (core/notifications).
  notifications: WORKSPACE_NOTIFICATION_TYPES,
  services: () => import('./server/module_services.js'),
  routes: workspaceRoutes,
  // Registration stays open for a person holding a valid invitation (spec section 2).
  hooks: {
    boot: async () => {
      const [{ registerInviteVerifier }, { inviteAllowsEmail }] = await Promise.all([
        import('#core/accounts/server/services/registration_invites'),
        import('./server/invites/invite_actions.js'),
      ])
      registerInviteVerifier(INVITE_TYPE, inviteAllowsEmail)
    },
  },
  listeners: {
    'user:deleted': [() => import('./server/listeners/release_orphaned_content.js')],
  },
  // module_data.workspaces: the person's workspaces and the active one (the user menu's switcher).
  bootstrap: async ({ ctx }) => (await (workspaceBootstrap ??= import('./server/workspace_bootstrap.js'))).workspacesBootstrap(ctx),
  lang: 'lang',
  web: 'web/index.ts',
})

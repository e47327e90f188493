import { useMemo } from 'react'
import { hasPermission } from '@web/auth/permissions.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { webPlugins } from '@web/kernel/web_plugins.js'
import { adminMenu } from './admin_menu.js'

/** The admin navigation the signed-in viewer may see. */
export function useAdminMenu() {
  const { user, guest_role: guestRole } = useBootstrap()
  return useMemo(
    () =>
      adminMenu(webPlugins, (permission) =>
        hasPermission({ user, guest_role: guestRole }, permission)
      ),
    [user, guestRole]
  )
}

import type { HttpContext } from '@adonisjs/core/http'
import type { AccountsModuleData } from '#core/accounts/shared/admin_types'
import { currentUser } from '#core/kernel/http/guards'
import User from '../models/user.js'
import { Impersonation } from './impersonation.js'

/**
 * The accounts module's part of the bootstrap data: who is acting as the
 * signed-in person, for the banner the web app shows on every page. A
 * session without an impersonation (nearly every one) costs no query.
 */
export async function impersonationBanner(ctx: HttpContext): Promise<AccountsModuleData> {
  const impersonator = Impersonation.of(ctx)
  if (!impersonator) return { impersonating: null }
  const user = (await currentUser(ctx)) as User | null
  if (!user) return { impersonating: null }
  const admin = await User.find(impersonator.adminId)
  return { impersonating: { user_name: user.name, admin_name: admin?.name ?? '' } }
}

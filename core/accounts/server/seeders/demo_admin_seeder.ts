import type { ModuleSeeder } from '#core/kernel/contract'
import User from '#core/accounts/server/models/user'
import { createUser } from '#core/accounts/server/actions/create_user'

/** The demo admin the README prints. Created once; never reset. */
export const DEMO_ADMIN = { email: 'admin@cadenza.test', password: 'cadenza-demo' }

const demoAdminSeeder: ModuleSeeder = {
  async run(host) {
    if (await User.findBy('email', DEMO_ADMIN.email)) return
    await createUser({ ...DEMO_ADMIN, firstName: 'Demo', lastName: 'Admin', admin: true, verified: true })
    host.logger.info(`demo admin created: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`)
  },
}

export default demoAdminSeeder

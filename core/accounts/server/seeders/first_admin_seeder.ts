import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import type { ModuleSeeder, PluginHost } from '#core/kernel/contract'
import { SettingsStore } from '#core/settings/server/settings_store'
import User from '#core/accounts/server/models/user'
import { createUser } from '#core/accounts/server/actions/create_user'
import {
  DEMO_ADMIN,
  publishedCredentialWorks,
} from '#core/accounts/server/services/demo_credentials'

/** The first admin's sign-in email; the password is random and shown once. */
export const FIRST_ADMIN_EMAIL = DEMO_ADMIN.email

/**
 * A demo site (DEMO_MODE=true) gets the demo admin with its published
 * password, and the login form prefilled with it (the demo.* settings, stored
 * once with the account so an admin's later change sticks).
 */
export async function seedDemoAdmin(host: PluginHost) {
  if (await User.findBy('email', DEMO_ADMIN.email)) return
  const settings = await app.container.make(SettingsStore)
  await db.transaction(async (trx) => {
    await createUser(
      { ...DEMO_ADMIN, firstName: 'Demo', lastName: 'Admin', admin: true, verified: true },
      trx
    )
    await settings.save(
      {
        'demo.enabled': true,
        'demo.email': DEMO_ADMIN.email,
        'demo.password': DEMO_ADMIN.password,
      },
      trx
    )
  })
  host.logger.info(`demo mode: the login form is prefilled with the demo admin ${DEMO_ADMIN.email}`)
}

/**
 * Any other install: when no account holds the Admins role, one is created
 * with a random password, printed once to whoever ran setup (the console,
 * not the log, so it is not kept in log files). Nothing stores or prints it
 * again.
 */
export async function seedFirstAdmin(print: (text: string) => void) {
  const admin = await db
    .from('user_roles')
    .join('roles', 'roles.id', 'user_roles.role_id')
    .where('roles.name', 'Admins')
    .select('user_roles.user_id')
    .first()
  if (admin) return null
  const email = (await User.findBy('email', FIRST_ADMIN_EMAIL))
    ? `admin-${randomBytes(3).toString('hex')}@cadenza.test`
    : FIRST_ADMIN_EMAIL
  const password = randomBytes(12).toString('base64url')
  await createUser({
    email,
    password,
    firstName: 'Site',
    lastName: 'Admin',
    admin: true,
    verified: true,
  })
  print(
    [
      '',
      '  First admin account (shown only this once):',
      `    email:    ${email}`,
      `    password: ${password}`,
      '  Sign in and change the password in Account settings.',
      '',
    ].join('\n')
  )
  return { email, password }
}

const firstAdminSeeder: ModuleSeeder = {
  async run(host) {
    if (env.get('DEMO_MODE', false)) return seedDemoAdmin(host)
    // Test runs create the accounts each test needs; a random admin would only print noise.
    if (app.inTest) return
    await seedFirstAdmin((text) => console.log(text))
    if (await publishedCredentialWorks(host.settings)) {
      host.logger.warn(
        `the demo admin password still works: sign in as ${DEMO_ADMIN.email} and change it`
      )
    }
  },
}

export default firstAdminSeeder

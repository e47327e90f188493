import factory from '@adonisjs/lucid/factories'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#core/accounts/server/models/user'
import { giveNewAccountRoles } from '#core/accounts/server/actions/create_user'

/** The password every account made by the factory signs in with. */
export const FACTORY_PASSWORD = 'correct horse battery'

/**
 * Accounts made with the `admin` state. A state only changes the model before
 * it is saved, while roles are rows written after it: the after-create hook
 * reads this set to give such accounts the Admins role too.
 */
const admins = new WeakSet<User>()

/**
 * Verified accounts with a unique email, the default role (and Admins with
 * the `admin` state), as `createUser` makes them.
 */
export const UserFactory = factory
  .define(User, ({ faker }) => ({
    email: `person-${faker.string.alphanumeric(10).toLowerCase()}@example.com`,
    password: FACTORY_PASSWORD,
    firstName: 'Test',
    lastName: 'Person',
    timezone: 'UTC',
    emailVerifiedAt: DateTime.now(),
  }))
  .state('admin', (user) => {
    admins.add(user)
  })
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  .after('create', async (_, user, { $trx }) => {
    await giveNewAccountRoles(user.id, { admin: admins.has(user) }, $trx ?? db.connection())
  })
  .build()

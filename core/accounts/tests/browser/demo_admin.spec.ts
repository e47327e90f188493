import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import { seedDemoAdmin } from '#core/accounts/server/seeders/first_admin_seeder'
import { DEMO_ADMIN } from '#core/accounts/server/services/demo_credentials'
import { field, openAt, waitForPath, withSettings } from './browser_helpers.js'

const WARNING = 'The published demo password still works: anyone can sign in with it.'

test.group('Demo admin in Chromium', (group) => {
  group.each.setup(async () => {
    const restore = await withSettings({
      'demo.enabled': false,
      'demo.email': null,
      'demo.password': null,
    })
    await seedDemoAdmin(await app.container.make('cadenza.host'))
    return async () => {
      await db.from('users').where('email', DEMO_ADMIN.email).delete()
      await restore()
    }
  })

  test('demo mode prefills the login form; the admin lands home, is warned, and meets no link to a missing screen', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())

    assert.equal(await field(page, 'email').inputValue(), DEMO_ADMIN.email)
    assert.equal(await field(page, 'password').inputValue(), DEMO_ADMIN.password)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await waitForPath(page, '/')
    await page.getByRole('alert').getByText(WARNING).waitFor()

    await page.getByRole('button', { name: 'Account: Demo Admin' }).click()
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: 'Account settings' }).waitFor()
    assert.equal(await menu.getByRole('menuitem', { name: 'Admin area' }).count(), 0)
    assert.equal(await menu.getByRole('menuitem', { name: 'Backstage' }).count(), 0)
    await page.keyboard.press('Escape')

    const admin = await User.findByOrFail('email', DEMO_ADMIN.email)
    admin.password = 'a private passphrase'
    await admin.save()
    await page.reload()
    await page.getByRole('button', { name: 'Account: Demo Admin' }).waitFor()
    assert.equal(
      await page.getByText(WARNING).count(),
      0,
      'the warning is gone once the password changed'
    )
  })
})

import { test } from '@japa/runner'
import User from '#core/accounts/server/models/user'
import { DEMO_ADMIN } from '#core/accounts/server/services/demo_credentials'
import { field, openAt, waitForPath } from './browser_helpers.js'
import { withDemoAdmin } from '../functional/sign_in/sign_in_helpers.js'

const WARNING = 'The published demo password still works: anyone can sign in with it.'

test.group('Demo admin in Chromium', (group) => {
  group.each.setup(withDemoAdmin)

  test('demo mode prefills the login form; the admin lands in the admin area and is warned there until the password changes', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())

    assert.equal(await field(page, 'email').inputValue(), DEMO_ADMIN.email)
    assert.equal(await field(page, 'password').inputValue(), DEMO_ADMIN.password)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await waitForPath(page, '/admin')
    await page.getByRole('alert').getByText(WARNING).waitFor()

    await page.getByRole('button', { name: 'Account: Demo Admin' }).click()
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: 'Account settings' }).waitFor()
    assert.equal(await menu.getByRole('menuitem', { name: 'Admin area' }).count(), 1)
    // The music plugin draws backstage's requests screen: its link shows (plugins/music/tests/browser/backstage_requests.spec.ts follows it).
    assert.equal(await menu.getByRole('menuitem', { name: 'Backstage' }).count(), 1)
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

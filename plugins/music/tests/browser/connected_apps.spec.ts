import { test } from '@japa/runner'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { expectToast } from '#core/accounts/tests/browser/browser_helpers'
import { subsonicJson } from '#plugins/music/tests/helpers/subsonic_client'
import { createAppPassword, revokeAppPassword } from '#plugins/music/server/subsonic/app_passwords'
import { openAt, signIn } from './music_browser.js'

/** Issue 21: app passwords for Subsonic apps, made and revoked in account settings. */
test.group('Connected apps panel in Chromium', () => {
  test('an app password is shown once, signs an app in, and stops working once revoked', async ({ assert, cleanup }) => {
    const user = await UserFactory.create()
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, user.email)
    await page.goto('/account-settings')

    const panel = page.locator('#connected-apps')
    await panel.getByRole('heading', { name: 'Connected apps' }).waitFor()
    await panel.getByText(user.email).waitFor()
    await panel.getByText('No app is connected yet').waitFor()
    await panel.getByRole('button', { name: 'Create app password' }).click()

    const dialog = page.getByRole('dialog', { name: 'Create app password' })
    await dialog.getByRole('textbox', { name: 'App or device' }).fill('Phone, Symfonium')
    await dialog.getByRole('button', { name: 'Create' }).click()
    // A credential is handed out only once the account's password is typed again; a wrong one is refused.
    const confirm = page.getByRole('dialog', { name: 'Confirm password' })
    await confirm.locator('input[name="password"]').fill('not my password')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await confirm.getByText('The provided password was incorrect.').waitFor()
    await confirm.locator('input[name="password"]').fill(FACTORY_PASSWORD)
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await confirm.waitFor({ state: 'detached' })
    const shown = page.getByRole('dialog', { name: 'Your app password' })
    await shown.waitFor()
    const password = await shown.getByRole('textbox', { name: 'App password' }).inputValue()
    assert.match(password, /^[\w-]{24}$/)
    assert.equal((await subsonicJson('ping', { u: user.email, p: password })).body.status, 'ok')

    await shown.getByRole('button', { name: 'Done' }).click()
    const list = panel.getByRole('list', { name: 'App passwords' })
    await list.getByText('Phone, Symfonium').waitFor()
    await list.getByText(/^Created/).waitFor()

    await list.getByRole('button', { name: 'Revoke Phone, Symfonium' }).click()
    await page.getByRole('dialog', { name: 'Revoke app password' }).getByRole('button', { name: 'Revoke' }).click()
    await expectToast(page, 'App password revoked')
    await panel.getByText('No app is connected yet').waitFor()
    assert.equal((await subsonicJson('ping', { u: user.email, p: password })).body.error.code, 40)
  })

  test('revoking a password another device already revoked says so and refreshes the list', async ({ cleanup }) => {
    const user = await UserFactory.create()
    const made = await createAppPassword(user.id, 'Old tablet')
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, user.email)
    await page.goto('/account-settings')
    const list = page.locator('#connected-apps').getByRole('list', { name: 'App passwords' })
    await list.getByText('Old tablet').waitFor()

    await revokeAppPassword(user.id, made.id)
    await list.getByRole('button', { name: 'Revoke Old tablet' }).click()
    await page.getByRole('dialog', { name: 'Revoke app password' }).getByRole('button', { name: 'Revoke' }).click()
    await expectToast(page, 'Not found.')
    await page.locator('#connected-apps').getByText('No app is connected yet').waitFor()
  })
})

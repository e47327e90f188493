import { test } from '@japa/runner'
import type { BrowserContext } from 'playwright-core'
import { serverUrl } from '#tests/helpers/http_client'
import { TwoFactorService } from '#core/accounts/server/services/two_factor_service'
import {
  PASSWORD,
  expectToast,
  field,
  newAccount,
  openAt,
  signInThroughForm,
  waitForPath,
} from './browser_helpers.js'

/** A new account signed in through the login form, which sends it on to the settings page. */
async function signedInAtSettings(opened: BrowserContext[]) {
  const user = await newAccount()
  const { page, context } = await openAt('/login?redirect=/account-settings')
  opened.push(context)
  await signInThroughForm(page, user.email)
  await waitForPath(page, '/account-settings')
  await page.getByRole('heading', { name: 'Account details' }).waitFor()
  return { user, page }
}

test.group('Account settings screen in Chromium', (group) => {
  const opened: BrowserContext[] = []
  group.each.teardown(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()))
  })

  test('changing the name updates the account menu', async () => {
    const { page } = await signedInAtSettings(opened)
    await field(page, 'first_name').fill('Morgan')
    await field(page, 'last_name').fill('Quill')
    await page.locator('#account-details').getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Account: Morgan Quill' }).waitFor()
  })

  test('a save sent with a token the server no longer takes (a tab left open past its session) still lands', async ({
    assert,
  }) => {
    const { user, page } = await signedInAtSettings(opened)
    // Past the session's age the browser holds its token and the remember-me cookie, and no session.
    await page.waitForLoadState('networkidle')
    await page.context().clearCookies({ name: 'cadenza-session' })
    await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'left-from-an-ended-session', url: serverUrl('') }])
    await field(page, 'first_name').fill('Stale')
    await page.locator('#account-details').getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: /^Account: Stale / }).waitFor()
    await user.refresh()
    assert.equal(user.firstName, 'Stale')
  })

  test('changing the password shows the toast; a wrong current password lands on its field', async ({
    assert,
  }) => {
    const { page } = await signedInAtSettings(opened)
    const panel = page.locator('#password')
    const submit = panel.getByRole('button', { name: 'Update password' })
    assert.isTrue(await submit.isDisabled())

    await field(page, 'current_password').fill('not my password')
    await field(page, 'password').fill('another long password')
    await field(page, 'password_confirmation').fill('another long password')
    await submit.click()
    await panel.getByText('The current password is incorrect.').waitFor()

    await field(page, 'current_password').fill(PASSWORD)
    await submit.click()
    await expectToast(page, 'Password changed')
    assert.equal(await field(page, 'current_password').inputValue(), '')
  })

  test('an API token is shown once, works as a Bearer token, and stops working once deleted', async ({
    assert,
  }) => {
    const { user, page } = await signedInAtSettings(opened)
    const panel = page.locator('#developers')
    await panel.getByRole('button', { name: 'Create token' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[name="tokenName"]').fill('CI deploys')
    await dialog.getByRole('button', { name: 'Create' }).click()
    // A token outlives the session: the password is confirmed first.
    const confirm = page.getByRole('dialog', { name: 'Confirm password' })
    await confirm.locator('input[name="password"]').fill(PASSWORD)
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await dialog
      .getByText(
        'Make sure to store the token in a safe place. After this dialog is closed, token will not be viewable anymore.'
      )
      .waitFor()
    const token = await dialog.getByRole('textbox', { name: 'Token' }).inputValue()
    assert.isAbove(token.length, 20)

    const callApi = () =>
      fetch(serverUrl('/api/v1/users/me'), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      })
    const allowed = await callApi()
    assert.equal(allowed.status, 200)
    assert.equal(((await allowed.json()) as { user: { email: string } }).user.email, user.email)

    await dialog.getByRole('button', { name: 'Done' }).click()
    await panel.getByText('CI deploys').waitFor()
    await panel.getByRole('button', { name: 'Delete token CI deploys' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Token deleted')
    await panel.getByText('You have not created any access tokens yet').waitFor()
    assert.equal((await callApi()).status, 401)
  })

  test('an unfinished two-factor setup shows without a password prompt until the person acts on it', async ({
    assert,
  }) => {
    const user = await newAccount()
    // Enable was pressed in an earlier visit; the code was never confirmed.
    await new TwoFactorService().enable(user)
    const { page, context } = await openAt('/login?redirect=/account-settings')
    opened.push(context)
    await signInThroughForm(page, user.email)
    await waitForPath(page, '/account-settings')
    const panel = page.locator('#two-factor')
    await panel.getByText('Finish enabling two factor authentication.').waitFor()
    const showQrCode = panel.getByRole('button', { name: 'Show QR code' })
    await showQrCode.waitFor()
    // The rest of the page stays usable: no dialog asks for the password.
    await page.getByRole('heading', { name: 'Account details' }).waitFor()
    assert.equal(await page.getByRole('dialog').count(), 0)
    await field(page, 'first_name').fill('Morgan')

    await showQrCode.click()
    const dialog = page.getByRole('dialog', { name: 'Confirm password' })
    await dialog.locator('input[name="password"]').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await panel.getByRole('img', { name: 'QR code' }).locator('svg').waitFor()
  })

  test('logging out other sessions asks for the password and confirms with a toast', async () => {
    const { page } = await signedInAtSettings(opened)
    const panel = page.locator('#sessions')
    await panel.getByText('This device').waitFor()
    await panel.getByRole('button', { name: 'Log out other sessions' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log out other sessions' })
    await dialog.locator('input[name="password"]').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Log out other sessions' }).click()
    await expectToast(page, 'Logged out other sessions.')
  })

  test('deleting the account signs out and goes home', async ({ assert }) => {
    const { user, page } = await signedInAtSettings(opened)
    await page.locator('#danger-zone').getByRole('button', { name: 'Delete account' }).click()
    await page
      .getByRole('dialog', { name: 'Delete account?' })
      .getByRole('button', { name: 'Delete account' })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Confirm password' })
    await confirm.locator('input[name="password"]').fill(PASSWORD)
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expectToast(page, 'Account deleted')
    await waitForPath(page, '/')
    await page.getByRole('link', { name: 'Sign in' }).waitFor()
    const response = await fetch(serverUrl('/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    })
    assert.notEqual(response.status, 200)
  })
})

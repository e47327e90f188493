import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Secret, TOTP } from 'otpauth'
import db from '@adonisjs/lucid/services/db'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { LocalOidcServer } from '#tests/helpers/oauth_server'
import { openPage } from '#tests/helpers/browser'
import {
  PASSWORD,
  appOrigin,
  expectToast,
  field,
  newAccount,
  openAt,
  signInThroughForm,
  uniqueEmail,
  waitForPath,
  withSettings,
} from './browser_helpers.js'

test.group('Sign-in screens in Chromium', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    return () => smtp.stop()
  })

  test('login takes a person home; a wrong password shows the error on the field', async ({
    assert,
    cleanup,
  }) => {
    const user = await newAccount()
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())

    assert.isTrue(
      await page.getByRole('checkbox', { name: 'Stay signed in for a month' }).isChecked()
    )
    await signInThroughForm(page, user.email, 'not the password')
    const email = field(page, 'email')
    await page.getByText('These credentials do not match our records.').waitFor()
    assert.equal(await email.getAttribute('aria-invalid'), 'true')
    assert.isTrue(await email.evaluate((input) => input === input.ownerDocument.activeElement))

    await field(page, 'password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await waitForPath(page, '/')
    await page.getByRole('button', { name: `Account: ${user.name}` }).waitFor()
  })

  test('a browser whose first page came without cookies signs in, and registers (the app asks for its XSRF token first)', async ({
    assert,
    cleanup,
  }) => {
    const user = await newAccount()
    const { page, context } = await openPage('/login')
    cleanup(() => context.close())
    assert.deepEqual(await context.cookies(), [], 'a cookie-less first page sets no cookie')
    await signInThroughForm(page, user.email)
    await waitForPath(page, '/')
    await page.getByRole('button', { name: `Account: ${user.name}` }).waitFor()

    const guest = await openPage('/register')
    cleanup(() => guest.context.close())
    await field(guest.page, 'email').fill(uniqueEmail('cookieless'))
    await field(guest.page, 'password').fill(PASSWORD)
    await field(guest.page, 'password_confirmation').fill(PASSWORD)
    await guest.page.getByRole('button', { name: 'Create account' }).click()
    await guest.page.getByRole('button', { name: /^Account: / }).waitFor()
  })

  test('the redirect parameter brings a person back after login', async ({ cleanup }) => {
    const user = await newAccount()
    const { page, context } = await openAt('/account-settings')
    cleanup(() => context.close())
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/account-settings'
    )
    await signInThroughForm(page, user.email)
    await waitForPath(page, '/account-settings')
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor()
  })

  test('register, then verify the emailed code on the verification screen, then the app', async ({
    assert,
    cleanup,
  }) => {
    cleanup(await withSettings({ require_email_confirmation: true }))
    const email = uniqueEmail('register')
    const { page, context } = await openAt('/register')
    cleanup(() => context.close())

    await field(page, 'email').fill(email)
    await field(page, 'password').fill(PASSWORD)
    await field(page, 'password_confirmation').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()

    await page.getByRole('heading', { name: 'Verify your email' }).waitFor()
    const masked = `${email.slice(0, 2)}${'*'.repeat(email.indexOf('@') - 2)}${email.slice(email.indexOf('@'))}`
    await page.getByText(`Enter the verification code we sent to ${masked}`).waitFor()

    const message = await smtp.waitForMessage(email)
    const code = message.text.match(/\b(\d{6})\b/)![1]
    await page.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('The code is invalid.').waitFor()

    await page.getByRole('textbox', { name: 'Code' }).fill(code)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: /^Account: / }).waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Verify your email' }).count(), 0)
    const row = await db.from('users').where('email', email).first()
    assert.isNotNull(row.email_verified_at)
  })

  test('forgot password: the email from the link is locked; the mailed link resets the password', async ({
    assert,
    cleanup,
  }) => {
    const user = await newAccount()
    const { page, context } = await openAt(
      `/forgot-password?email=${encodeURIComponent(user.email)}`
    )
    cleanup(() => context.close())

    const email = field(page, 'email')
    assert.equal(await email.inputValue(), user.email)
    assert.isTrue(await email.isDisabled())
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('We have emailed your password reset link.').waitFor()

    const message = await smtp.waitForMessage(user.email)
    const link = new URL(message.text.match(/https?:\/\/\S+\/password\/reset\/\S+/)![0])
    await page.goto(link.pathname + link.search)
    if (!(await field(page, 'email').inputValue())) await field(page, 'email').fill(user.email)
    await field(page, 'password').fill('a brand new password')
    await field(page, 'password_confirmation').fill('a brand new password')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expectToast(page, 'Your password has been reset!')
    await waitForPath(page, '/login')

    await signInThroughForm(page, user.email, 'a brand new password')
    await waitForPath(page, '/')
  })

  test('a banned account sees the suspended screen instead of the app', async ({ cleanup }) => {
    const user = await newAccount()
    await db
      .from('users')
      .where('id', user.id)
      .update({ banned_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss') })
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, user.email)
    await page.getByRole('heading', { name: 'Your account is suspended' }).waitFor()
    await page
      .getByText(
        "You can't open Cadenza because your account is suspended. Contact the Admin to re-activate your account."
      )
      .waitFor()
    await page.getByRole('button', { name: 'Log out' }).click()
    await waitForPath(page, '/login')
  })

  test('two-factor login with a code from the authenticator, then with a recovery code', async ({
    assert,
    cleanup,
  }) => {
    const user = await newAccount()
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())

    // Set up two-factor through the account settings screen, as a person would.
    await signInThroughForm(page, user.email)
    await waitForPath(page, '/')
    await page.goto('/account-settings#two-factor')
    const panel = page.locator('#two-factor')
    await panel.getByRole('button', { name: 'Enable' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm password' })
    await dialog.locator('input[name="password"]').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await panel.getByText('Finish enabling two factor authentication.').waitFor()
    await panel.getByRole('img', { name: 'QR code' }).locator('svg').waitFor()
    const secret = (await panel.locator('code').textContent())!.trim()
    const totp = new TOTP({ secret: Secret.fromBase32(secret) })
    const recoveryCodes = await panel
      .getByRole('list', { name: 'Recovery codes' })
      .locator('li')
      .allTextContents()
    assert.lengthOf(recoveryCodes, 8)

    await panel.getByRole('textbox', { name: 'Code' }).fill(totp.generate())
    await panel.getByRole('button', { name: 'Confirm' }).click()
    await panel.getByText('You have enabled two factor authentication.').waitFor()

    const logOut = async () => {
      await page.getByRole('button', { name: /^Account: / }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await waitForPath(page, '/login')
    }
    await logOut()

    // A code of the next 30 s window: the one used to confirm cannot be replayed.
    await signInThroughForm(page, user.email)
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
    const confirm = page.getByRole('button', { name: 'Confirm' })
    await page.getByRole('textbox', { name: 'Code' }).fill('12345')
    assert.isTrue(await confirm.isDisabled())
    await page
      .getByRole('textbox', { name: 'Code' })
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }))
    await confirm.click()
    await waitForPath(page, '/')
    await logOut()

    await signInThroughForm(page, user.email)
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0])
    await page.getByRole('button', { name: 'Confirm' }).click()
    await waitForPath(page, '/')
    await page.getByRole('button', { name: /^Account: / }).waitFor()
  })
})

test.group('Social login popup in Chromium', (group) => {
  const oidc = new LocalOidcServer()
  group.setup(async () => {
    await oidc.start()
    return () => oidc.stop()
  })

  test('signs a new person in through the provider popup', async ({ assert, cleanup }) => {
    cleanup(await oidc.configure('google'))
    oidc.person = {
      id: `web-${Date.now()}`,
      email: uniqueEmail('social'),
      name: 'Popup Person',
      emailVerified: true,
    }
    const { page, context } = await openAt('/login', { origin: appOrigin() })
    cleanup(() => context.close())

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ])
    // The popup ends on our callback page, which hands the result over and closes itself.
    if (!popup.isClosed()) await popup.waitForEvent('close')
    await waitForPath(page, '/')
    await page.getByRole('button', { name: /^Account: / }).waitFor()
    const row = await db.from('users').where('email', oidc.person.email!).first()
    assert.exists(row)
  })

  test('an existing account with a password connects after its password is given', async ({
    cleanup,
  }) => {
    cleanup(await oidc.configure('google'))
    const user = await newAccount()
    oidc.person = {
      id: `web-${Date.now()}`,
      email: user.email,
      name: 'Existing Person',
      emailVerified: true,
    }
    const { page, context } = await openAt('/login', { origin: appOrigin() })
    cleanup(() => context.close())

    await page.getByRole('button', { name: 'Continue with Google' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect your account' })
    await dialog.locator('input[name="password"]').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Connect' }).click()
    await waitForPath(page, '/')
    await page.getByRole('button', { name: `Account: ${user.name}` }).waitFor()
  })
})

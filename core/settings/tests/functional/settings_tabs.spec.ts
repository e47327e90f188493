import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { SettingsStore } from '#core/settings/server/settings_store'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'
import { grantPermissions } from '#tests/helpers/permissions'
import { signIn } from '#tests/helpers/sign_in'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { withSettings } from '#core/accounts/tests/functional/sign_in/sign_in_helpers'

async function adminSession() {
  const admin = await UserFactory.apply('admin').create()
  return { admin, session: await signIn(admin) }
}

/** Issue 16: the settings tabs' server side: what each tab holds, the test email, and changes reaching every process. */
test.group('Settings tabs', () => {
  test('the providers tab holds the sign-in providers’ credentials; secrets say only whether they are set', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'social.google.client_secret': 'google-secret-1' }))
    const { session } = await adminSession()
    const response = await session.get('/api/v1/settings')
    assert.equal(response.status(), 200)
    assert.notInclude(response.text(), 'google-secret-1')
    const fields: Array<Record<string, unknown>> = response.body().settings
    assert.containsSubset(
      fields.find((field) => field.key === 'social.google.client_secret'),
      { group: 'providers', secret: true, is_set: true }
    )
    assert.notProperty(fields.find((field) => field.key === 'social.google.client_secret'), 'value')
    const groupOf = (key: string) => fields.find((field) => field.key === key)?.group
    assert.equal(groupOf('mail.from_address'), 'outgoing-email')
    assert.equal(groupOf('logging.error_retention_days'), 'logging')
    assert.equal(groupOf('cache.public_files_days'), 'cache')
  })

  test('a test email goes to the admin’s own address through the mail server, from the saved sender', async ({ assert, cleanup }) => {
    const smtp = await TestSmtpServer.start()
    cleanup(() => smtp.stop())
    await smtp.captureAppMail()
    cleanup(await withSettings({ 'mail.from_address': 'music@example.com', 'mail.from_name': 'Cadenza Radio' }))
    const { admin, session } = await adminSession()

    // Whatever the body says, the email goes to the signed-in admin.
    const response = await session.post('/api/v1/settings/test-email').json({ to: 'someone@else.com' })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { message: `Email sent to ${admin.email}`, to: admin.email })
    const message = await smtp.waitForMessage(admin.email)
    assert.match(message.subject, /^Test email from /)
    assert.equal(message.from, '"Cadenza Radio" <music@example.com>')
    assert.lengthOf(smtp.messagesTo('someone@else.com'), 0)
    const record = await db.from('outgoing_emails').where('recipient', admin.email).orderBy('id', 'desc').first()
    assert.equal(record.status, 'sent')
    const audited = await db.from('audit_entries').where('action', 'settings.test_email_sent').orderBy('id', 'desc').first()
    assert.deepEqual(JSON.parse(audited.after), { to: admin.email, outcome: 'sent' })
  })

  test('a refused test email answers 502 with the mail server’s error; without a mail server 409', async ({ assert, cleanup }) => {
    const { admin, session } = await adminSession()
    const unconfigured = await session.post('/api/v1/settings/test-email')
    assert.equal(unconfigured.status(), 409)
    assert.include(unconfigured.body().message, 'No mail server is set up')

    const smtp = await TestSmtpServer.start({ refuseFirst: 1 })
    cleanup(() => smtp.stop())
    await smtp.captureAppMail()
    const refused = await session.post('/api/v1/settings/test-email')
    assert.equal(refused.status(), 502)
    assert.match(refused.body().message, /^The mail server did not take the email: .*Try again later/)
    const record = await db.from('outgoing_emails').where('recipient', admin.email).orderBy('id', 'desc').first()
    assert.equal(record.status, 'failed')
  })

  test('only people holding settings.update send test emails: guests 401, others 403', async ({ assert }) => {
    const guest = await new CookieSession().start()
    assert.equal((await guest.post('/api/v1/settings/test-email')).status(), 401)
    const reader = await UserFactory.create()
    await grantPermissions(reader.id, ['admin.access', 'logs.view'])
    const refused = await (await signIn(reader)).post('/api/v1/settings/test-email')
    assert.equal(refused.status(), 403)
    assert.equal(await db.from('outgoing_emails').where('recipient', reader.email).count('* as total').first().then((row) => Number(row.total)), 0)
  })

  test('a save made by another process is read here once this copy is older than its period', async ({ assert, cleanup }) => {
    const registry = await app.container.make(ModuleRegistry)
    const thisNode = new SettingsStore(registry, 200)
    const otherNode = new SettingsStore(registry, 200)
    await thisNode.refresh(true)
    const before = thisNode.get<string>('branding.site_description')
    cleanup(() => otherNode.save({ 'branding.site_description': before }))

    await otherNode.save({ 'branding.site_description': 'Saved on the other node' })
    await thisNode.refresh()
    assert.equal(thisNode.get('branding.site_description'), before, 'a fresh copy is trusted for its period')
    await new Promise((resolve) => setTimeout(resolve, 250))
    await Promise.all([thisNode.refresh(), thisNode.refresh()])
    assert.equal(thisNode.get('branding.site_description'), 'Saved on the other node')
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CookieSession } from '#tests/helpers/cookie_session'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { login } from './sign_in_helpers.js'
import { UserFactory } from '#database/factories/user_factory'

const NEW_PASSWORD = 'read from the email log'

/** The record of the latest email to `to`, once the app (which sends after answering) has written it. */
async function recordTo(to: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const row = await db
      .from('outgoing_emails')
      .where('recipient', to)
      .orderBy('id', 'desc')
      .first()
    if (row) return row
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no email to ${to} was recorded`)
}

test.group('Outgoing email record', () => {
  test('without a mail server the whole message is kept, marked not sent, and its reset link works', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await new CookieSession().start()
    const asked = await session.post('/auth/forgot-password').json({ email: user.email })
    assert.equal(asked.status(), 200)

    const row = await recordTo(user.email)
    assert.equal(row.status, 'not_sent')
    assert.equal(row.error, 'no mail server (MAIL_HOST is not set)')
    const [, token, email] =
      String(row.text_body).match(/\/password\/reset\/([\w-]+)\?email=(\S+)/) ?? []
    assert.exists(token, row.text_body)
    assert.include(row.html_body, token)

    const reset = await session.post('/auth/reset-password').json({
      token,
      email: decodeURIComponent(email),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    assert.equal(reset.status(), 200, reset.text())
    assert.equal((await login(user.email, NEW_PASSWORD)).response.status(), 200)
  })

  test('a message a mail server accepted is kept whole and marked sent', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    cleanup(() => smtp.stop())
    const user = await UserFactory.create()
    const session = await new CookieSession().start()
    await session.post('/auth/forgot-password').json({ email: user.email })
    const received = await smtp.waitForMessage(user.email)

    const row = await recordTo(user.email)
    assert.equal(row.status, 'sent')
    assert.isNull(row.error)
    assert.equal(String(row.text_body).trim(), received.text.trim())
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { AppProcess } from '#tests/helpers/app_process'
import { CookieSession } from '#tests/helpers/cookie_session'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { UserFactory } from '#database/factories/user_factory'

test.group('Outgoing email is sent by a job', () => {
  test('a send the mail server refuses is retried by the queue worker of `npm start`, and the email arrives once', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await TestSmtpServer.start({ refuseFirst: 1 })
    cleanup(() => smtp.stop())
    // As `npm start` runs it: the database queue, worked inside the web server.
    const server = await AppProcess.start({
      QUEUE_DRIVER: 'database',
      QUEUE_WORKER: 'true',
      MAIL_HOST: '127.0.0.1',
      MAIL_PORT: String(smtp.port),
    })
    cleanup(() => server.stop())
    const user = await UserFactory.create()

    const session = await new CookieSession(server.url('')).start()
    const asked = await session.post('/auth/forgot-password').json({ email: user.email })
    assert.equal(asked.status(), 200)

    // The first attempt is refused (451); the job tries again 5 s later.
    const received = await smtp.waitForMessage(user.email, 20_000)
    assert.match(received.text, /\/password\/reset\/[\w-]+\?email=/)
    // The job records the attempt once the server has taken the message.
    const recorded = () =>
      db
        .from('outgoing_emails')
        .where('recipient', user.email)
        .orderBy('id')
        .select('status', 'error')
    let attempts = await recorded()
    for (let poll = 0; poll < 50 && attempts.length < 2; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      attempts = await recorded()
    }
    assert.deepEqual(
      attempts.map((attempt) => attempt.status),
      ['failed', 'sent']
    )
    assert.include(attempts[0].error, 'Try again later')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    assert.lengthOf(smtp.messagesTo(user.email), 1, 'sent once')
    const left = await db
      .from('queue_jobs')
      .where('data', 'like', '%accounts.send_mail%')
      .where('data', 'like', `%${user.email}%`)
    assert.lengthOf(left, 0, 'a job that succeeded leaves the queue')
  }).timeout(60_000)
})

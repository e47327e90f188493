import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { Notifier } from '#core/kernel/module_services'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { serverUrl } from '#tests/helpers/http_client'

const RELEASE = {
  lines: [
    { type: 'primary' as const, content: 'Ada released Night Drive' },
    { content: 'Album · 9 tracks' },
  ],
  mainAction: { action: '/album/1/ada/night-drive', label: 'Listen' },
}

/** Issue 19: the email channel, through the mail job, with a one-click unsubscribe that works without signing in. */
test.group('Notifications by email', (group) => {
  let smtp: TestSmtpServer
  group.each.setup(async () => {
    await db.from('notification_selections').delete()
    smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    return () => smtp.stop()
  })

  test('the email says the lines, links the main action and carries one-click unsubscribe headers', async ({ assert, client }) => {
    const person = await UserFactory.create()
    await (await app.container.make(Notifier)).notify([person.id], 'music.new_release', RELEASE)

    const message = await smtp.waitForMessage(person.email)
    assert.equal(message.subject, 'Ada released Night Drive')
    assert.include(message.text, 'Album · 9 tracks')
    assert.match(message.text, /Listen: http\S+\/album\/1\/ada\/night-drive/)
    assert.include(message.html, '/album/1/ada/night-drive')
    assert.equal(message.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click')
    const unsubscribeUrl = /^<(.+)>$/.exec(message.headers['list-unsubscribe'])![1]
    assert.include(message.text, unsubscribeUrl)

    // A mail app's one-click button: a POST with no session and no CSRF token.
    const path = new URL(unsubscribeUrl).pathname
    const oneClick = await fetch(serverUrl(path), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: 'List-Unsubscribe=One-Click' })
    assert.equal(oneClick.status, 200)

    const selections = (await client.get('/api/v1/notifications/me/subscriptions').loginAs(person)).body().user_selections
    assert.deepInclude(selections, { notif_id: 'music.new_release', channels: ['database', 'browser'] })
    await (await app.container.make(Notifier)).notify([person.id], 'music.new_release', RELEASE)
    assert.lengthOf(smtp.messagesTo(person.email), 1, 'no second email')
    assert.equal((await db.from('notifications').where('user_id', person.id).count('* as total'))[0].total, 2, 'the in-app list still gets it')
  })

  test('the footer link answers a page that changes nothing until its button is pressed; forged or altered tokens change nothing', async ({ assert }) => {
    const [person, victim] = await UserFactory.createMany(2)
    await (await app.container.make(Notifier)).notify([person.id], 'music.comment_reply', { lines: [{ type: 'primary', content: 'Grace replied to your comment' }] })
    const unsubscribeUrl = /^<(.+)>$/.exec((await smtp.waitForMessage(person.email)).headers['list-unsubscribe'])![1]
    const token = new URL(unsubscribeUrl).pathname.split('/').pop()!

    // Following the link (a person, or a mail scanner) only shows what would stop: nothing is stored.
    const page = await fetch(serverUrl(new URL(unsubscribeUrl).pathname), { headers: { accept: 'text/html' } })
    assert.equal(page.status, 200)
    const html = await page.text()
    assert.include(html, 'Stop emails about “Reply to your comment”?')
    assert.include(html, `<form method="post" action="/api/v1/notifications/unsubscribe/${token}">`)
    const asked = await fetch(serverUrl(new URL(unsubscribeUrl).pathname), { headers: { accept: 'application/json' } })
    assert.deepEqual(await asked.json(), { notification: 'Reply to your comment', unsubscribed: false })
    assert.isNull(await db.from('notification_selections').where('user_id', person.id).first(), 'GET changes nothing')

    // The page's button posts the form and answers a page saying it is done.
    const pressed = await fetch(serverUrl(new URL(unsubscribeUrl).pathname), { method: 'POST', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    assert.equal(pressed.status, 200)
    assert.include(await pressed.text(), 'You will no longer get emails about “Reply to your comment”.')
    const selection = await db.from('notification_selections').where({ user_id: person.id, notif_id: 'music.comment_reply' }).first()
    assert.isFalse(Boolean(selection.email))
    assert.isTrue(Boolean(selection.database))

    const forged = await fetch(serverUrl(`/api/v1/notifications/unsubscribe/${Buffer.from(JSON.stringify({ u: victim.id, t: 'music.comment_reply' })).toString('base64url')}.x`), { method: 'POST' })
    assert.equal(forged.status, 404)
    const altered = await fetch(serverUrl(`/api/v1/notifications/unsubscribe/${token.slice(0, -2)}xx`), { headers: { accept: 'text/html' } })
    assert.equal(altered.status, 404)
    assert.include(await altered.text(), 'This unsubscribe link is not valid.')
    assert.isNull(await db.from('notification_selections').where('user_id', victim.id).first())
  })

  test('someone with the email channel off gets no email', async ({ assert, client }) => {
    const person = await UserFactory.create()
    await client.put('/api/v1/notifications/me/subscriptions').json({ selections: [{ notif_id: 'music.comment_reply', channels: ['database'] }] }).withCsrfToken().loginAs(person)
    await (await app.container.make(Notifier)).notify([person.id], 'music.comment_reply', { lines: [{ type: 'primary', content: 'Grace replied' }] })
    await assert.rejects(() => smtp.waitForMessage(person.email, 1500))
  })
})

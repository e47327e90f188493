import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { UserFactory } from '#database/factories/user_factory'
import { Notifier } from '#core/kernel/module_services'
import { notificationsChannel } from '#core/kernel/shared/notifications'
import { signIn } from '#tests/helpers/sign_in'
import { EventStream } from '#tests/helpers/event_stream'

/** Issue 19: a new notification reaches the person's open tab at once; nobody may listen to anyone else's channel. */
test.group('Notifications in real time', () => {
  test('a new notification and the unread count arrive on the own channel; reading elsewhere updates the count', async ({ assert, cleanup }) => {
    const person = await UserFactory.create()
    const browser = await signIn(person)
    const stream = await EventStream.open(browser)
    cleanup(() => stream.close())
    assert.equal(await stream.subscribe(notificationsChannel(person.id)), 204)

    await (await app.container.make(Notifier)).notify([person.id], 'music.new_follower', { lines: [{ type: 'primary', content: 'Ada followed you' }], mainAction: { action: '/user/1/ada' } })
    const created = await stream.next((message) => message.payload.type === 'notification.created')
    assert.equal(created.channel, notificationsChannel(person.id))
    assert.equal(created.payload.unread_count, 1)
    assert.containsSubset(created.payload.notification, { type: 'music.new_follower', read_at: null, data: { lines: [{ content: 'Ada followed you' }] } })

    const readAll = await browser.post('/api/v1/notifications/mark-all-as-read')
    assert.equal(readAll.status(), 200)
    const read = await stream.next((message) => message.payload.type === 'notifications.read')
    assert.equal(read.payload.unread_count, 0)
  })

  test("subscribing to someone else's channel is refused; guests get no stream", async ({ assert, cleanup }) => {
    const [person, other] = await UserFactory.createMany(2)
    const browser = await signIn(person)
    const stream = await EventStream.open(browser)
    cleanup(() => stream.close())
    assert.equal(await stream.subscribe(notificationsChannel(other.id)), 403)

    await (await app.container.make(Notifier)).notify([other.id], 'music.new_follower', { lines: [{ type: 'primary', content: 'Private' }] })
    // (transmit's pings reach every stream: only notification events count)
    await assert.rejects(() => stream.next((message) => message.channel.startsWith('notifications/'), 1500))

    const guest = await fetch(`http://${process.env.HOST}:${process.env.PORT}/__transmit/events?uid=guest-tab`, { headers: { accept: 'text/event-stream' } })
    assert.equal(guest.status, 401)
    await guest.body?.cancel()
  })
})

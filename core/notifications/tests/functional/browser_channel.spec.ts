import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { Notifier } from '#core/kernel/module_services'
import { TestPushService } from '#tests/helpers/push_service'

const FOLLOWED = {
  lines: [
    { type: 'primary' as const, content: 'Ada followed you' },
    { content: 'She follows 12 artists' },
  ],
  mainAction: { action: '/user/4/ada' },
}

/** Issue 19: the browser channel over Web Push (VAPID, encrypted), and dead subscriptions removed on 410. */
test.group('Notifications by Web Push', (group) => {
  let push: TestPushService
  group.each.setup(async () => {
    await db.from('push_subscriptions').delete()
    push = await TestPushService.start()
    push.trustForApp()
    return () => push.stop()
  })

  async function notify(userIds: number[]) {
    await (await app.container.make(Notifier)).notify(userIds, 'music.new_follower', FOLLOWED)
  }

  test('every browser of the person gets the push, encrypted for it and signed with the VAPID key; a gone one is removed', async ({ assert, client }) => {
    const person = await UserFactory.create()
    const [laptop, phone] = [push.subscribe(), push.subscribe()]
    for (const browser of [laptop, phone]) {
      const registered = await client.post('/api/v1/notifications/push-subscriptions').json({ endpoint: browser.endpoint, keys: browser.keys }).withCsrfToken().loginAs(person)
      assert.equal(registered.status(), 201)
    }

    await notify([person.id])
    const [received] = await push.waitForPushes(laptop)
    await push.waitForPushes(phone)
    assert.containsSubset(received.payload, { title: 'Ada followed you', body: 'She follows 12 artists', url: '/user/4/ada', type: 'music.new_follower' })
    const stored = await db.from('notifications').where('user_id', person.id).firstOrFail()
    assert.equal(received.payload.notificationId, stored.id)
    const vapid = String(received.headers.authorization)
    const bootstrapKey = (await client.get('/').header('accept', 'text/html').loginAs(person)).text()
    assert.include(bootstrapKey, vapid.split('k=')[1], 'signed with the key the browser subscribed with')

    push.expire(phone)
    await notify([person.id])
    await push.waitForPushes(laptop, 2)
    const left = await db.from('push_subscriptions').where('user_id', person.id).select('endpoint')
    assert.deepEqual(left.map((row) => row.endpoint), [laptop.endpoint])
  })

  test('someone with the browser channel off gets no push', async ({ assert, client }) => {
    const person = await UserFactory.create()
    const browser = push.subscribe()
    await client.post('/api/v1/notifications/push-subscriptions').json({ endpoint: browser.endpoint, keys: browser.keys }).withCsrfToken().loginAs(person)
    await client.put('/api/v1/notifications/me/subscriptions').json({ selections: [{ notif_id: 'music.new_follower', channels: ['database'] }] }).withCsrfToken().loginAs(person)
    await notify([person.id])
    assert.lengthOf(push.pushesTo(browser), 0)
  })

  test("registering and removing: validated, signed in, and only one's own", async ({ assert, client }) => {
    const [person, other] = await UserFactory.createMany(2)
    const browser = push.subscribe()
    assert.equal((await client.post('/api/v1/notifications/push-subscriptions').json({ endpoint: browser.endpoint, keys: browser.keys }).withCsrfToken()).status(), 401)
    assert.equal((await client.post('/api/v1/notifications/push-subscriptions').json({ endpoint: 'not a url', keys: browser.keys }).withCsrfToken().loginAs(person)).status(), 422)
    assert.equal((await client.post('/api/v1/notifications/push-subscriptions').json({ endpoint: browser.endpoint }).withCsrfToken().loginAs(person)).status(), 422)

    await client.post('/api/v1/notifications/push-subscriptions').json({ endpoint: browser.endpoint, keys: browser.keys }).withCsrfToken().loginAs(person)
    const removedByOther = await client.delete('/api/v1/notifications/push-subscriptions').json({ endpoint: browser.endpoint }).withCsrfToken().loginAs(other)
    assert.equal(removedByOther.status(), 404)
    assert.lengthOf(await db.from('push_subscriptions').where('user_id', person.id), 1)

    // The same browser profile, now signed in as someone else: the endpoint moves with it.
    await client.post('/api/v1/notifications/push-subscriptions').json({ endpoint: browser.endpoint, keys: browser.keys }).withCsrfToken().loginAs(other)
    assert.deepEqual((await db.from('push_subscriptions').select('user_id')).map((row) => Number(row.user_id)), [other.id])
    await notify([person.id])
    assert.lengthOf(push.pushesTo(browser), 0, 'the person who signed out there gets nothing')

    assert.equal((await client.delete('/api/v1/notifications/push-subscriptions').json({ endpoint: browser.endpoint }).withCsrfToken().loginAs(other)).status(), 204)
    assert.lengthOf(await db.from('push_subscriptions'), 0)
  })
})

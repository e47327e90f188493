import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { Notifier } from '#core/kernel/module_services'
import type { NotificationData } from '#core/kernel/shared/notifications'

const RELEASE: NotificationData = {
  lines: [
    { type: 'primary', icon: 'album', content: 'Ada released Night Drive' },
    { content: 'Album · 9 tracks' },
  ],
  image: null,
  mainAction: { action: '/album/1/ada/night-drive', label: 'Listen' },
}

async function send(userIds: number[], type = 'music.new_release', data = RELEASE) {
  await (await app.container.make(Notifier)).notify(userIds, type, data)
}

/** Issue 19: a person's notifications through the API, and nobody else's. */
test.group('Notifications API', (group) => {
  group.each.setup(async () => {
    await db.from('notifications').delete()
    await db.from('notification_selections').delete()
  })

  test('lists the newest first, 30 a page, with the unread count', async ({ assert, client }) => {
    const [reader, other] = await UserFactory.createMany(2)
    for (let index = 0; index < 31; index++) await send([reader.id], 'music.new_follower', { lines: [{ type: 'primary', content: `Follower ${index}` }] })
    await send([other.id])

    const first = await client.get('/api/v1/notifications').loginAs(reader)
    assert.equal(first.status(), 200)
    assert.equal(first.body().unread_count, 31)
    assert.lengthOf(first.body().pagination.data, 30)
    assert.equal(first.body().pagination.data[0].data.lines[0].content, 'Follower 30')
    assert.equal(first.body().pagination.next_page, 2)
    assert.containsSubset(first.body().pagination.data[0], { type: 'music.new_follower', read_at: null })

    const second = await client.get('/api/v1/notifications?page=2').loginAs(reader)
    assert.deepEqual(second.body().pagination.data.map((item: any) => item.data.lines[0].content), ['Follower 0'])
    assert.isNull(second.body().pagination.next_page)
    assert.equal((await client.get('/api/v1/notifications?perPage=500').loginAs(reader)).status(), 422)
  })

  test('marks read by id (ignoring anyone else\'s ids) and all at once', async ({ assert, client }) => {
    const [reader, other] = await UserFactory.createMany(2)
    await send([reader.id, other.id])
    await send([reader.id])
    const mine = (await client.get('/api/v1/notifications').loginAs(reader)).body().pagination.data
    const theirs = (await client.get('/api/v1/notifications').loginAs(other)).body().pagination.data

    const marked = await client.post('/api/v1/notifications/mark-as-read').json({ ids: [mine[0].id, theirs[0].id] }).withCsrfToken().loginAs(reader)
    assert.equal(marked.status(), 200)
    assert.deepEqual(marked.body(), { unreadCount: 1 })
    assert.isNull((await db.from('notifications').where('id', theirs[0].id).firstOrFail()).read_at, "another person's id is left alone")

    const all = await client.post('/api/v1/notifications/mark-all-as-read').withCsrfToken().loginAs(reader)
    assert.deepEqual(all.body(), { unreadCount: 0 })
    assert.equal((await client.get('/api/v1/notifications').loginAs(other)).body().unread_count, 1)
    assert.equal((await client.post('/api/v1/notifications/mark-as-read').json({ ids: ['nope'] }).withCsrfToken().loginAs(reader)).status(), 422)
  })

  test('guests and requests without a CSRF token are refused', async ({ assert, client }) => {
    const reader = await UserFactory.create()
    assert.equal((await client.get('/api/v1/notifications')).status(), 401)
    assert.equal((await client.get('/api/v1/notifications/me/subscriptions')).status(), 401)
    assert.equal((await client.post('/api/v1/notifications/mark-all-as-read').withCsrfToken()).status(), 401)
    assert.equal((await client.post('/api/v1/notifications/mark-all-as-read').loginAs(reader)).status(), 419)
  })

  test('the subscription payload groups the declared types; a saved choice decides the channels', async ({ assert, client }) => {
    const reader = await UserFactory.create()
    const payload = (await client.get('/api/v1/notifications/me/subscriptions').loginAs(reader)).body()
    assert.deepEqual(payload.available_channels, ['database', 'email', 'browser'])
    const releases = payload.subscriptions.find((entry: any) => entry.group_name === 'Releases')
    assert.deepInclude(releases.subscriptions, { notif_id: 'music.new_release', name: 'New release by an artist you follow', channels: ['database', 'email', 'browser'] })
    assert.deepInclude(payload.user_selections, { notif_id: 'music.new_release', channels: ['database', 'email', 'browser'] })

    const saved = await client
      .put('/api/v1/notifications/me/subscriptions')
      .json({ selections: [{ notif_id: 'music.new_release', channels: ['email'] }] })
      .withCsrfToken()
      .loginAs(reader)
    assert.equal(saved.status(), 200)
    assert.deepInclude(saved.body().user_selections, { notif_id: 'music.new_release', channels: ['email'] })

    await send([reader.id])
    assert.equal((await client.get('/api/v1/notifications').loginAs(reader)).body().unread_count, 0, 'the in-app channel is off now')

    const unknown = await client.put('/api/v1/notifications/me/subscriptions').json({ selections: [{ notif_id: 'music.nothing', channels: ['email'] }] }).withCsrfToken().loginAs(reader)
    assert.equal(unknown.status(), 422)
    assert.deepEqual(Object.keys(unknown.body().errors), ['selections.0.notif_id'])
    const badChannel = await client.put('/api/v1/notifications/me/subscriptions').json({ selections: [{ notif_id: 'music.new_release', channels: ['sms'] }] }).withCsrfToken().loginAs(reader)
    assert.equal(badChannel.status(), 422)
  })

  test('the bootstrap data carries the unread count and the VAPID public key', async ({ assert, client }) => {
    const reader = await UserFactory.create()
    await send([reader.id])
    const bootstrap = async () => {
      const page = await client.get('/').header('accept', 'text/html').loginAs(reader)
      return JSON.parse(/window\.bootstrapData\s*=\s*(\{.*?\});?<\/script>/s.exec(page.text())![1])
    }
    const data = await bootstrap()
    assert.equal(data.user.unread_notifications_count, 1)
    assert.match(data.module_data.notifications.vapidPublicKey, /^[A-Za-z0-9_-]{80,}$/)

    // The count is kept between pages: a notification stored outside any request, and marking all read, change it.
    await send([reader.id])
    assert.equal((await bootstrap()).user.unread_notifications_count, 2)
    await client.post('/api/v1/notifications/mark-all-as-read').withCsrfToken().loginAs(reader)
    assert.equal((await bootstrap()).user.unread_notifications_count, 0)
  })
})

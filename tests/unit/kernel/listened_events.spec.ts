import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import { listenedEvents } from '#core/kernel/http/listened_events'

test.group('Listened events: per-request events go out only when someone listens', () => {
  test('an event nobody listens to is not emitted', async ({ cleanup }) => {
    // A faked emitter records every emit, listened to or not.
    const fake = emitter.fake()
    cleanup(() => emitter.restore())
    await listenedEvents(emitter).emit('session:initiated' as any, { nobody: 'listens' } as any)
    fake.assertNotEmitted('session:initiated' as any)
  })

  test('an event with a listener reaches it, also a listener added after the wrapper was made', async ({ assert, cleanup }) => {
    const received: unknown[] = []
    const events = listenedEvents(emitter)
    const listener = (data: unknown) => void received.push(data)
    emitter.on('session:initiated' as any, listener)
    cleanup(() => emitter.off('session:initiated' as any, listener))
    await events.emit('session:initiated' as any, { session: 'a' } as any)
    assert.deepEqual(received, [{ session: 'a' }])
  })
})

import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import { listenedEvents } from '#core/kernel/http/listened_events'

test.group('Listened events: per-request events go out only when someone listens', () => {
  test('an event with a listener reaches it, one without is dropped, a listener added later is served', async ({ assert, cleanup }) => {
    const received: unknown[] = []
    const events = listenedEvents(emitter)
    await events.emit('session:initiated' as any, { nobody: 'listens' } as any)

    const listener = (data: unknown) => void received.push(data)
    emitter.on('session:initiated' as any, listener)
    cleanup(() => emitter.off('session:initiated' as any, listener))
    await events.emit('session:initiated' as any, { session: 'a' } as any)
    assert.deepEqual(received, [{ session: 'a' }])
  })
})

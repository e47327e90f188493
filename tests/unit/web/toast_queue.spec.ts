import { test } from '@japa/runner'
import { ToastQueue } from '../../../web/src/services/toast_queue.js'
import { FakeClock } from './helpers/fake_clock.js'

function makeQueue(maxVisible?: number) {
  const clock = new FakeClock()
  return { queue: new ToastQueue(clock, maxVisible), clock }
}

test.group('ToastQueue', () => {
  test('gives each toast a 6 character id and positive bottom-center defaults', ({ assert }) => {
    const { queue } = makeQueue()
    const id = queue.add('Saved')
    assert.match(id, /^[a-z0-9]{6}$/)
    assert.deepInclude(queue.getSnapshot()[0], {
      id,
      message: 'Saved',
      type: 'positive',
      position: 'bottom-center',
      duration: 3000,
    })
  })

  test('shows one toast at a time: a new one replaces the older', ({ assert }) => {
    const { queue, clock } = makeQueue()
    queue.add('First')
    queue.danger('Second')
    assert.deepEqual(
      queue.getSnapshot().map((toast) => toast.message),
      ['Second']
    )
    // The replaced toast's timer is gone: only the danger toast's 8 s timer is left.
    assert.equal(clock.pendingTimers, 1)
  })

  test('replaces a toast with the same id instead of adding one', ({ assert }) => {
    const { queue } = makeQueue(3)
    queue.add('Uploading', { id: 'upload', type: 'loading' })
    queue.add('Other')
    queue.add('Uploaded', { id: 'upload' })
    assert.deepEqual(
      queue.getSnapshot().map((toast) => toast.message),
      ['Other', 'Uploaded']
    )
  })

  test('removes positive toasts after 3 s and danger toasts after 8 s', ({ assert }) => {
    const { queue, clock } = makeQueue()
    queue.positive('Saved')
    clock.advance(2999)
    assert.lengthOf(queue.getSnapshot(), 1)
    clock.advance(1)
    assert.lengthOf(queue.getSnapshot(), 0)

    queue.danger('Failed')
    clock.advance(7999)
    assert.lengthOf(queue.getSnapshot(), 1)
    clock.advance(1)
    assert.lengthOf(queue.getSnapshot(), 0)
  })

  test('keeps loading toasts until they are removed', ({ assert }) => {
    const { queue, clock } = makeQueue()
    const id = queue.loading('Uploading...')
    clock.advance(60_000)
    assert.lengthOf(queue.getSnapshot(), 1)
    queue.remove(id)
    assert.lengthOf(queue.getSnapshot(), 0)
  })

  test('pausing keeps the remaining time and resuming continues from it', ({ assert }) => {
    const { queue, clock } = makeQueue()
    const id = queue.positive('Saved')
    clock.advance(1000)
    queue.pause(id)
    clock.advance(10_000)
    assert.lengthOf(queue.getSnapshot(), 1, 'a paused toast does not expire')
    assert.equal(queue.remaining(id), 2000)
    queue.resume(id)
    clock.advance(1999)
    assert.lengthOf(queue.getSnapshot(), 1)
    clock.advance(1)
    assert.lengthOf(queue.getSnapshot(), 0)
  })

  test('pausing twice does not lose time', ({ assert }) => {
    const { queue, clock } = makeQueue()
    const id = queue.positive('Saved')
    clock.advance(500)
    queue.pause(id)
    clock.advance(500)
    queue.pause(id)
    assert.equal(queue.remaining(id), 2500)
  })

  test('notifies subscribers and keeps the snapshot stable between changes', ({ assert }) => {
    const { queue, clock } = makeQueue()
    let notified = 0
    const unsubscribe = queue.subscribe(() => notified++)
    const before = queue.getSnapshot()
    assert.strictEqual(queue.getSnapshot(), before)
    queue.add('One')
    assert.notStrictEqual(queue.getSnapshot(), before)
    clock.advance(3000)
    assert.equal(notified, 2)
    unsubscribe()
    queue.add('Two')
    assert.equal(notified, 2)
  })
})

import { test } from '@japa/runner'
import { DeferredActions, UNDO_WINDOW_MS } from '../../../web/src/ui/data_table/deferred_actions.js'
import { FakeClock } from './helpers/fake_clock.js'

/** A DeferredActions whose requests are recorded, succeed at once and whose events are recorded. */
function makeActions(options: { fail?: boolean } = {}) {
  const clock = new FakeClock()
  const sent: Array<{ ids: number[]; keepalive: boolean }> = []
  const events: string[] = []
  const actions = new DeferredActions(clock, {
    committed: (action) => void events.push(`committed ${action.ids.join(',')}`),
    failed: (action) => void events.push(`failed ${action.ids.join(',')}`),
  })
  const schedule = (ids: number[]) =>
    actions.schedule(ids, `${ids.length} deleted`, async ({ keepalive }) => {
      sent.push({ ids, keepalive })
      if (options.fail) throw new Error('refused')
    })
  return { clock, actions, sent, events, schedule }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test.group('DeferredActions (the data table undo window)', () => {
  test('sends nothing during the window and the request once it closes; the rows stay hidden until the list is read again', async ({ assert }) => {
    const { clock, actions, sent, events, schedule } = makeActions()
    schedule([1, 2])
    assert.deepInclude(actions.getSnapshot()[0], { ids: [1, 2], message: '2 deleted', state: 'waiting', commitsAt: UNDO_WINDOW_MS })
    clock.advance(UNDO_WINDOW_MS - 1)
    assert.deepEqual(sent, [])
    clock.advance(1)
    assert.deepEqual(sent, [{ ids: [1, 2], keepalive: false }])
    assert.equal(actions.getSnapshot()[0].state, 'sending')
    await settle()
    assert.deepEqual(events, ['committed 1,2'])
    assert.deepEqual(actions.getSnapshot(), [])
  })

  test('undo within the window drops the action: no request, ever', async ({ assert }) => {
    const { clock, actions, sent, schedule } = makeActions()
    const key = schedule([3])
    clock.advance(4000)
    actions.undo(key)
    assert.deepEqual(actions.getSnapshot(), [])
    clock.advance(60_000)
    actions.flush(true)
    await settle()
    assert.deepEqual(sent, [])
    assert.equal(clock.pendingTimers, 0)
  })

  test('flush sends what waits at once (leaving the screen), with keepalive when the page closes; sent actions cannot be undone', async ({ assert }) => {
    const { actions, sent, schedule } = makeActions()
    const first = schedule([4])
    schedule([5])
    actions.flush(true)
    assert.deepEqual(sent, [
      { ids: [4], keepalive: true },
      { ids: [5], keepalive: true },
    ])
    actions.undo(first)
    assert.lengthOf(actions.getSnapshot(), 2)
    await settle()
    assert.deepEqual(actions.getSnapshot(), [])
  })

  test('a failed request gives the rows back and says so', async ({ assert }) => {
    const { clock, actions, events, schedule } = makeActions({ fail: true })
    schedule([6])
    clock.advance(UNDO_WINDOW_MS)
    await settle()
    assert.deepEqual(events, ['failed 6'])
    assert.deepEqual(actions.getSnapshot(), [])
  })
})

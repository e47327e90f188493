import { test } from '@japa/runner'
import { Emitter, Group, Refiner, Suite, Test, TestContext } from '@japa/runner/core'
import { retryWhole } from '#tests/helpers/whole_retries'

/**
 * A group and its test built and run with Japa's own classes, as the
 * browser suite runs them: fails if a Japa upgrade changes where a test's
 * body, its cleanups or its group's setup hooks are, which whole_retries.ts
 * relies on.
 */
async function runFlakyTest(failingTries: number, retries: number) {
  const events: string[] = []
  const emitter = new Emitter()
  const ended: Array<{ hasError: boolean; retryAttempt?: number }> = []
  emitter.on('test:end', (payload) => void ended.push(payload))
  const refiner = new Refiner()
  const suite = new Suite('browser', emitter, refiner)
  retryWhole(suite, retries)

  const group = new Group('flaky', emitter, refiner)
  suite.add(group)
  group.each.setup(() => {
    events.push('setup')
    return () => void events.push('setup cleanup')
  })
  group.each.teardown(() => void events.push('teardown'))
  const flaky = new Test('opens a page', (self) => new TestContext(self), emitter, refiner, group)
  group.add(flaky)
  let tries = 0
  flaky.run(async ({ cleanup }) => {
    const attempt = ++tries
    events.push(`try ${attempt}`)
    cleanup(() => void events.push(`close try ${attempt}`))
    if (attempt <= failingTries) throw new Error(`try ${attempt} missed its wait`)
  })
  await group.exec()
  return { events, ended }
}

test.group('Browser test retries (tests/helpers/whole_retries.ts)', () => {
  test('a failed try is closed and torn down, and its group set up again before the next try, which passes', async ({ assert }) => {
    const { events, ended } = await runFlakyTest(1, 2)
    assert.deepEqual(events, ['setup', 'try 1', 'close try 1', 'teardown', 'setup', 'try 2', 'close try 2', 'setup cleanup', 'setup cleanup', 'teardown'])
    assert.deepEqual(ended.map(({ hasError, retryAttempt }) => ({ hasError, retryAttempt })), [{ hasError: false, retryAttempt: 2 }])
  })

  test('a test failing every try fails once all tries are used', async ({ assert }) => {
    const { events, ended } = await runFlakyTest(5, 2)
    assert.equal(events.filter((event) => event.startsWith('try ')).length, 3)
    assert.deepEqual(ended.map(({ hasError, retryAttempt }) => ({ hasError, retryAttempt })), [{ hasError: true, retryAttempt: 3 }])
  })

  test('without retries a test runs once, as Japa runs it', async ({ assert }) => {
    const { events, ended } = await runFlakyTest(1, 0)
    assert.deepEqual(events, ['setup', 'try 1', 'close try 1', 'setup cleanup', 'teardown'])
    assert.isTrue(ended[0].hasError)
  })
})

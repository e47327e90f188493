import type { Group, Suite, Test, TestContext } from '@japa/runner/core'

type SetupHandler = Parameters<Group['each']['setup']>[0]
type TeardownHandler = Parameters<Group['each']['teardown']>[0]
/** A group's `each` hooks: run again around every try after the first. */
interface Hooks {
  setups: SetupHandler[]
  teardowns: TeardownHandler[]
}
type Cleanup = Parameters<TestContext['cleanup']>[0]

/**
 * Browser tests run again when they fail (BROWSER_TEST_RETRIES), each try
 * as a test of its own. Japa's own `retry` runs the test's body again and
 * nothing else: its group's `each.setup` hooks (the data a group resets, the
 * read caches dropped) ran once before the first try, and what a try asked
 * `cleanup` to do (close its browser) waits until the last one. A second try
 * then met the first one's rows (a page already at its address, a second
 * admin of the same name in the audit log) and failed for that, not for
 * what failed first: seen in CI for custom_pages_admin, billing_admin and
 * gapless_playback. Here a failed try's cleanups and its group's teardown
 * hooks run at once, and the group's setup hooks run again before the next
 * try; Japa shows the tries as "(x2)".
 * tests/unit/kernel/whole_retries.spec.ts fails if Japa's test shape changes.
 */
export function retryWhole(suite: Suite, retries: number, loneTestSetups: SetupHandler[] = []) {
  // Registered before the suite's other group hooks, so every `each.setup` is seen here.
  suite.onGroup((group) => {
    const hooks: Hooks = { setups: [], teardowns: [] }
    const { setup, teardown } = group.each
    group.each.setup = (handler) => {
      hooks.setups.push(handler)
      setup(handler)
    }
    group.each.teardown = (handler) => {
      hooks.teardowns.push(handler)
      teardown(handler)
    }
    // A test's body is given after the test joins its group: it is wrapped as the test starts.
    group.tap((test) => test.setup(() => wrap(test, retries, hooks)))
  })
  suite.onTest((test) => test.setup(() => wrap(test, retries, { setups: loneTestSetups, teardowns: [] })))
}

function wrap(test: Test, retries: number, { setups, teardowns }: Hooks) {
  const body = test.options.executor
  if (!body || retries <= 0) return
  // Every try gets the whole time a test has.
  if (test.options.timeout) test.timeout(test.options.timeout * (retries + 1))
  test.options.executor = async (context: TestContext, ...rest: unknown[]) => {
    const keep = context.cleanup
    for (let attempt = 1; ; attempt++) {
      const cleanups: Cleanup[] = []
      context.cleanup = (cleanup: Cleanup) => void cleanups.push(cleanup)
      try {
        await (body as (...args: unknown[]) => unknown)(context, ...rest)
        cleanups.forEach((cleanup) => keep(cleanup))
        return
      } catch (error) {
        if (attempt > retries) {
          cleanups.forEach((cleanup) => keep(cleanup))
          throw error
        }
        for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup(true, test)).catch(() => {})
        for (const teardown of teardowns) await Promise.resolve(teardown(test)).catch(() => {})
        test.options.retryAttempt = attempt + 1
        for (const setup of setups) {
          const after = await setup(test)
          if (typeof after === 'function') keep(after as Cleanup)
        }
      } finally {
        context.cleanup = keep
      }
    }
  }
}

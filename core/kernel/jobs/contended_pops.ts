import { configProvider } from '@adonisjs/core'
import type { drivers } from '@adonisjs/queue'

type DatabaseAdapterProvider = ReturnType<typeof drivers.database>

/** SQLite refused the write: another process holds the lock, or wrote since this transaction read (BUSY_SNAPSHOT). */
function isSqliteBusy(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

/**
 * The database queue adapter, whose pop answers "no job for now" when SQLite
 * is busy instead of failing.
 *
 * Why: @boringnode/queue 0.6's worker fills its free slots with concurrent
 * pops under one Promise.all. On SQLite a pop is a deferred transaction
 * (select, then update); when another process (a second worker, the web
 * server) wrote in between, the update fails at once with SQLITE_BUSY_SNAPSHOT,
 * no busy timeout applies, and Promise.all throws away the job a sibling pop
 * had already marked active: it sat unrun until stalled-job recovery (and a
 * second time, with maxStalledCount 1, it would be deleted). Seen in about
 * half of the runs of the two-worker test under load (one of 24 jobs left
 * "active"). A busy pop now yields nothing and the worker polls again; the
 * job it would have taken stays pending for the next pop. MySQL/MariaDB pop
 * with SKIP LOCKED and never see this. tests/functional/queue.spec.ts (two
 * workers, 24 jobs, each run once) fails if the worker changes under this.
 */
export function busyTolerantPops(provider: DatabaseAdapterProvider): DatabaseAdapterProvider {
  return configProvider.create(async (app) => {
    const makeAdapter = await provider.resolver(app)
    return () => {
      const adapter = makeAdapter()
      const popFrom = adapter.popFrom.bind(adapter)
      adapter.popFrom = async (queue: string) => {
        try {
          return await popFrom(queue)
        } catch (error) {
          if (isSqliteBusy(error)) return null
          throw error
        }
      }
      return adapter
    }
  })
}

import { relative } from 'node:path'
import type { Config } from '@japa/runner/types'

type NamedReporter = NonNullable<NonNullable<Config['reporters']>['list']>[number]

/**
 * Where a run's time went: after the spec reporter's summary, each suite's
 * wall time and the `top` slowest test files, group setup and teardown
 * included (a test's own duration leaves them out). Activated by
 * TEST_DURATIONS=<top> (tests/bootstrap.ts); .ci/run sets it, so a slow CI
 * log says which files to look at (docs/testing.md).
 */
export function durationsReporter(top: number): NamedReporter {
  return {
    name: 'durations',
    handler(_runner, emitter) {
      const byFile = new Map<string, number>()
      const bySuite: Array<{ name: string; ms: number }> = []
      let currentFile: string | undefined
      let since = performance.now()
      let suiteStarted = since

      // Time up to each event goes to the file that was running (a group's setup runs before its first test starts).
      const charge = (nextFile: string | undefined) => {
        const now = performance.now()
        if (currentFile) byFile.set(currentFile, (byFile.get(currentFile) ?? 0) + now - since)
        since = now
        if (nextFile) currentFile = relative(process.cwd(), nextFile)
      }
      emitter.on('group:start', (payload) => charge(payload.meta.fileName))
      emitter.on('test:start', (payload) => charge(payload.meta.fileName))
      emitter.on('test:end', () => charge(undefined))
      emitter.on('group:end', () => charge(undefined))
      emitter.on('suite:start', () => {
        charge(undefined)
        currentFile = undefined
        suiteStarted = performance.now()
      })
      emitter.on('suite:end', (payload) => {
        charge(undefined)
        currentFile = undefined
        bySuite.push({ name: payload.name, ms: performance.now() - suiteStarted })
      })
      emitter.on('runner:end', () => {
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`
        console.log('\nDurations by suite')
        for (const suite of bySuite) console.log(`${seconds(suite.ms)}  ${suite.name}`)
        console.log(`\nSlowest ${top} files`)
        const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top)
        for (const [file, ms] of slowest) console.log(`${seconds(ms)}  ${file}`)
      })
    },
  }
}

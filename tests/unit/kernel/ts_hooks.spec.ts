import { test } from '@japa/runner'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const sample = 'tests/fixtures/ts_hooks/sample.ts'

/** What the sample prints when node runs it with `--import <loader>`. */
function runWith(loader: string, script = sample, ...args: string[]) {
  const output = execFileSync(process.execPath, ['--import', loader, script, ...args], { cwd: root, encoding: 'utf8' })
  return JSON.parse(output)
}

// The server runs on bin/ts_hooks.js (main-thread hooks), everything else on
// @poppinss/ts-exec: the two must compile the project's TypeScript alike.
test.group("The server's TypeScript hooks", () => {
  test('compile decorators, metadata, enums, parameter properties, .js imports and aliases as ts-exec does', ({
    assert,
  }) => {
    const ours = runWith('./bin/ts_hooks.js')
    assert.deepEqual(ours, {
      designType: 'Date',
      decorated: true,
      className: 'Model',
      parameterProperty: 'x',
      ownFields: ['name'],
      mode: 'loud',
      aliased: 'reached through a package.json import alias',
      relative: 'a .ts file imported as .js',
    })
    assert.deepEqual(ours, runWith('@poppinss/ts-exec'))
  }).timeout(60_000)

  // A lazy import() in a request's path resolves again on every call; the hooks remember where a
  // `./file.js` written for a .ts was found, so it costs what the .ts spelling costs (~10 µs)
  // instead of a failed resolution first (~140-200 µs).
  test('an import() repeated of a .ts file written as .js is not resolved from scratch each time', ({ assert }) => {
    const { asJs, asTs } = runWith('./bin/ts_hooks.js', 'tests/fixtures/ts_hooks/resolve_cost.ts', '3000')
    assert.isBelow(asJs, asTs * 3)
  }).timeout(60_000)
})

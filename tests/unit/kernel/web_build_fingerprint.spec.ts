import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from '@japa/runner'
// @ts-expect-error: a plain-JavaScript entrypoint helper without type declarations
import { recordWebBuild, webBuildState } from '../../../bin/web_build_fingerprint.js'

/** A checkout in miniature: the web app, one plugin with a web part and server code, the lockfile. */
function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'cadenza-fingerprint-'))
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  write('web/src/main.tsx', 'render()')
  write('web/src/generated/plugins.ts', 'export const webPlugins = []')
  write('plugins/radio/plugin.ts', 'export default definePlugin({ id: "radio" })')
  write('plugins/radio/web/index.ts', 'export default defineWebPlugin({ id: "radio" })')
  write('plugins/radio/server/controller.ts', 'export class Controller {}')
  write('package-lock.json', '{"lockfileVersion": 3}')
  return { root, dist: join(root, 'web/dist'), write }
}

test.group('npm start: is the web build current?', (group) => {
  let tree: ReturnType<typeof checkout>
  group.each.setup(() => {
    tree = checkout()
    return () => rmSync(tree.root, { recursive: true, force: true })
  })
  const build = () => {
    tree.write('web/dist/index.html', '<html>')
    recordWebBuild(tree.root, tree.dist, {})
  }
  const state = (env: Record<string, string> = {}) => webBuildState(tree.root, tree.dist, env)

  test('missing before the first build, current after it', ({ assert }) => {
    assert.equal(state(), 'missing')
    build()
    assert.equal(state(), 'current')
  })

  test('a build made before fingerprints existed counts as stale', ({ assert }) => {
    tree.write('web/dist/index.html', '<html>')
    assert.equal(state(), 'stale')
  })

  test("a change to the web app, a plugin's web part or manifest, or the lockfile makes it stale", ({
    assert,
  }) => {
    for (const [path, content] of [
      ['web/src/main.tsx', 'render(<App />)'],
      ['plugins/radio/web/index.ts', 'export default defineWebPlugin({ id: "radio", routes: [] })'],
      ['plugins/radio/plugin.ts', 'export default definePlugin({ id: "radio", menus: [] })'],
      ['web/src/new_screen.tsx', 'export {}'],
      ['package-lock.json', '{"lockfileVersion": 3, "packages": {}}'],
    ]) {
      build()
      tree.write(path, content)
      assert.equal(state(), 'stale', path)
    }
  })

  test('switching plugins on or off makes it stale', ({ assert }) => {
    build()
    assert.equal(state({ PLUGINS_DISABLED: 'radio' }), 'stale')
  })

  test("server code and the build's own outputs leave it current", ({ assert }) => {
    build()
    tree.write('plugins/radio/server/controller.ts', 'export class Controller { index() {} }')
    tree.write('web/src/generated/plugins.ts', 'export const webPlugins = [radio]')
    tree.write('web/dist/assets/app.js', 'built')
    assert.equal(state(), 'current')
  })
})

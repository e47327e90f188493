import 'reflect-metadata'
import { test } from '@japa/runner'
import { container, instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import type { RegisteredWebPlugin, WebPlugin } from '../../../web/src/kernel/define_web_plugin.js'
import { registerPluginServices } from '../../../web/src/kernel/plugin_services.js'
import { validateWebPlugins } from '../../../web/src/kernel/validate_web_plugin.js'
import { resolve } from '../../../web/src/services/container.js'
import type { Token } from '../../../web/src/services/tokens.js'

const GREETER = Symbol('Greeter') as Token<{ greet(): string }>
const COUNTER = Symbol('Counter') as Token<{ value: number }>

function entry(
  plugin: WebPlugin,
  source = `plugins/${plugin.id}/web/index.ts`
): RegisteredWebPlugin {
  return { moduleId: plugin.id, source, manifest: `plugins/${plugin.id}/plugin.ts`, admin: [], plugin }
}

test.group('Web plugin services', () => {
  test('each web part registers its services once, in registry order, on the container given', ({
    assert,
  }) => {
    const child = container.createChildContainer()
    const calls: Array<[string, DependencyContainer]> = []
    let built = 0
    registerPluginServices(child, [
      entry({ id: 'core' }),
      entry({
        id: 'music',
        services: (c) => {
          calls.push(['music', c])
          c.register(COUNTER, { useFactory: instanceCachingFactory(() => ({ value: ++built })) })
        },
      }),
      entry({
        id: 'podcasts',
        services: (c) => {
          calls.push(['podcasts', c])
          // A later part may build on an earlier part's services.
          c.register(GREETER, {
            useFactory: instanceCachingFactory((inner) => ({
              greet: () => `hello ${resolve(inner, COUNTER).value}`,
            })),
          })
        },
      }),
    ])

    assert.deepEqual(
      calls.map(([id]) => id),
      ['music', 'podcasts']
    )
    assert.isTrue(calls.every(([, c]) => c === child))
    assert.equal(built, 0, 'factories build on first use, not at registration')
    assert.equal(resolve(child, GREETER).greet(), 'hello 1')
    assert.strictEqual(resolve(child, COUNTER), resolve(child, COUNTER))
    assert.isFalse(container.isRegistered(COUNTER), 'nothing leaks to the parent container')
  })

  test('a services function that throws stops the boot naming the web part', ({ assert }) => {
    const faulty = entry({
      id: 'music',
      services: () => {
        throw new Error('no audio here')
      },
    })
    assert.throws(
      () => registerPluginServices(container.createChildContainer(), [faulty]),
      'Web plugin plugins/music/web/index.ts failed to register its services: no audio here'
    )
  })

  test('validation accepts a services function and refuses anything else', ({ assert }) => {
    assert.doesNotThrow(() => validateWebPlugins([entry({ id: 'music', services: () => {} })]))
    const faulty = entry({ id: 'music', services: 'registerPlayer' as unknown as () => void })
    assert.throws(
      () => validateWebPlugins([faulty]),
      'Invalid web plugin plugins/music/web/index.ts:\n  - services must be a function (container) => void'
    )
  })
})

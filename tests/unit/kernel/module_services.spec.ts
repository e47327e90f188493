import { test } from '@japa/runner'
import { Container } from '@adonisjs/core/container'
import type { ContainerBindings } from '@adonisjs/core/types'
import pluginsConfig from '#config/plugins'
import { definePlugin, type ModuleServices } from '#core/kernel/contract'
import { InvalidManifestError, validateManifest } from '#core/kernel/manifest_validator'
import { loadModuleRegistry, type LoadedModule } from '#core/kernel/module_registry'
import { bindModuleServices, MODULE_SERVICE_TOKENS, ThemeCatalogue } from '#core/kernel/module_services'
import { ThemeRepository } from '#core/appearance/server/theme_repository'

function loaded(id: string, services: () => Promise<{ default: unknown }>): LoadedModule {
  const manifest = definePlugin({ id, name: id, services: services as () => Promise<{ default: ModuleServices }> })
  return { manifest, kind: 'plugin', folder: `plugins/${id}`, file: `plugins/${id}/plugin.ts`, apiPrefix: `/api/v1/${id}` }
}

/** The kernel reaches core modules only through tokens they bind (core/kernel/module_services.ts). */
test.group('Module services', () => {
  test('the enabled core modules bind every kernel token, to their own classes', async ({ assert }) => {
    const registry = await loadModuleRegistry(pluginsConfig)
    const container = new Container<ContainerBindings>()
    await bindModuleServices(registry.modules, container)
    for (const token of MODULE_SERVICE_TOKENS) assert.isTrue(container.hasBinding(token), token.name)
    assert.instanceOf(await container.make(ThemeCatalogue), ThemeRepository)
  })

  test('without the module that binds a token, boot stops and names the token', async ({ assert }) => {
    const registry = await loadModuleRegistry(pluginsConfig)
    const withoutAccounts = registry.modules.filter((module) => module.manifest.id !== 'accounts')
    await assert.rejects(
      () => bindModuleServices(withoutAccounts, new Container<ContainerBindings>()),
      'No enabled module binds AccessControl, AccountPresenter (core/kernel/module_services.ts)'
    )
  })

  test('a services file that exports no function stops boot naming the manifest', async ({ assert }) => {
    const registry = await loadModuleRegistry(pluginsConfig)
    const wrong = loaded('radio', async () => ({ default: { bind: true } }))
    await assert.rejects(
      () => bindModuleServices([...registry.modules, wrong], new Container<ContainerBindings>()),
      "plugins/radio/plugin.ts: services must default-export a function binding the module's services"
    )
  })

  test('a manifest whose services is not a lazy import is refused with its file name', ({ assert }) => {
    assert.throws(
      () => validateManifest({ id: 'radio', name: 'Radio', services: 'module_services.ts' }, 'radio', 'plugins/radio/plugin.ts'),
      /plugins\/radio\/plugin.ts:\n {2}- services must be a lazy import/
    )
    assert.throws(() => validateManifest({ id: 'radio', name: 'Radio', services: 1 }, 'radio', 'x'), InvalidManifestError)
  })
})

import { pathToFileURL } from 'node:url'
import type {
  AdSlotDefinition,
  AdminScreenDefinition,
  MenuItemDefault,
  PermissionDefinition,
  PluginManifest,
  SeoPageDefinition,
} from './contract.js'
import { InvalidManifestError, validateManifest } from './manifest_validator.js'
import { enabledModuleLocations, type ModuleKind, type PluginsConfig } from './modules_config.js'
import { fromRoot } from './paths.js'

export interface LoadedModule {
  manifest: PluginManifest
  folder: string
  kind: ModuleKind
  /** Manifest file, relative to the project root (used in error messages). */
  file: string
  /** URL prefix of its API routes. */
  apiPrefix: string
}

/**
 * Everything the enabled modules contribute, merged. Built once at boot from
 * config/plugins.ts; the admin shell, router, menus and settings read from it
 * and never special-case a module.
 */
export class ModuleRegistry {
  #settingsDefaults?: Readonly<Record<string, unknown>>
  #privateSettingKeys?: ReadonlySet<string>

  constructor(readonly modules: LoadedModule[]) {
    this.#checkUniqueness()
  }

  get ids() {
    return this.modules.map((module) => module.manifest.id)
  }

  find(id: string) {
    return this.modules.find((module) => module.manifest.id === id)
  }

  permissions(): PermissionDefinition[] {
    return this.modules.flatMap((module) => module.manifest.permissions ?? [])
  }

  menuDefaults(): MenuItemDefault[] {
    return this.modules
      .flatMap((module) => module.manifest.menus ?? [])
      .sort((a, b) => (a.order ?? 100) - (b.order ?? 100))
  }

  /**
   * Defaults of every module's settings; each ad slot is a setting (empty by
   * default). Computed once: settings are read many times per request.
   */
  settingsDefaults(): Readonly<Record<string, unknown>> {
    return (this.#settingsDefaults ??= Object.freeze(
      Object.assign(
        Object.fromEntries(this.adSlots().map((slot) => [slot.key, null])),
        ...this.modules.map((module) => module.manifest.settings?.defaults ?? {})
      )
    ))
  }

  privateSettingKeys(): ReadonlySet<string> {
    return (this.#privateSettingKeys ??= new Set(this.modules.flatMap((module) => module.manifest.settings?.private ?? [])))
  }

  seoPages(): Array<SeoPageDefinition & { moduleId: string }> {
    return this.modules.flatMap((module) => (module.manifest.seo ?? []).map((page) => ({ ...page, moduleId: module.manifest.id })))
  }

  /** Every module's embed pages (see PluginManifest.embedPages). */
  embedPages(): string[] {
    return this.modules.flatMap((module) => module.manifest.embedPages ?? [])
  }

  adSlots(): AdSlotDefinition[] {
    return this.modules.flatMap((module) => module.manifest.adSlots ?? [])
  }

  adminScreens(): AdminScreenDefinition[] {
    return this.modules
      .flatMap((module) => module.manifest.admin ?? [])
      .sort((a, b) => (a.order ?? 100) - (b.order ?? 100))
  }

  /** Every module's activity tables (see PluginManifest.activityTables). */
  activityTables(): string[] {
    return this.modules.flatMap((module) => module.manifest.activityTables ?? [])
  }

  /** Every module's error sinks (see PluginManifest.errorSinks), as lazy imports. */
  errorSinks() {
    return this.modules.flatMap((module) => module.manifest.errorSinks ?? [])
  }

  #checkUniqueness() {
    const seen = new Map<string, string>()
    const claim = (kind: string, key: string, module: LoadedModule) => {
      const owner = seen.get(`${kind}:${key}`)
      if (owner) throw new InvalidManifestError(module.file, [`${kind} "${key}" is already registered by ${owner}`])
      seen.set(`${kind}:${key}`, module.file)
    }
    for (const module of this.modules) {
      claim('module id', module.manifest.id, module)
      module.manifest.permissions?.forEach((permission) => claim('permission', permission.name, module))
      module.manifest.menus?.forEach((item) => claim('menu item', item.id, module))
      module.manifest.adSlots?.forEach((slot) => claim('ad slot', slot.key, module))
      Object.keys(module.manifest.settings?.defaults ?? {}).forEach((key) => claim('setting', key, module))
      module.manifest.activityTables?.forEach((table) => claim('activity table', table, module))
    }
  }
}

/** Imports and validates the manifest of every enabled module. */
export async function loadModuleRegistry(config: PluginsConfig): Promise<ModuleRegistry> {
  const modules: LoadedModule[] = []
  for (const location of enabledModuleLocations(config)) {
    const file = `${location.folder}/plugin.ts`
    let exported: unknown
    try {
      exported = (await import(pathToFileURL(fromRoot(`${location.folder}/plugin.js`)).href)).default
    } catch (error) {
      throw new InvalidManifestError(file, [`could not be imported: ${(error as Error).message}`])
    }
    const manifest = validateManifest(exported, location.id, file)
    if (manifest.rootRoutes && location.kind !== 'core') {
      throw new InvalidManifestError(file, ['rootRoutes is reserved for core modules; plugin routes live under /api/v1/<id>'])
    }
    modules.push({
      manifest,
      folder: location.folder,
      kind: location.kind,
      file,
      apiPrefix: location.kind === 'core' ? '/api/v1' : `/api/v1/${manifest.id}`,
    })
  }
  return new ModuleRegistry(modules)
}

import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type {
  AdSlotDefinition,
  AdminScreenDefinition,
  LockDefinition,
  MenuItemDefault,
  NotificationTypeDefinition,
  PermissionDefinition,
  PluginManifest,
  ReportDefinition,
  SearchableDefinition,
  SeoPageDefinition,
  SettingSchemaEntry,
  SitemapDefinition,
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
 * Where the settings of outside services (a manifest's `settings.outsideServices`)
 * point under NODE_ENV=test unless a test sets them: nothing listens on port 9
 * of the loopback, so a call is refused at once instead of waiting on the internet.
 */
export const UNREACHABLE_SERVICE_URL = 'http://127.0.0.1:9'

export interface ModuleRegistryOptions {
  /** Plugins installed but switched off, so a dependency on one is told apart from a missing one. */
  disabledIds?: string[]
  /** Under test: outside services' settings default to UNREACHABLE_SERVICE_URL. */
  inTest?: boolean
}

/**
 * Everything the enabled modules contribute, merged. Built once at boot from
 * config/plugins.ts; the admin shell, router, menus and settings read from it
 * and never special-case a module.
 */
export class ModuleRegistry {
  #settingsDefaults?: Readonly<Record<string, unknown>>
  #privateSettingKeys?: ReadonlySet<string>

  #inTest: boolean

  constructor(
    readonly modules: LoadedModule[],
    { disabledIds = [], inTest = false }: ModuleRegistryOptions = {}
  ) {
    this.#inTest = inTest
    this.#checkUniqueness()
    checkPlatformContract(modules, disabledIds)
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
   * default), and under test each outside service is unreachable. Computed
   * once: settings are read many times per request.
   */
  settingsDefaults(): Readonly<Record<string, unknown>> {
    return (this.#settingsDefaults ??= Object.freeze(
      Object.assign(
        Object.fromEntries(this.adSlots().map((slot) => [slot.key, null])),
        ...this.modules.map((module) => module.manifest.settings?.defaults ?? {}),
        this.#inTest ? this.#unreachableOutsideServices() : {}
      )
    ))
  }

  #unreachableOutsideServices() {
    const keys = this.modules.flatMap((module) => module.manifest.settings?.outsideServices ?? [])
    return Object.fromEntries(keys.map((key) => [key, UNREACHABLE_SERVICE_URL]))
  }

  /** Keys never sent to the browser: internal ones and secret ones. */
  privateSettingKeys(): ReadonlySet<string> {
    return (this.#privateSettingKeys ??= new Set([
      ...this.modules.flatMap((module) => module.manifest.settings?.private ?? []),
      ...Object.entries(this.settingsSchema())
        .filter(([, entry]) => entry.secret)
        .map(([key]) => key),
    ]))
  }

  /**
   * The translation files modules ship for a language (manifest `lang`),
   * relative to the project root, in boot order; missing files are skipped.
   */
  translationFiles(language: string): Array<{ moduleId: string; folder: string; file: string }> {
    return this.modules
      .filter((module) => module.manifest.lang)
      .map((module) => ({ moduleId: module.manifest.id, folder: module.folder, file: `${module.folder}/${module.manifest.lang}/${language}.json` }))
      .filter(({ file }) => existsSync(fromRoot(file)))
  }

  /** Every module's settings schema: the settings an admin may change, with how to draw them. */
  settingsSchema(): Record<string, SettingSchemaEntry> {
    return Object.assign({}, ...this.modules.map((module) => module.manifest.settings?.schema ?? {}))
  }

  seoPages(): Array<SeoPageDefinition & { moduleId: string }> {
    return this.modules.flatMap((module) => (module.manifest.seo ?? []).map((page) => ({ ...page, moduleId: module.manifest.id })))
  }

  /** Every module's sitemap sources (see PluginManifest.sitemaps), in boot order. */
  sitemaps(): SitemapDefinition[] {
    return this.modules.flatMap((module) => module.manifest.sitemaps ?? [])
  }

  /** Every module's embed pages (see PluginManifest.embedPages). */
  embedPages(): string[] {
    return this.modules.flatMap((module) => module.manifest.embedPages ?? [])
  }

  /** The root prefixes of every module's protocol APIs ('/rest'; see PluginManifest.protocolApis). */
  protocolPrefixes(): string[] {
    return this.modules.flatMap((module) => (module.manifest.protocolApis ?? []).map((api) => api.prefix))
  }

  /** Every module's pages with secrets in their address (see PluginManifest.secretPages). */
  secretPages(): string[] {
    return this.modules.flatMap((module) => module.manifest.secretPages ?? [])
  }

  adSlots(): AdSlotDefinition[] {
    return this.modules.flatMap((module) => module.manifest.adSlots ?? [])
  }

  adminScreens(): AdminScreenDefinition[] {
    return this.modules
      .flatMap((module) => module.manifest.admin ?? [])
      .sort((a, b) => (a.order ?? 100) - (b.order ?? 100))
  }

  /** Every module's named locks (see PluginManifest.locks). */
  locks(): LockDefinition[] {
    return this.modules.flatMap((module) => module.manifest.locks ?? [])
  }

  /** Every module's searchables (core/search indexes and searches them). */
  searchables(): SearchableDefinition[] {
    return this.modules.flatMap((module) => module.manifest.searchables ?? [])
  }

  /** Every module's notification types, in module order (the settings matrix lists them so). */
  notificationTypes(): NotificationTypeDefinition[] {
    return this.modules.flatMap((module) => module.manifest.notifications ?? [])
  }

  /** Every module's reports (the admin's report index), in tab order. */
  reports(): ReportDefinition[] {
    return this.modules
      .flatMap((module) => module.manifest.reports ?? [])
      .sort((a, b) => (a.order ?? 100) - (b.order ?? 100))
  }

  /** Every module's file usage sources (the admin's files screen), as lazy imports. */
  fileUsageSources() {
    return this.modules.flatMap((module) => (module.manifest.fileUsages ? [module.manifest.fileUsages] : []))
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
      module.manifest.reports?.forEach((report) => claim('report', report.name, module))
      module.manifest.events?.forEach((event) => claim('event', event, module))
      module.manifest.locks?.forEach((lock) => claim('lock', lock.name, module))
      module.manifest.notifications?.forEach((type) => claim('notification type', type.id, module))
      // One full-text index per table: two searchables on a table would build it twice.
      module.manifest.searchables?.forEach((searchable) => {
        claim('searchable', searchable.name, module)
        claim('searchable table', searchable.table, module)
      })
    }
  }
}

// ---- Platform v2: dependsOn and listeners are checked across modules ----

/**
 * Refuses, naming the file: a dependency that is missing or disabled, or that
 * comes later in boot order (core modules are listed, plugins are by name),
 * a plugin event outside its id's namespace, and a listener of an event that
 * is in a module's namespace but that no module declares (a typo, or an
 * event that was removed). A plugin's events are namespaced by its id, so a
 * listener of a disabled plugin's events is simply idle; events of other
 * namespaces are the framework's (`http:request_completed`).
 */
function checkPlatformContract(modules: LoadedModule[], disabledIds: string[]) {
  const position = new Map(modules.map((module, index) => [module.manifest.id, index]))
  const emitted = new Set<string>(modules.flatMap((module) => module.manifest.events ?? []))
  const namespaceOf = (event: string) => event.split(':')[0]
  const moduleNamespaces = new Set([...[...emitted].map(namespaceOf), ...modules.filter((module) => module.kind === 'plugin').map((module) => module.manifest.id)])
  modules.forEach((module, index) => {
    const problems: string[] = []
    for (const dependency of module.manifest.dependsOn ?? []) {
      if (disabledIds.includes(dependency)) problems.push(`depends on "${dependency}", which is disabled (PLUGINS_DISABLED)`)
      else if (!position.has(dependency)) problems.push(`depends on "${dependency}", which is not installed`)
      else if (position.get(dependency)! > index) problems.push(`depends on "${dependency}", which boots after it (a cycle, a core module on a plugin, or core modules out of order in config/plugins.ts)`)
    }
    if (module.kind === 'plugin') {
      for (const event of module.manifest.events ?? []) {
        if (!event.startsWith(`${module.manifest.id}:`)) problems.push(`event "${event}" must be named "${module.manifest.id}:..."`)
      }
    }
    for (const event of Object.keys(module.manifest.listeners ?? {})) {
      if (!emitted.has(event) && moduleNamespaces.has(namespaceOf(event))) problems.push(`listens to "${event}", which no enabled module declares in its events`)
    }
    if (problems.length) throw new InvalidManifestError(module.file, problems)
  })
}

/** Imports and validates the manifest of every enabled module. */
/** `inTest`: the app runs under NODE_ENV=test (outside services unreachable by default). */
export async function loadModuleRegistry(config: PluginsConfig, { inTest = false } = {}): Promise<ModuleRegistry> {
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
  return new ModuleRegistry(bootOrder(modules), { disabledIds: config.disabled, inTest })
}

/**
 * Core modules in their listed order, then plugins by name except that each
 * plugin comes after the plugins it depends on. What cannot be ordered (a
 * cycle) keeps its place, and the registry names it.
 */
export function bootOrder(modules: LoadedModule[]): LoadedModule[] {
  const ordered = modules.filter((module) => module.kind === 'core')
  const waiting = modules.filter((module) => module.kind === 'plugin')
  while (waiting.length) {
    const pending = new Set(waiting.map((module) => module.manifest.id))
    const next = waiting.findIndex((module) => (module.manifest.dependsOn ?? []).every((id) => !pending.has(id)))
    ordered.push(...waiting.splice(next === -1 ? 0 : next, 1))
  }
  return ordered
}

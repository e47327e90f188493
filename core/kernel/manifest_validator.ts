import string from '@adonisjs/core/helpers/string'
import { NOTIFICATION_CHANNELS } from './shared/notifications.js'
import { MENU_POSITIONS, SETTING_TYPES, type PluginManifest, type SettingSchemaEntry } from './contract.js'

/** Thrown when a manifest is wrong; the message names the file and every problem. */
export class InvalidManifestError extends Error {
  constructor(
    public file: string,
    public problems: string[]
  ) {
    super(`Invalid plugin manifest ${file}:\n  - ${problems.join('\n  - ')}`)
    this.name = 'InvalidManifestError'
  }
}

const ID_PATTERN = /^[a-z][a-z0-9_-]*$/

/** Root paths the server itself answers (core/kernel/http/api_paths.ts): no protocol API may take them. */
const RESERVED_ROOTS = new Set(['/api', '/auth', '/secure', '/health', '/assets'])

/**
 * Checks one manifest on its own: shape, id against its folder, menu
 * positions, paths. Cross-module checks (duplicates) live in the registry.
 */
export function validateManifest(manifest: unknown, expectedId: string, file: string): PluginManifest {
  const problems: string[] = []
  if (!manifest || typeof manifest !== 'object') {
    throw new InvalidManifestError(file, ['the default export must be definePlugin({...})'])
  }
  const m = manifest as PluginManifest

  if (typeof m.id !== 'string' || !ID_PATTERN.test(m.id)) problems.push(`id "${m.id}" must be lower-case letters, digits, - or _`)
  else if (m.id !== expectedId) problems.push(`id "${m.id}" must equal its folder name "${expectedId}"`)
  if (typeof m.name !== 'string' || !m.name.trim()) problems.push('name is required')

  m.permissions?.forEach((permission, index) => {
    // Segments may hold digits and dashes: the namespace is the plugin id ('demo-check.view').
    if (!permission?.name || !/^[a-zA-Z_][\w-]*(\.[a-zA-Z_][\w-]*)*$/.test(permission.name)) problems.push(`permissions[${index}].name "${permission?.name}" is not a dotted name`)
    if (!permission?.label) problems.push(`permissions[${index}].label is required`)
    if (!permission?.group) problems.push(`permissions[${index}].group is required`)
  })

  m.menus?.forEach((item, index) => {
    if (!item?.id) problems.push(`menus[${index}].id is required`)
    if (!MENU_POSITIONS.includes(item?.position)) problems.push(`menus[${index}].position "${item?.position}" is not one of ${MENU_POSITIONS.join(', ')}`)
    if (!item?.label) problems.push(`menus[${index}].label is required`)
    if (typeof item?.action !== 'string') problems.push(`menus[${index}].action is required`)
  })

  m.seo?.forEach((page, index) => {
    if (!page?.name) problems.push(`seo[${index}].name is required`)
    if (!Array.isArray(page?.paths) || page.paths.some((path) => typeof path !== 'string' || !path.startsWith('/'))) {
      problems.push(`seo[${index}].paths must be a list of paths starting with /`)
    }
    if (page?.resolve !== undefined && typeof page.resolve !== 'function') problems.push(`seo[${index}].resolve must be a function`)
  })

  if (m.embedPages !== undefined && (!Array.isArray(m.embedPages) || m.embedPages.some((path) => typeof path !== 'string' || !path.startsWith('/')))) {
    problems.push('embedPages must be a list of paths starting with /')
  }
  if (m.secretPages !== undefined && (!Array.isArray(m.secretPages) || m.secretPages.some((path) => typeof path !== 'string' || !path.startsWith('/') || !path.includes('/:')))) {
    problems.push('secretPages must be a list of paths starting with / with at least one :param (the secret)')
  }

  m.adSlots?.forEach((slot, index) => {
    if (!slot?.key?.startsWith('ads.')) problems.push(`adSlots[${index}].key "${slot?.key}" must start with "ads."`)
  })

  if (m.settings && (typeof m.settings.defaults !== 'object' || m.settings.defaults === null)) {
    problems.push('settings.defaults must be an object of flat keys')
  }
  const outsideServices = m.settings?.outsideServices
  if (outsideServices !== undefined && (!Array.isArray(outsideServices) || outsideServices.some((key) => typeof key !== 'string' || !(key in (m.settings?.defaults ?? {}))))) {
    problems.push('settings.outsideServices must list keys of settings.defaults')
  }

  m.admin?.forEach((screen, index) => {
    if (!screen?.path || !screen?.label || !screen?.permission) problems.push(`admin[${index}] needs path, label and permission`)
  })

  if (m.routes !== undefined && typeof m.routes !== 'function') problems.push('routes must be a function receiving the scoped router')
  if (m.rootRoutes !== undefined && typeof m.rootRoutes !== 'function') problems.push('rootRoutes must be a function receiving the router')
  m.protocolApis?.forEach((api, index) => {
    if (!/^\/[a-z][a-z0-9-]*$/.test(api?.prefix ?? '') || RESERVED_ROOTS.has(api.prefix)) problems.push(`protocolApis[${index}].prefix must be one free path segment like "/rest"`)
    if (typeof api?.routes !== 'function') problems.push(`protocolApis[${index}].routes must be a function receiving the router`)
  })
  if (m.commands !== undefined && typeof m.commands !== 'function') problems.push('commands must be a lazy import of a commands loader')
  if (m.services !== undefined && typeof m.services !== 'function') problems.push("services must be a lazy import of a file binding the module's services")
  if (m.seeders !== undefined && (!Array.isArray(m.seeders) || m.seeders.some((seeder) => typeof seeder !== 'function'))) {
    problems.push('seeders must be a list of lazy imports')
  }
  if (m.fileUsages !== undefined && typeof m.fileUsages !== 'function') problems.push('fileUsages must be a lazy import')
  if (m.workspaceTables !== undefined && (!Array.isArray(m.workspaceTables) || m.workspaceTables.some((table) => typeof table !== 'string' || !/^[a-z_][a-z0-9_]*$/.test(table)))) {
    problems.push('workspaceTables must be a list of table names')
  }
  if (m.workspaceGrants !== undefined && (!Array.isArray(m.workspaceGrants) || m.workspaceGrants.some((name) => typeof name !== 'string' || !(m.permissions ?? []).some((permission) => permission?.name === name)))) {
    problems.push("workspaceGrants must list permissions the module declares")
  }
  if (m.errorSinks !== undefined && (!Array.isArray(m.errorSinks) || m.errorSinks.some((sink) => typeof sink !== 'function'))) {
    problems.push('errorSinks must be a list of lazy imports')
  }
  problems.push(...backgroundWorkProblems(m))
  if (m.web !== undefined && (typeof m.web !== 'string' || !/\.tsx?$/.test(m.web))) problems.push('web must be the path of a .ts or .tsx file')
  if (m.serviceWorker !== undefined && (typeof m.serviceWorker !== 'string' || !/\.ts$/.test(m.serviceWorker))) problems.push('serviceWorker must be the path of a .ts file')
  problems.push(...platformFieldProblems(m))
  problems.push(...lockProblems(m))
  problems.push(...searchableProblems(m))
  problems.push(...reportProblems(m))
  problems.push(...notificationTypeProblems(m))

  if (problems.length) throw new InvalidManifestError(file, problems)
  return m
}

/** Jobs and schedules (core/kernel/jobs): names are checked against the job classes once they are imported. */
function backgroundWorkProblems(m: PluginManifest) {
  const problems: string[] = []
  if (m.jobs !== undefined && (!Array.isArray(m.jobs) || m.jobs.some((job) => typeof job !== 'function'))) {
    problems.push('jobs must be a list of lazy imports of job classes')
  }
  if (m.schedules !== undefined && !Array.isArray(m.schedules)) problems.push('schedules must be a list')
  else
    m.schedules?.forEach((schedule, index) => {
      if (typeof schedule?.job !== 'string' || !schedule.job.startsWith(`${m.id}.`)) problems.push(`schedules[${index}].job must name one of the module's jobs ("${m.id}.<name>")`)
      if ((typeof schedule?.every === 'string') === (typeof schedule?.cron === 'string')) problems.push(`schedules[${index}] needs either every ('5m') or cron ('0 3 * * *')`)
    })
  return problems
}
// ---- Platform v2: dependsOn, events, listeners, hooks, bootstrap, lang, settings schema ----

const EVENT_NAME = /^[a-z][a-z0-9_-]*:[a-z][a-z0-9_.-]*$/
const LIFECYCLE_HOOKS = ['boot', 'ready', 'shutdown']

function isStringList(value: unknown, pattern: RegExp) {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && pattern.test(item))
}

function platformFieldProblems(m: PluginManifest): string[] {
  const problems: string[] = []
  if (m.dependsOn !== undefined && !isStringList(m.dependsOn, ID_PATTERN)) problems.push('dependsOn must be a list of module ids')
  if (m.events !== undefined && !isStringList(m.events, EVENT_NAME)) problems.push('events must be a list of names like "user:deleted"')
  if (m.listeners !== undefined) {
    if (!m.listeners || typeof m.listeners !== 'object') problems.push('listeners must map event names to lists of lazy imports')
    else {
      for (const [event, listeners] of Object.entries(m.listeners)) {
        if (!EVENT_NAME.test(event)) problems.push(`listeners: "${event}" is not an event name like "user:deleted"`)
        if (!Array.isArray(listeners) || listeners.some((listener) => typeof listener !== 'function')) problems.push(`listeners["${event}"] must be a list of lazy imports`)
      }
    }
  }
  if (m.hooks !== undefined) {
    if (!m.hooks || typeof m.hooks !== 'object') problems.push('hooks must be an object of boot, ready and shutdown functions')
    else {
      for (const [name, hook] of Object.entries(m.hooks)) {
        if (!LIFECYCLE_HOOKS.includes(name)) problems.push(`hooks.${name} is not one of ${LIFECYCLE_HOOKS.join(', ')}`)
        else if (typeof hook !== 'function') problems.push(`hooks.${name} must be a function`)
      }
    }
  }
  if (m.bootstrap !== undefined && typeof m.bootstrap !== 'function') problems.push('bootstrap must be a function returning the module\'s bootstrap data')
  if (m.lang !== undefined && (typeof m.lang !== 'string' || !/^[\w-]+(\/[\w-]+)*$/.test(m.lang))) problems.push('lang must be a folder relative to the manifest, like "lang"')
  if (m.settings?.schema !== undefined) problems.push(...settingsSchemaProblems(m.settings.schema, m.settings.defaults ?? {}))
  return problems
}

function settingsSchemaProblems(schema: Record<string, SettingSchemaEntry>, defaults: Record<string, unknown>): string[] {
  if (!schema || typeof schema !== 'object') return ['settings.schema must map setting keys to their definitions']
  const problems: string[] = []
  for (const [key, entry] of Object.entries(schema)) {
    const at = `settings.schema["${key}"]`
    if (!(key in defaults)) problems.push(`${at} has no default in settings.defaults`)
    if (!entry || typeof entry !== 'object') {
      problems.push(`${at} must be an object`)
      continue
    }
    if (!SETTING_TYPES.includes(entry.type)) problems.push(`${at}.type "${entry.type}" is not one of ${SETTING_TYPES.join(', ')}`)
    if (typeof entry.label !== 'string' || !entry.label) problems.push(`${at}.label is required`)
    if (typeof entry.group !== 'string' || !ID_PATTERN.test(entry.group)) problems.push(`${at}.group must be a settings tab id like "general"`)
    const options = entry.options
    if (entry.type === 'select' && (!Array.isArray(options) || !options.length || options.some((option) => typeof option?.value !== 'string' || !option.label))) {
      problems.push(`${at}.options must list { value, label } choices of a select`)
    } else if (entry.type !== 'select' && options !== undefined) problems.push(`${at}.options only apply to a select`)
    const rules = entry.validation
    if (rules !== undefined) {
      if (!rules || typeof rules !== 'object') problems.push(`${at}.validation must be an object`)
      else {
        if ((rules.min !== undefined && typeof rules.min !== 'number') || (rules.max !== undefined && typeof rules.max !== 'number')) problems.push(`${at}.validation min and max must be numbers`)
        if (rules.pattern !== undefined && !isRegExp(rules.pattern)) problems.push(`${at}.validation.pattern must be a regular expression`)
      }
    }
  }
  return problems
}

function isRegExp(pattern: unknown) {
  try {
    return typeof pattern === 'string' && Boolean(new RegExp(pattern))
  } catch {
    return false
  }
}

// ---- Locks: names namespaced by the module (uniqueness across modules is the registry's check) ----

const LOCK_NAME = /^[a-z][a-z0-9_-]*\.[a-z][a-z0-9_.-]*$/

function lockProblems(m: PluginManifest): string[] {
  if (m.locks === undefined) return []
  if (!Array.isArray(m.locks)) return ['locks must be a list of { name, ttl }']
  const problems: string[] = []
  m.locks.forEach((lock, index) => {
    const at = `locks[${index}]`
    if (typeof lock?.name !== 'string' || !LOCK_NAME.test(lock.name) || !lock.name.startsWith(`${m.id}.`)) problems.push(`${at}.name "${lock?.name}" must be named "${m.id}.<name>"`)
    if (!isDuration(lock?.ttl)) problems.push(`${at}.ttl must be a duration like '10m' or a number of milliseconds`)
  })
  return problems
}

function isDuration(value: unknown) {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0
  if (typeof value !== 'string') return false
  try {
    return string.milliseconds.parse(value) > 0
  } catch {
    return false
  }
}
// ---- Searchables (core/search): the index is built from them, so a bad one must stop the boot, not a migration ----

const SQL_NAME = /^[a-z_][a-z0-9_]*$/

function searchableProblems(m: PluginManifest): string[] {
  if (m.searchables === undefined) return []
  if (!Array.isArray(m.searchables)) return ['searchables must be a list']
  const problems: string[] = []
  const seen = new Set<string>()
  m.searchables.forEach((searchable, index) => {
    const at = `searchables[${index}]`
    if (!searchable || typeof searchable !== 'object') return problems.push(`${at} must be an object`)
    if (typeof searchable.name !== 'string' || !SQL_NAME.test(searchable.name)) problems.push(`${at}.name "${searchable.name}" must be lower-case letters, digits or _`)
    else if (seen.has(searchable.name)) problems.push(`${at}.name "${searchable.name}" is declared twice`)
    else seen.add(searchable.name)
    if (typeof searchable.table !== 'string' || !SQL_NAME.test(searchable.table)) problems.push(`${at}.table must be a lower-case table name`)
    if (!isStringList(searchable.columns, SQL_NAME) || !searchable.columns.length) problems.push(`${at}.columns must list the lower-case text columns indexed`)
    if (searchable.popularity !== undefined && (typeof searchable.popularity !== 'string' || !SQL_NAME.test(searchable.popularity))) {
      problems.push(`${at}.popularity must be a lower-case column name`)
    }
    if (searchable.private !== undefined && typeof searchable.private !== 'boolean') problems.push(`${at}.private must be true or false`)
    if (searchable.permission !== null && typeof searchable.permission !== 'string') problems.push(`${at}.permission must be a permission name, or null for anyone who may search`)
    if (typeof searchable.results !== 'function') problems.push(`${at}.results must be a lazy import of its results presenter`)
  })
  return problems
}

// ---- Reports (core/admin's report index) ----

function reportProblems(m: PluginManifest): string[] {
  if (m.reports === undefined) return []
  if (!Array.isArray(m.reports)) return ['reports must be a list of { name, label, source }']
  const problems: string[] = []
  m.reports.forEach((report, index) => {
    const at = `reports[${index}]`
    if (typeof report?.name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(report.name)) problems.push(`${at}.name must be lower-case letters, digits or -`)
    if (typeof report?.label !== 'string' || !report.label) problems.push(`${at}.label must be the tab's title`)
    if (report?.order !== undefined && typeof report.order !== 'number') problems.push(`${at}.order must be a number`)
    if (typeof report?.source !== 'function') problems.push(`${at}.source must be a lazy import of its report source`)
  })
  return problems
}

// ---- Notifications (core/notifications): the types a module sends ----

function notificationTypeProblems(m: PluginManifest): string[] {
  if (m.notifications === undefined) return []
  if (!Array.isArray(m.notifications)) return ['notifications must be a list of { id, group, label, channels }']
  const problems: string[] = []
  m.notifications.forEach((type, index) => {
    const at = `notifications[${index}]`
    if (typeof type?.id !== 'string' || !type.id.startsWith(`${m.id}.`)) problems.push(`${at}.id must be namespaced by the module ("${m.id}.<name>")`)
    if (!type?.group || !type?.label) problems.push(`${at} needs a group and a label`)
    const channels = Object.keys(type?.channels ?? {})
    if (!channels.length) problems.push(`${at}.channels must offer at least one of ${NOTIFICATION_CHANNELS.join(', ')}`)
    for (const channel of channels) {
      if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(channel)) problems.push(`${at}.channels: "${channel}" is not one of ${NOTIFICATION_CHANNELS.join(', ')}`)
    }
  })
  return problems
}

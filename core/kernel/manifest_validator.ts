import { MENU_POSITIONS, type PluginManifest } from './contract.js'

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

  m.adSlots?.forEach((slot, index) => {
    if (!slot?.key?.startsWith('ads.')) problems.push(`adSlots[${index}].key "${slot?.key}" must start with "ads."`)
  })

  if (m.settings && (typeof m.settings.defaults !== 'object' || m.settings.defaults === null)) {
    problems.push('settings.defaults must be an object of flat keys')
  }

  m.admin?.forEach((screen, index) => {
    if (!screen?.path || !screen?.label || !screen?.permission) problems.push(`admin[${index}] needs path, label and permission`)
  })

  if (m.routes !== undefined && typeof m.routes !== 'function') problems.push('routes must be a function receiving the scoped router')
  if (m.rootRoutes !== undefined && typeof m.rootRoutes !== 'function') problems.push('rootRoutes must be a function receiving the router')
  if (m.commands !== undefined && typeof m.commands !== 'function') problems.push('commands must be a lazy import of a commands loader')
  if (m.services !== undefined && typeof m.services !== 'function') problems.push("services must be a lazy import of a file binding the module's services")
  if (m.seeders !== undefined && (!Array.isArray(m.seeders) || m.seeders.some((seeder) => typeof seeder !== 'function'))) {
    problems.push('seeders must be a list of lazy imports')
  }
  if (m.activityTables !== undefined && (!Array.isArray(m.activityTables) || m.activityTables.some((table) => typeof table !== 'string' || !/^[a-z_][a-z0-9_]*$/.test(table)))) {
    problems.push('activityTables must be a list of lower-case table names')
  }
  if (m.errorSinks !== undefined && (!Array.isArray(m.errorSinks) || m.errorSinks.some((sink) => typeof sink !== 'function'))) {
    problems.push('errorSinks must be a list of lazy imports')
  }
  problems.push(...backgroundWorkProblems(m))
  if (m.web !== undefined && (typeof m.web !== 'string' || !/\.tsx?$/.test(m.web))) problems.push('web must be the path of a .ts or .tsx file')

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

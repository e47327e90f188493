import type { RegisteredWebPlugin } from './define_web_plugin.js'

/** A web part whose default export does not follow the contract; the message names its file. */
export class InvalidWebPluginError extends Error {
  constructor(source: string, problems: string[]) {
    super(`Invalid web plugin ${source}:\n  - ${problems.join('\n  - ')}`)
    this.name = 'InvalidWebPluginError'
  }
}

function problemsOf({ moduleId, plugin, manifest, admin }: RegisteredWebPlugin): string[] {
  if (!plugin || typeof plugin !== 'object')
    return ['the default export must be defineWebPlugin({...})']
  const problems: string[] = []
  if (plugin.id !== moduleId)
    problems.push(`id "${plugin.id}" must equal the module id "${moduleId}"`)
  if (plugin.routes !== undefined && !Array.isArray(plugin.routes))
    problems.push('routes must be a list')
  plugin.routes?.forEach((route, index) => {
    if (typeof route?.path !== 'string' || !route.path.startsWith('/'))
      problems.push(`routes[${index}].path must start with /`)
    if (typeof route?.lazy !== 'function')
      problems.push(`routes[${index}].lazy must be a lazy import`)
    if (route?.permission !== undefined && typeof route.permission !== 'string')
      problems.push(`routes[${index}].permission must be a permission name`)
  })
  if (plugin.services !== undefined && typeof plugin.services !== 'function')
    problems.push('services must be a function (container) => void')
  if (plugin.adminScreens !== undefined)
    lazyImportProblems('adminScreens', plugin.adminScreens, (screen) => screen, problems)
  problems.push(...adminScreenDrift(plugin.adminScreens ?? {}, admin, manifest))
  if (plugin.zones !== undefined && !Array.isArray(plugin.zones))
    problems.push('zones must be a list of zoneFill(...)')
  else
    plugin.zones?.forEach((fill, index) => {
      if (typeof fill?.zone !== 'string') problems.push(`zones[${index}].zone must be a zone name`)
      if (typeof fill?.load !== 'function') problems.push(`zones[${index}].load must be a lazy import`)
    })
  if (plugin.userMenu !== undefined && typeof plugin.userMenu !== 'function')
    problems.push('userMenu must be a hook () => UserMenuSection | null')
  if (plugin.takeovers !== undefined && !Array.isArray(plugin.takeovers))
    problems.push('takeovers must be a list')
  else
    plugin.takeovers?.forEach((takeover, index) => {
      if (typeof takeover?.name !== 'string') problems.push(`takeovers[${index}].name must be a name`)
      if (typeof takeover?.shows !== 'function')
        problems.push(`takeovers[${index}].shows must be a function (bootstrap, pathname) => boolean`)
      if (typeof takeover?.load !== 'function') problems.push(`takeovers[${index}].load must be a lazy import`)
    })
  if (plugin.appearanceSections !== undefined && !Array.isArray(plugin.appearanceSections))
    problems.push('appearanceSections must be a list')
  else
    plugin.appearanceSections?.forEach((section, index) => {
      if (typeof section?.id !== 'string' || !/^[a-z0-9-]+$/.test(section.id))
        problems.push(`appearanceSections[${index}].id must be a lower-case address segment`)
      if (typeof section?.label !== 'string') problems.push(`appearanceSections[${index}].label must be a label`)
      if (typeof section?.load !== 'function') problems.push(`appearanceSections[${index}].load must be a lazy import`)
    })
  if (plugin.layouts !== undefined)
    lazyImportProblems('layouts', plugin.layouts, (layout) => layout, problems)
  if (plugin.slots !== undefined)
    lazyImportProblems(
      'slots',
      plugin.slots,
      (fill) => (typeof fill === 'function' ? fill : fill?.load),
      problems
    )
  return problems
}

/**
 * The manifest declares each admin screen (menu entry, permission) and the
 * web part draws it: a declaration without a screen would be a menu link to
 * nothing, a screen without a declaration would have no permission.
 */
function adminScreenDrift(
  screens: Record<string, unknown>,
  declared: RegisteredWebPlugin['admin'],
  manifest: string
): string[] {
  const declaredPaths = new Set(declared.map((screen) => screen.path))
  const missing = [...declaredPaths]
    .filter((path) => !(path in screens))
    .map((path) => `admin screen "${path}" is declared in ${manifest} but adminScreens has no screen for it`)
  const undeclared = Object.keys(screens)
    .filter((path) => !declaredPaths.has(path))
    .map(
      (path) =>
        `adminScreens["${path}"] is not declared in ${manifest} (its admin: [{ path: '${path}', label, permission, ... }])`
    )
  return [...missing, ...undeclared]
}

/** Problems of an object whose values each hold a lazy import (where `lazyOf` finds it). */
function lazyImportProblems<Value>(
  kind: string,
  entries: Record<string, Value>,
  lazyOf: (value: Value) => unknown,
  problems: string[]
) {
  if (!entries || typeof entries !== 'object') {
    problems.push(`${kind} must be an object of lazy imports`)
    return
  }
  for (const [name, value] of Object.entries(entries))
    if (typeof lazyOf(value) !== 'function') problems.push(`${kind}["${name}"] must be a lazy import`)
}

/**
 * Checks every registered web part against the contract (and against the
 * admin screens its manifest declares), and that no two claim the same route
 * path, admin screen or layout. Throws on the first faulty one.
 */
export function validateWebPlugins(entries: RegisteredWebPlugin[]) {
  const claimed = new Map<string, string>()
  for (const entry of entries) {
    const problems = problemsOf(entry)
    const claim = (key: string, label: string) => {
      const owner = claimed.get(key)
      if (owner) problems.push(`${label} is already registered by ${owner}`)
      claimed.set(key, entry.source)
    }
    if (!problems.length) {
      entry.plugin.routes?.forEach((route) => claim(`route:${route.path}`, `route "${route.path}"`))
      Object.keys(entry.plugin.adminScreens ?? {}).forEach((path) =>
        claim(`admin:${path}`, `admin screen "${path}"`)
      )
      Object.keys(entry.plugin.layouts ?? {}).forEach((name) =>
        claim(`layout:${name}`, `layout "${name}"`)
      )
    }
    if (problems.length) throw new InvalidWebPluginError(entry.source, problems)
  }
  return entries
}

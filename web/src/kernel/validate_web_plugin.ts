import type { RegisteredWebPlugin } from './define_web_plugin.js'

/** A web part whose default export does not follow the contract; the message names its file. */
export class InvalidWebPluginError extends Error {
  constructor(source: string, problems: string[]) {
    super(`Invalid web plugin ${source}:\n  - ${problems.join('\n  - ')}`)
    this.name = 'InvalidWebPluginError'
  }
}

function problemsOf({ moduleId, plugin }: RegisteredWebPlugin): string[] {
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
  if (plugin.slots !== undefined)
    lazyImportProblems(
      'slots',
      plugin.slots,
      (fill) => (typeof fill === 'function' ? fill : fill?.load),
      problems
    )
  return problems
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
 * Checks every registered web part against the contract, and that no two
 * claim the same route path or admin screen. Throws on the first faulty one.
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
    }
    if (problems.length) throw new InvalidWebPluginError(entry.source, problems)
  }
  return entries
}

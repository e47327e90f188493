/**
 * Plugin ids scaffolded by `make:plugin`: lower-case words of letters and
 * digits joined by single dashes ('podcasts', 'demo-check'). Stricter than the
 * manifest validator on purpose: an id that is also a clean URL segment,
 * folder name and permission namespace.
 */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** Every spelling of one plugin id that the templates need. */
export interface PluginNames {
  /** Folder name, route prefix, permission, setting, event, job and lock namespace: 'demo-check'. */
  id: string
  /** Shown to people: 'Demo Check'. */
  title: string
  /** Prefix of the typed constants: 'DEMO_CHECK'. */
  constant: string
  /** Prefix of class names: 'DemoCheck'. */
  pascal: string
  /** Prefix of function names: 'demoCheck'. */
  camel: string
  /** Prefix of table and file names: 'demo_check'. */
  snake: string
  /** Prefix of the migration's file name (milliseconds, as `make:migration` writes them). */
  migrationTimestamp: number
}

/** Why `id` cannot name a plugin, or null when it can. */
export function pluginIdProblem(id: string): string | null {
  if (PLUGIN_ID_PATTERN.test(id)) return null
  return `"${id}" is not a valid plugin id: use lower-case letters, digits and single dashes, starting with a letter (e.g. "podcasts")`
}

export function pluginNames(id: string, migrationTimestamp = Date.now()): PluginNames {
  const words = id.split('-')
  const capitalized = words.map((word) => word[0].toUpperCase() + word.slice(1))
  return {
    id,
    title: capitalized.join(' '),
    constant: words.join('_').toUpperCase(),
    pascal: capitalized.join(''),
    camel: words[0] + capitalized.slice(1).join(''),
    snake: words.join('_'),
    migrationTimestamp,
  }
}

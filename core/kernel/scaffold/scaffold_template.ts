import type { PluginNames } from './plugin_names.js'

/**
 * One file of a scaffolded plugin. A file that the manifest must name (a
 * migration does not, a listener does) says how in `manifest`: the
 * manifest template puts every part together, so adding a kind of file to
 * the scaffold is one template plus one line in plugin_files.ts.
 */
export interface ScaffoldTemplate {
  /** Relative to the plugin folder. */
  path(names: PluginNames): string
  contents(names: PluginNames): string
  manifest?(names: PluginNames): ManifestPart
}

export interface ManifestPart {
  /** What plugin.ts imports for `fields`, by module; no names: a type-only import of the module's declarations. */
  imports?: Array<{ from: string; names: string[] }>
  /** Properties of the definePlugin({...}) object, each with its trailing comma ("locks: [X_LOCK],"). */
  fields: string[]
}

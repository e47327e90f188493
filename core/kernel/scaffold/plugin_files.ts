import type { PluginNames } from './plugin_names.js'
import { helloControllerTemplate } from './templates/hello_controller.js'
import { helloSpecTemplate } from './templates/hello_spec.js'
import { homeScreenTemplate } from './templates/home_screen.js'
import { permissionsTemplate } from './templates/permissions.js'
import { pluginManifestTemplate } from './templates/plugin_manifest.js'
import { webIndexTemplate } from './templates/web_index.js'

export interface ScaffoldFile {
  /** Relative to the plugin folder. */
  path: string
  contents: string
}

/** The files of a new plugin: the smallest plugin that uses every part of the contract end to end. */
export function pluginScaffoldFiles(names: PluginNames): ScaffoldFile[] {
  return [
    { path: 'plugin.ts', contents: pluginManifestTemplate(names) },
    { path: 'permissions.ts', contents: permissionsTemplate(names) },
    { path: 'server/controllers/hello_controller.ts', contents: helloControllerTemplate(names) },
    { path: 'web/index.ts', contents: webIndexTemplate(names) },
    { path: 'web/screens/home_screen.tsx', contents: homeScreenTemplate(names) },
    { path: 'tests/functional/hello.spec.ts', contents: helloSpecTemplate(names) },
  ]
}

import type { PluginNames } from './plugin_names.js'
import type { ScaffoldTemplate } from './scaffold_template.js'
import { createItemActionTemplate, listItemsQueryTemplate } from './templates/actions.js'
import { adminScreenTemplate } from './templates/admin_screen.js'
import { controllerTemplate } from './templates/controller.js'
import { eventsTemplate } from './templates/events.js'
import { itemsApiTemplate } from './templates/items_api.js'
import { itemsPageTemplate } from './templates/items_page.js'
import { jobTemplate } from './templates/job.js'
import { langTemplate } from './templates/lang.js'
import { listenerTemplate } from './templates/listener.js'
import { locksTemplate } from './templates/locks.js'
import { migrationTemplate } from './templates/migration.js'
import { modelTemplate } from './templates/model.js'
import { permissionsTemplate } from './templates/permissions.js'
import { pluginManifestTemplate } from './templates/plugin_manifest.js'
import { routesTemplate } from './templates/routes.js'
import { searchableTemplate, searchIndexMigrationTemplate } from './templates/searchable.js'
import { seederTemplate } from './templates/seeder.js'
import { settingsTemplate } from './templates/settings.js'
import { functionalSpecTemplate, unitSpecTemplate } from './templates/tests.js'
import { validatorTemplate } from './templates/validator.js'
import { webPartTemplate } from './templates/web_part.js'

export interface ScaffoldFile {
  /** Relative to the plugin folder. */
  path: string
  contents: string
}

/**
 * Every file of a new plugin but its manifest, in the order their parts
 * appear in it. A new kind of file is one template and one line here; the manifest picks up its part by itself.
 */
const PLUGIN_TEMPLATES: ScaffoldTemplate[] = [
  permissionsTemplate,
  settingsTemplate,
  eventsTemplate,
  listenerTemplate,
  locksTemplate,
  migrationTemplate,
  modelTemplate,
  searchableTemplate,
  searchIndexMigrationTemplate,
  seederTemplate,
  jobTemplate,
  validatorTemplate,
  createItemActionTemplate,
  listItemsQueryTemplate,
  controllerTemplate,
  routesTemplate,
  langTemplate,
  webPartTemplate,
  itemsApiTemplate,
  itemsPageTemplate,
  adminScreenTemplate,
  functionalSpecTemplate,
  unitSpecTemplate,
]

/** The files of a new plugin: the smallest plugin that uses every part of the contract end to end. */
export function pluginScaffoldFiles(names: PluginNames): ScaffoldFile[] {
  const parts = PLUGIN_TEMPLATES.flatMap((template) => (template.manifest ? [template.manifest(names)] : []))
  return [
    { path: 'plugin.ts', contents: pluginManifestTemplate(names, parts) },
    ...PLUGIN_TEMPLATES.map((template) => ({ path: template.path(names), contents: template.contents(names) })),
  ]
}

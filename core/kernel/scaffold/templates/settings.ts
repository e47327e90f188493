import type { ScaffoldTemplate } from '../scaffold_template.js'

/** settings.ts: the plugin's settings with their schema (the admin's forms are drawn from it). */
export const settingsTemplate: ScaffoldTemplate = {
  path: () => 'settings.ts',
  manifest: ({ constant }) => ({
    imports: [{ from: './settings.js', names: [`${constant}_SETTINGS`] }],
    fields: [`settings: ${constant}_SETTINGS,`],
  }),
  contents: ({ id, title, constant }) => `import type { SettingsDefinition } from '#core/kernel/contract'

/** Setting keys as typed constants, namespaced by the plugin id. */
export const ${constant}_ENABLED = '${id}.enabled'
export const ${constant}_RETENTION_DAYS = '${id}.retention_days'

export const ${constant}_SETTINGS: SettingsDefinition = {
  defaults: {
    [${constant}_ENABLED]: true,
    [${constant}_RETENTION_DAYS]: 365,
  },
  schema: {
    [${constant}_ENABLED]: { type: 'boolean', label: 'Show ${title} in the menu', group: '${id}' },
    [${constant}_RETENTION_DAYS]: {
      type: 'number',
      label: 'Keep items for (days)',
      description: 'The scheduled prune removes older items.',
      group: '${id}',
      validation: { required: true, min: 1, max: 3650 },
    },
  },
}
`,
}

import type { PluginNames } from '../plugin_names.js'

/** permissions.ts: permission names as typed constants, namespaced by the plugin id. */
export function permissionsTemplate({ id, title, constant }: PluginNames) {
  return `import type { PermissionDefinition } from '#core/kernel/contract'

export const ${constant}_VIEW = '${id}.view'

export const ${constant}_PERMISSIONS: PermissionDefinition[] = [
  {
    name: ${constant}_VIEW,
    label: 'View ${title}',
    group: '${title}',
    description: 'Open the ${title} screens.',
    grantToGuests: true,
  },
]
`
}

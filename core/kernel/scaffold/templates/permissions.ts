import type { ScaffoldTemplate } from '../scaffold_template.js'

/** permissions.ts: permission names as typed constants, namespaced by the plugin id. */
export const permissionsTemplate: ScaffoldTemplate = {
  path: () => 'permissions.ts',
  manifest: ({ constant }) => ({
    imports: [{ from: './permissions.js', names: [`${constant}_PERMISSIONS`] }],
    fields: [`permissions: ${constant}_PERMISSIONS,`],
  }),
  contents: ({ id, title, constant }) => `import type { PermissionDefinition } from '#core/kernel/contract'

export const ${constant}_VIEW = '${id}.view'
export const ${constant}_CREATE = '${id}.create'

export const ${constant}_PERMISSIONS: PermissionDefinition[] = [
  {
    name: ${constant}_VIEW,
    label: 'View ${title}',
    group: '${title}',
    description: 'Open the ${title} screens and list its items.',
    grantToGuests: true,
  },
  {
    // Granted to no role by default: an admin gives it to the roles that should have it.
    name: ${constant}_CREATE,
    label: 'Create ${title} items',
    group: '${title}',
    description: 'Add items to ${title}.',
  },
]
`,
}

import type { PermissionDefinition } from '#core/kernel/contract'

export const CUSTOM_PAGES_UPDATE = 'custom_pages.update'

export const PAGES_PERMISSIONS: PermissionDefinition[] = [
  { name: CUSTOM_PAGES_UPDATE, label: 'Manage custom pages', group: 'Pages', description: 'Create, edit and delete custom pages.' },
]

import type { PermissionDefinition } from '#core/kernel/contract'

export const SETTINGS_UPDATE = 'settings.update'

export const SETTINGS_PERMISSIONS: PermissionDefinition[] = [
  { name: SETTINGS_UPDATE, label: 'Manage settings', group: 'System', description: 'Change any site setting, including ads.' },
]

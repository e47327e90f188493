import type { PermissionDefinition } from '#core/kernel/contract'

export const LOCALIZATIONS_UPDATE = 'localizations.update'

export const LOCALIZATION_PERMISSIONS: PermissionDefinition[] = [
  { name: LOCALIZATIONS_UPDATE, label: 'Manage localizations', group: 'Localization', description: 'Add languages and translate lines.' },
]

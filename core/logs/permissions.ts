import type { PermissionDefinition } from '#core/kernel/contract'

export const LOGS_VIEW = 'logs.view'

export const LOGS_PERMISSIONS: PermissionDefinition[] = [
  { name: LOGS_VIEW, label: 'View logs', group: 'System', description: 'Read schedule, error and outgoing email logs.' },
]

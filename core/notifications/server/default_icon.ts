import type { NotificationTypeDefinition } from '#core/kernel/contract'
import type { NotificationData } from '#core/kernel/shared/notifications'

/**
 * The type's icon on the lines that name none (the manifest's `icon`), so
 * the stored notification carries everything the panel draws: the browser
 * does not know the types' declarations.
 */
export function withTypeIcon(data: NotificationData, type: NotificationTypeDefinition): NotificationData {
  if (!type.icon || data.lines.every((line) => line.icon)) return data
  return { ...data, lines: data.lines.map((line) => (line.icon ? line : { ...line, icon: type.icon })) }
}

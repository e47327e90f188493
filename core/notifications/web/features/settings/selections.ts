import type { NotificationChannel, NotificationSubscriptionPayload } from '../../../../kernel/shared/notifications.js'

/**
 * The settings form's value: for each notification type, each channel it
 * can use and whether it is on (notif_id -> channel -> on). A channel the
 * type cannot use has no cell.
 */
export type SelectionMatrix = Record<string, Partial<Record<NotificationChannel, boolean>>>

/** The payload's choices as a matrix with a cell for every channel each type can use. */
export function matrixOf(payload: NotificationSubscriptionPayload): SelectionMatrix {
  const chosen = new Map(payload.user_selections.map((selection) => [selection.notif_id, selection.channels]))
  const matrix: SelectionMatrix = {}
  for (const group of payload.subscriptions)
    for (const type of group.subscriptions)
      matrix[type.notif_id] = Object.fromEntries(
        type.channels.map((channel) => [channel, chosen.get(type.notif_id)?.includes(channel) ?? false])
      )
  return matrix
}

/** The matrix as PUT notifications/me/subscriptions takes it: each type with the channels that are on. */
export function selectionsOf(matrix: SelectionMatrix): NotificationSubscriptionPayload['user_selections'] {
  return Object.entries(matrix).map(([notif_id, cells]) => ({
    notif_id,
    channels: (Object.keys(cells) as NotificationChannel[]).filter((channel) => cells[channel]),
  }))
}

/** Sets one channel of the given types, where they can use it, leaving the rest as they are. */
export function withChannel(matrix: SelectionMatrix, ids: string[], channel: NotificationChannel, on: boolean): SelectionMatrix {
  const next = { ...matrix }
  for (const id of ids) if (next[id] && channel in next[id]) next[id] = { ...next[id], [channel]: on }
  return next
}

/** Whether any type has the channel on. */
export function channelUsed(matrix: SelectionMatrix, channel: NotificationChannel) {
  return Object.values(matrix).some((cells) => cells[channel])
}

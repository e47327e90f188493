import { useMemo, useSyncExternalStore } from 'react'
import { useService } from '@web/kernel/services_context.js'
import type { UploadQueue } from './upload_queue.js'
import { UPLOAD_QUEUE } from './upload_services.js'
import type { UploadItem } from './upload_types.js'

const NO_ITEMS: readonly UploadItem[] = []

/**
 * The upload queue from React: its items (those of `group` when given, in
 * the order added), re-rendered on every change, and the queue to act on.
 * The server renderer sees no items.
 */
export function useUploadQueue(group?: string): {
  queue: UploadQueue
  items: readonly UploadItem[]
} {
  const queue = useService(UPLOAD_QUEUE)
  const all = useSyncExternalStore(queue.subscribe, queue.getSnapshot, () => NO_ITEMS)
  const items = useMemo(
    () => (group === undefined ? all : all.filter((item) => item.group === group)),
    [all, group]
  )
  return { queue, items }
}

import { useSyncExternalStore } from 'react'
import { useService } from '@web/kernel/services_context.js'
import { OFFLINE_LIBRARY } from './offline_services.js'
import type { OfflineSnapshot } from './offline_library.js'

/** What the server draws: it cannot know what a device keeps. */
const NOTHING_SAVED: OfflineSnapshot = { items: [], saving: new Map() }

/**
 * The offline library and what it holds now, re-rendering when either
 * changes. Hydration sees what the server drew (nothing saved), then the
 * device's list, so a page drawn on the server is taken over, not redrawn.
 */
export function useOfflineLibrary() {
  const library = useService(OFFLINE_LIBRARY)
  const snapshot = useSyncExternalStore(library.subscribe, library.getSnapshot, () => NOTHING_SAVED)
  return { library, ...snapshot }
}

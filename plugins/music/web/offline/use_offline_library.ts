import { useSyncExternalStore } from 'react'
import { useService } from '@web/kernel/services_context.js'
import { OFFLINE_LIBRARY } from './offline_services.js'

/** The offline library and what it holds now, re-rendering when either changes. */
export function useOfflineLibrary() {
  const library = useService(OFFLINE_LIBRARY)
  const snapshot = useSyncExternalStore(library.subscribe, library.getSnapshot, library.getSnapshot)
  return { library, ...snapshot }
}

import { useSyncExternalStore } from 'react'
import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'
import { useService } from '../kernel/services_context.js'
import { BOOTSTRAP } from '../services/tokens.js'
import { settingValue } from './settings.js'

/** The current bootstrap data; components re-render when login or logout replaces it. */
export function useBootstrap(): BootstrapData {
  const store = useService(BOOTSTRAP)
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}

export function useCurrentUser() {
  return useBootstrap().user
}

/** A public setting by dotted key: useSetting('registration.disable'). */
export function useSetting(key: string): unknown {
  return settingValue(useBootstrap().settings, key)
}

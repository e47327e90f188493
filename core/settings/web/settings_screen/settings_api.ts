import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'

export type SettingType = 'string' | 'text' | 'number' | 'boolean' | 'select' | 'url' | 'email' | 'image' | 'json'

/** One setting as GET settings describes it (core/settings/server/settings_schema.ts, SettingField). */
export interface SettingField {
  key: string
  type: SettingType
  label: string
  description?: string
  group: string
  options?: Array<{ value: string; label: string }>
  validation?: { required?: boolean; min?: number; max?: number; pattern?: string }
  /** Write-only: the value never comes back, only whether one is set. */
  secret?: boolean
  is_set?: boolean
  value?: unknown
}

interface SettingsResponse {
  settings: SettingField[]
}

const SETTINGS_KEY = ['settings', 'admin'] as const

export function settingsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await api.get<SettingsResponse>('settings')).settings,
  })
}

/** PUT settings with the changed values; the answer (every field as saved) replaces the cached copy. */
export function useSaveSettings() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) =>
      (await api.put<SettingsResponse>('settings', { settings: values })).settings,
    onSuccess: (fields) => queryClient.setQueryData(SETTINGS_KEY, fields),
  })
}

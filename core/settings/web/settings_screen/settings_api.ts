import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { FieldDescription } from '../../../kernel/shared/field_description.js'

/** One setting as GET settings describes it (core/settings/server/settings_schema.ts, SettingField): its form field and value. */
export interface SettingField extends FieldDescription {
  key: string
  group: string
  /** A secret's value never comes back, only whether one is set. */
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

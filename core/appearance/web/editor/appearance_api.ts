import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { FieldDescription } from '../../../kernel/shared/field_description.js'
import type { AppearanceSaveRequest, AppearanceValues } from '../../shared/appearance_values.js'

/** A setting of the editor as the settings schema describes it (labels, limits). */
export interface EditorSettingField extends FieldDescription {
  key: string
  group: string
  value?: unknown
}

export interface AppearanceResponse {
  values: AppearanceValues
  fields: EditorSettingField[]
}

const APPEARANCE_KEY = ['appearance', 'editor'] as const

export function appearanceQuery(api: ApiClient) {
  return queryOptions({
    queryKey: APPEARANCE_KEY,
    queryFn: () => api.get<AppearanceResponse>('appearance'),
    // The editor keeps its own draft: a refetch in the background would only confuse it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

/** PUT appearance; answers with the values as saved (and the new version). */
export function useSaveAppearance() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: AppearanceSaveRequest) =>
      (await api.put<{ values: AppearanceValues }>('appearance', request)).values,
    onSuccess: (values) =>
      queryClient.setQueryData<AppearanceResponse>(APPEARANCE_KEY, (old) => old && { ...old, values }),
  })
}

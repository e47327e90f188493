import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { AdsScreenData } from '../../shared/ad_types.js'

const ADS_KEY = ['ads', 'admin'] as const

export function adsQuery(api: ApiClient) {
  return queryOptions({ queryKey: ADS_KEY, queryFn: () => api.get<AdsScreenData>('ads') })
}

/** Every call answers with the whole screen as stored, which replaces the cached copy. */
function useAdsMutation<Input>(call: (api: ApiClient, input: Input) => Promise<AdsScreenData>) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: (data) => queryClient.setQueryData(ADS_KEY, data),
  })
}

/** PUT ads' body: by slot name. */
export interface AdsDraft {
  disabled: boolean
  slots: Record<string, { enabled: boolean; description: string | null; url: string | null }>
}

export function useSaveAds() {
  return useAdsMutation((api, draft: AdsDraft) => api.put<AdsScreenData>('ads', draft))
}

export function useUploadAdImage() {
  return useAdsMutation((api, { name, file }: { name: string; file: File }) => {
    const body = new FormData()
    body.append('file', file)
    return api.post<AdsScreenData>(`ads/${name}/image`, body)
  })
}

export function useRemoveAdImage() {
  return useAdsMutation((api, name: string) => api.delete<AdsScreenData>(`ads/${name}/image`))
}

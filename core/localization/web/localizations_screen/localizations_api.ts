import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import type { LanguageChoice, LocalizationRow, TranslationPage } from '../../shared/localization_types.js'

/** The languages list endpoint (GET localizations, a data table; POST localizations/delete its bulk delete). */
export const LOCALIZATIONS_LIST_ENDPOINT = 'localizations'

const KEYS = {
  all: ['localizations'] as const,
  lines: (id: number, filters: LineFilters) => ['localizations', 'lines', id, filters] as const,
}

export interface LineFilters {
  page: number
  search: string
  missing: boolean
}

/** The languages an admin may add (value list), named in English. */
export function languageChoicesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['value-lists', 'languages'] as const,
    queryFn: async () => (await api.get<{ languages: LanguageChoice[] }>('value-lists/languages')).languages,
    staleTime: Infinity,
  })
}

/** A page of a language's lines; the previous page stays on screen while the next loads. */
export function translationPageQuery(api: ApiClient, id: number, filters: LineFilters) {
  return queryOptions({
    queryKey: KEYS.lines(id, filters),
    queryFn: () =>
      api.get<TranslationPage>(`localizations/${id}/lines`, {
        query: { page: filters.page, perPage: 50, ...(filters.search && { search: filters.search }), ...(filters.missing && { missing: 1 }) },
      }),
    placeholderData: keepPreviousData,
  })
}

/** After any write the list and the lines are read again (progress counts change). */
function useLocalizationWrite<Input, Output>(call: (api: ApiClient, input: Input) => Promise<Output>) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEYS.all }),
        queryClient.invalidateQueries({ queryKey: listQueryKey(LOCALIZATIONS_LIST_ENDPOINT) }),
      ]),
  })
}

export function useAddLocalization() {
  return useLocalizationWrite((api, input: { language: string; name: string }) =>
    api.post<{ localization: LocalizationRow }>('localizations', input)
  )
}

export function useSaveTranslations(id: number) {
  return useLocalizationWrite((api, lines: Record<string, string | null>) =>
    api.put<{ localization: LocalizationRow }>(`localizations/${id}/lines`, { lines })
  )
}

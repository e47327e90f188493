import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import type { AdminCustomPage, CustomPageInput } from '../../../../shared/custom_page_types.js'

/** The list endpoint the DataTable reads (core/pages/server/custom_pages_list.ts); bulk actions are below it. */
export const CUSTOM_PAGES_LIST_ENDPOINT = 'custom-pages'

const ADMIN_KEYS = {
  page: (id: number) => ['custom-pages', 'admin', 'page', id] as const,
}

export function customPageEditQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ADMIN_KEYS.page(id),
    queryFn: async () => (await api.get<{ page: AdminCustomPage }>(`custom-pages/${id}/edit`)).page,
  })
}

/** Creates (no id) or saves a page. */
export function useSaveCustomPage(id: number | null) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CustomPageInput) =>
      (id === null
        ? await api.post<{ page: AdminCustomPage }>('custom-pages', input)
        : await api.put<{ page: AdminCustomPage }>(`custom-pages/${id}`, input)
      ).page,
    onSuccess: async (page) => {
      queryClient.setQueryData(ADMIN_KEYS.page(page.id), page)
      // The list, and the site's copy of the page (custom_page_query.ts keys start with 'custom-pages').
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey(CUSTOM_PAGES_LIST_ENDPOINT) }),
        queryClient.invalidateQueries({ queryKey: ['custom-pages'] }),
      ])
    },
  })
}

/** The body as the site will store and show it (the server's sanitizer). */
export function usePreviewBody() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: async (body: string) => (await api.post<{ body: string }>('custom-pages/preview', { body })).body,
  })
}

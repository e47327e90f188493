import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { AdminCustomPage, CustomPageInput, CustomPageList } from '../../../../shared/custom_page_types.js'

const ADMIN_KEYS = {
  list: (query: string, page: number) => ['custom-pages', 'admin', 'list', query, page] as const,
  page: (id: number) => ['custom-pages', 'admin', 'page', id] as const,
}

/** The admin's list, searched; the previous page stays on screen while the next loads. */
export function customPagesListQuery(api: ApiClient, query: string, page: number) {
  return queryOptions({
    queryKey: ADMIN_KEYS.list(query, page),
    queryFn: () => api.get<CustomPageList>('custom-pages', { query: { page, perPage: 20, ...(query && { query }) } }),
    placeholderData: keepPreviousData,
  })
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
      // The lists, and the site's copy of the page (custom_page_query.ts keys start the same).
      await queryClient.invalidateQueries({ queryKey: ['custom-pages'] })
    },
  })
}

export function useDeleteCustomPage() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`custom-pages/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['custom-pages'] }),
  })
}

/** The body as the site will store and show it (the server's sanitizer). */
export function usePreviewBody() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: async (body: string) => (await api.post<{ body: string }>('custom-pages/preview', { body })).body,
  })
}

import type { ScaffoldTemplate } from '../scaffold_template.js'

/** web/features/items/items_api.ts: the items API as TanStack Query options and a mutation, for both screens. */
export const itemsApiTemplate: ScaffoldTemplate = {
  path: () => 'web/features/items/items_api.ts',
  contents: ({ id }) => `import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'

/** One item as GET ${id}/items lists it (server/queries/list_items.ts). */
export interface Item {
  id: number
  user_id: number | null
  title: string
  created_at: string
}

const ITEMS_KEY = ['${id}', 'items'] as const

/** The first page of items, newest first. */
export function itemsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ITEMS_KEY,
    queryFn: async () => (await api.get<{ data: Item[] }>('${id}/items')).data,
  })
}

/** POST ${id}/items; the lists show the new item once it is stored. */
export function useCreateItem() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (title: string) => api.post<{ item: Item }>('${id}/items', { title }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ITEMS_KEY }),
  })
}
`,
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import { musicKeys } from '../../api/query_keys.js'
import type { AdminChannel, ChannelContent, ChannelContentType, MediaItem } from '../../../shared/api_types.js'
import type { ChannelDraft } from './channel_draft.js'

/** The channels list endpoint (a DataTable's) and the editor's API under it. */
export const ADMIN_CHANNELS = 'music/admin/channels'
const ADMIN = ADMIN_CHANNELS

export const ADMIN_CHANNEL_KEYS = {
  all: [...musicKeys.all, 'admin', 'channels'] as const,
  one: (slugOrId: string) => [...ADMIN_CHANNEL_KEYS.all, 'one', slugOrId] as const,
  preview: (id: number | null, body: unknown) => [...ADMIN_CHANNEL_KEYS.all, 'preview', id, body] as const,
  items: (contentType: ChannelContentType, query: string) => [...ADMIN_CHANNEL_KEYS.all, 'items', contentType, query] as const,
}

export function channelQuery(api: ApiClient, slugOrId: string) {
  return queryOptions({
    queryKey: ADMIN_CHANNEL_KEYS.one(slugOrId),
    queryFn: ({ signal }) => api.get<{ channel: AdminChannel }>(`${ADMIN}/${encodeURIComponent(slugOrId)}`, { signal }).then((body) => body.channel),
    // The editor keeps its own draft: a refetch in the background must not look like a change.
    staleTime: Infinity,
  })
}

/** The draft drawn as the site will draw it; the last preview stays while the next loads. */
export function channelPreviewQuery(api: ApiClient, id: number | null, body: ReturnType<typeof draftBody>) {
  return queryOptions({
    queryKey: ADMIN_CHANNEL_KEYS.preview(id, body),
    queryFn: ({ signal }) => api.post<ChannelContent>(id ? `${ADMIN}/${id}/preview` : `${ADMIN}/preview`, body, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

/** Items of the channel's content type matching the editor's search. */
export function channelItemSearchQuery(api: ApiClient, contentType: ChannelContentType, query: string) {
  return queryOptions({
    queryKey: ADMIN_CHANNEL_KEYS.items(contentType, query),
    queryFn: async ({ signal }): Promise<MediaItem[]> =>
      (await api.get<{ data: MediaItem[] }>(`${ADMIN}/items`, { signal, query: { content_type: contentType, query } })).data,
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  })
}

/** What the API takes: the draft with its items as ids, in order. */
export function draftBody(draft: ChannelDraft) {
  const { items, ...fields } = draft
  return {
    ...fields,
    description: fields.description || null,
    restriction: fields.restriction || null,
    restriction_value: fields.restriction ? fields.restriction_value || null : null,
    items: fields.source === 'manual' ? items.map((item) => item.id) : [],
  }
}

/**
 * Saves a new (id null) or existing channel. The homepage and the
 * channel's public page are refetched so the site shows the change at once.
 */
export function useSaveChannel(id: number | null) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (draft: ChannelDraft) => {
      const body = draftBody(draft)
      const request = id ? api.put<{ channel: AdminChannel }>(`${ADMIN}/${id}`, body) : api.post<{ channel: AdminChannel }>(ADMIN, body)
      return request.then((response) => response.channel)
    },
    onSuccess: (channel) => {
      queryClient.setQueryData(ADMIN_CHANNEL_KEYS.one(channel.slug), channel)
      void queryClient.invalidateQueries({ queryKey: listQueryKey(ADMIN) })
      void queryClient.invalidateQueries({ queryKey: musicKeys.homepage() })
      void queryClient.invalidateQueries({ queryKey: [...musicKeys.all, 'channel'] })
    },
  })
}

export function useDeleteChannel() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${ADMIN}/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listQueryKey(ADMIN) })
      void queryClient.invalidateQueries({ queryKey: musicKeys.homepage() })
    },
  })
}

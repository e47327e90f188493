import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { Commentable } from './comment_queries.js'
import { musicKeys } from './query_keys.js'
import type { Comment } from '../../shared/api_types.js'

export function usePostComment(target: Commentable) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { content: string; position?: number | null; parent_id?: number | null }) =>
      api
        .post<{ comment: Comment }>('music/comments', {
          commentable_type: target.type,
          commentable_id: target.id,
          content: input.content,
          position: input.position ?? undefined,
          parent_id: input.parent_id ?? undefined,
        })
        .then((body) => body.comment),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: musicKeys.comments(target.type, target.id) }),
  })
}

export function useDeleteComment(target: Commentable) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`music/comments/${id}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: musicKeys.comments(target.type, target.id) }),
  })
}

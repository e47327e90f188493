import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { musicKeys } from './query_keys.js'
import type { Page, PlaylistDetail, Track } from '../../shared/api_types.js'

export interface PlaylistInput {
  name?: string
  description?: string | null
  public?: boolean
  collaborative?: boolean
}

/** After a change: the playlist's header and the viewer's playlists in the library and sidebar. */
function useRefreshPlaylist() {
  const queryClient = useQueryClient()
  return (id: number) => {
    void queryClient.invalidateQueries({ queryKey: musicKeys.playlist(id) })
    void queryClient.invalidateQueries({ queryKey: musicKeys.library('playlists') })
  }
}

export function useCreatePlaylist() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlaylistInput & { name: string }) =>
      api
        .post<{ playlist: PlaylistDetail }>('music/playlists', input)
        .then((body) => body.playlist),
    onSuccess: (playlist) => {
      queryClient.setQueryData(musicKeys.playlist(playlist.id), playlist)
      void queryClient.invalidateQueries({ queryKey: musicKeys.library('playlists') })
    },
  })
}

export function useUpdatePlaylist(id: number) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  const refresh = useRefreshPlaylist()
  return useMutation({
    mutationFn: (input: PlaylistInput) =>
      api
        .put<{ playlist: PlaylistDetail }>(`music/playlists/${id}`, input)
        .then((body) => body.playlist),
    onSuccess: (playlist) => {
      queryClient.setQueryData(musicKeys.playlist(id), playlist)
      refresh(id)
    },
  })
}

export function useDeletePlaylist(id: number) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete(`music/playlists/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: musicKeys.playlist(id) })
      queryClient.removeQueries({ queryKey: musicKeys.playlistTracks(id) })
      void queryClient.invalidateQueries({ queryKey: musicKeys.library('playlists') })
    },
  })
}

export function useAddToPlaylist() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  const refresh = useRefreshPlaylist()
  return useMutation({
    mutationFn: ({ playlistId, trackIds }: { playlistId: number; trackIds: number[] }) =>
      api.post<{ added: number }>(`music/playlists/${playlistId}/tracks`, { track_ids: trackIds }),
    onSuccess: (_result, { playlistId }) => {
      void queryClient.invalidateQueries({ queryKey: musicKeys.playlistTracks(playlistId) })
      refresh(playlistId)
    },
  })
}

/** The owner invites someone to add songs (the playlist is made collaborative if it is not yet). */
export function useAddCollaborator(playlist: Pick<PlaylistDetail, 'id' | 'collaborative'>) {
  const api = useService(API_CLIENT)
  const refresh = useRefreshPlaylist()
  return useMutation({
    mutationFn: async (userId: number) => {
      if (!playlist.collaborative)
        await api.put(`music/playlists/${playlist.id}`, { collaborative: true })
      await api.post(`music/playlists/${playlist.id}/collaborators`, { user_id: userId })
    },
    onSuccess: () => refresh(playlist.id),
  })
}

/** The owner removes a collaborator, or a collaborator leaves (their own id). */
export function useRemoveCollaborator(playlistId: number) {
  const api = useService(API_CLIENT)
  const refresh = useRefreshPlaylist()
  return useMutation({
    mutationFn: (userId: number) =>
      api.delete(`music/playlists/${playlistId}/collaborators/${userId}`),
    onSuccess: () => refresh(playlistId),
  })
}

export function useRemoveFromPlaylist(playlistId: number) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  const refresh = useRefreshPlaylist()
  return useMutation({
    mutationFn: (trackIds: number[]) =>
      api.delete<{ removed: number }>(`music/playlists/${playlistId}/tracks`, {
        body: { track_ids: trackIds },
      }),
    onMutate: (trackIds) => {
      updateRows(queryClient, playlistId, (rows) =>
        rows.filter((row) => !trackIds.includes(row.id))
      )
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: musicKeys.playlistTracks(playlistId) })
      refresh(playlistId)
    },
  })
}

/**
 * Moves a track to another place (0-based indexes in the loaded rows). The
 * list changes at once; the server gets the 1-based position, and on
 * failure the list is fetched again so it shows the order that holds.
 */
export function useMovePlaylistTrack(playlistId: number) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ trackId, to }: { trackId: number; from: number; to: number }) =>
      api.put(`music/playlists/${playlistId}/tracks/order`, {
        track_id: trackId,
        position: to + 1,
      }),
    onMutate: async ({ from, to }) => {
      await queryClient.cancelQueries({ queryKey: musicKeys.playlistTracks(playlistId) })
      updateRows(queryClient, playlistId, (rows) => {
        const next = rows.slice()
        const [moved] = next.splice(from, 1)
        next.splice(to, 0, moved)
        return next
      })
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: musicKeys.playlistTracks(playlistId) })
    },
  })
}

/** Rewrites the loaded rows of a playlist, keeping the pages' sizes so paging continues where it was. */
function updateRows(
  queryClient: ReturnType<typeof useQueryClient>,
  playlistId: number,
  change: (rows: Track[]) => Track[]
) {
  queryClient.setQueryData<InfiniteData<Page<Track>, number>>(
    musicKeys.playlistTracks(playlistId),
    (data) => {
      if (!data) return data
      const rows = change(data.pages.flatMap((page) => page.data))
      let offset = 0
      const pages = data.pages.map((page, index) => {
        const size = index === data.pages.length - 1 ? rows.length - offset : page.data.length
        const slice = rows.slice(offset, offset + size)
        offset += size
        return { ...page, data: slice }
      })
      return { ...data, pages }
    }
  )
}

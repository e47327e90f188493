import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import type {
  AlbumEditorValues,
  ArtistEditorValues,
  EditableAlbum,
  EditableArtist,
  EditableTrack,
  EditorOption,
  TrackEditorValues,
} from '../../../shared/editor_types.js'

/**
 * Where an editor works: the admin area (music/admin/..., every row) or
 * backstage (music/backstage/..., what the person manages). The same
 * screens serve both; only the API prefix and the paths around differ.
 */
export type EditorScope = 'admin' | 'backstage'
export type EditorKind = 'tracks' | 'albums' | 'artists'

const base = (scope: EditorScope) => `music/${scope}`
const editorKey = (scope: EditorScope, kind: EditorKind, id: number) => ['music', 'editor', scope, kind, id] as const

/** Screen paths of each scope (spec section 2: backstage/... and admin/...). */
export function editorPath(scope: EditorScope, kind: EditorKind, id: number | 'new') {
  return `/${scope}/${kind}/${id === 'new' ? 'new' : `${id}/edit`}`
}

export const trackEditorQuery = (api: ApiClient, scope: EditorScope, id: number) =>
  queryOptions({ queryKey: editorKey(scope, 'tracks', id), queryFn: () => api.get<{ track: EditableTrack }>(`${base(scope)}/tracks/${id}`).then((body) => body.track) })

export const albumEditorQuery = (api: ApiClient, scope: EditorScope, id: number) =>
  queryOptions({ queryKey: editorKey(scope, 'albums', id), queryFn: () => api.get<{ album: EditableAlbum }>(`${base(scope)}/albums/${id}`).then((body) => body.album) })

export const artistEditorQuery = (api: ApiClient, scope: EditorScope, id: number) =>
  queryOptions({ queryKey: editorKey(scope, 'artists', id), queryFn: () => api.get<{ artist: EditableArtist }>(`${base(scope)}/artists/${id}`).then((body) => body.artist) })

/** What a picker offers for the typed text (artists to credit, albums, tracks to gather). */
export const editorOptionsQuery = (api: ApiClient, scope: EditorScope, kind: EditorKind, text: string) =>
  queryOptions({
    queryKey: ['music', 'editor-options', scope, kind, text] as const,
    queryFn: () => api.get<{ data: EditorOption[] }>(`${base(scope)}/editor-options/${kind}`, { query: text ? { query: text } : {} }).then((body) => body.data),
    staleTime: 30_000,
  })

/**
 * Saves (PUT) or creates (POST) one kind of row; the answer is the row as
 * the editor shows it, kept in the editor's cache, and the lists showing
 * rows of that kind refetch.
 */
function useSaveRow<Values, Row extends { id: number }>(scope: EditorScope, kind: EditorKind, id: number | null, unwrap: (body: any) => Row) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: Values) =>
      unwrap(id === null ? await api.post(`${base(scope)}/${kind}`, values) : await api.put(`${base(scope)}/${kind}/${id}`, values)),
    onSuccess: (row) => {
      queryClient.setQueryData(editorKey(scope, kind, row.id), row)
      void queryClient.invalidateQueries({ queryKey: listQueryKey(`music/${scope}/${kind}`) })
    },
  })
}

export const useSaveTrack = (scope: EditorScope, id: number | null) => useSaveRow<TrackEditorValues, EditableTrack>(scope, 'tracks', id, (body) => body.track)
export const useSaveAlbum = (scope: EditorScope, id: number | null) => useSaveRow<AlbumEditorValues, EditableAlbum>(scope, 'albums', id, (body) => body.album)
export const useSaveArtist = (scope: EditorScope, id: number | null) => useSaveRow<ArtistEditorValues, EditableArtist>(scope, 'artists', id, (body) => body.artist)

/** POST {scope}/{tracks|albums}/{id}/publish: the draft goes public (an album with its draft tracks). */
export function usePublish(scope: EditorScope, kind: 'tracks' | 'albums', id: number) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<Record<string, EditableTrack | EditableAlbum>>(`${base(scope)}/${kind}/${id}/publish`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['music', 'editor', scope] })
      void queryClient.invalidateQueries({ queryKey: listQueryKey(`music/${scope}/${kind}`) })
    },
  })
}

/** POST {scope}/tracks/{id}/audio: the track plays an uploaded file from now on; the editor shows the track as answered. */
export function useReplaceAudio(scope: EditorScope, trackId: number) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { entryId: number; useTags: boolean }) => api.post<{ track: EditableTrack }>(`${base(scope)}/tracks/${trackId}/audio`, input).then((body) => body.track),
    onSuccess: (track) => {
      queryClient.setQueryData(editorKey(scope, 'tracks', trackId), track)
      void queryClient.invalidateQueries({ queryKey: listQueryKey(`music/${scope}/tracks`) })
    },
  })
}

/** POST (a file) or DELETE (null) {scope}/{kind}/{id}/image: the cover or artist image. */
export function useImageUpload(scope: EditorScope, kind: EditorKind, id: number | null) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ file, rowId }: { file: File | null; rowId?: number }) => {
      const target = `${base(scope)}/${kind}/${rowId ?? id}/image`
      if (!file) return (await api.delete<{ image: null }>(target)).image
      const form = new FormData()
      form.append('file', file)
      return (await api.post<{ image: string }>(target, form)).image
    },
    onSuccess: (_image, { rowId }) => void queryClient.invalidateQueries({ queryKey: editorKey(scope, kind, rowId ?? id ?? 0) }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { TextArea } from '@web/ui/text_area.js'
import { musicKeys } from '../../api/query_keys.js'
import { CoverImage } from '../../components/cover_image.js'
import type { AdminLyrics } from '../../../shared/api_types.js'
import { LYRICS_ENDPOINT } from './lyrics_list.js'
import { LrcEditor } from '../../components/lyrics_editing/lrc_editor.js'
import { convertedLyrics } from '../../components/lyrics_editing/lrc_rows.js'

/** /admin/lyrics/{trackId}: a track's lyrics, plain or synced (LRC, timed by ear in LrcEditor). */
export function LyricsEditor({ trackId }: { trackId: number }) {
  const api = useService(API_CLIENT)
  const { data } = usePageQuery({
    queryKey: [...musicKeys.all, 'admin', 'lyrics', trackId],
    queryFn: ({ signal }) => api.get<AdminLyrics>(`${LYRICS_ENDPOINT}/${trackId}`, { signal }),
    staleTime: Infinity,
  })
  if (!data) return <Skeleton className="h-[32rem]" />
  return <LyricsForm initial={data} />
}

/** The form's values (an index signature, as the form kit's state type expects of every form). */
interface LyricsValues extends Record<string, unknown> {
  is_synced: boolean
  text: string
}

function LyricsForm({ initial }: { initial: AdminLyrics }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const { track } = initial
  useDocumentTitle(trans('Lyrics of :name', { name: track.name }))
  const save = useMutation({
    mutationFn: (values: { is_synced: boolean; text: string }) => api.put<AdminLyrics>(`${LYRICS_ENDPOINT}/${track.id}`, values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listQueryKey(LYRICS_ENDPOINT) })
      void queryClient.invalidateQueries({ queryKey: musicKeys.lyrics(track.id) })
    },
  })
  const form = useAdminForm<LyricsValues, AdminLyrics>({
    initialValues: { is_synced: initial.lyrics?.is_synced ?? false, text: initial.lyrics?.text ?? '' },
    fields: { text: { type: 'string', validation: { required: true } } },
    submit: (values) => save.mutateAsync(values),
    onSaved: (saved) => {
      toasts.positive(trans('Lyrics saved'))
      return { is_synced: saved.lyrics?.is_synced ?? false, text: saved.lyrics?.text ?? '' }
    },
  })
  const { is_synced: synced, text } = form.values
  const switchKind = (toSynced: boolean) => {
    if (toSynced === synced) return
    form.setValues({ is_synced: toSynced, text: convertedLyrics(text, toSynced) })
  }

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <CoverImage src={track.image} alt="" kind="track" className="size-10" />
            <span className="min-w-0 truncate">{track.name}</span>
          </span>
        }
        description={track.artists.map((artist) => artist.name).join(', ') || trans('Lyrics')}
      />
      <AdminForm form={form} saveLabel={trans('Save lyrics')}>
        <div className="flex flex-col gap-5 rounded-base border border-divider bg-paper p-5 md:p-6">
          <Select label={trans('Kind')} name="is_synced" className="max-w-xs" selectedKey={synced ? 'synced' : 'plain'} onSelectionChange={(key) => switchKind(key === 'synced')}>
            <SelectItem id="plain">{trans('Plain text')}</SelectItem>
            <SelectItem id="synced">{trans('Synced (LRC)')}</SelectItem>
          </Select>
          {synced ? (
            <LrcEditor track={track} text={text} onChange={(next) => form.setValues({ text: next })} errorMessage={form.errorOf('text') ?? form.serverErrors.text} />
          ) : (
            <TextArea label={trans('Lyrics')} rows={16} {...form.field('text')} />
          )}
        </div>
      </AdminForm>
    </>
  )
}

import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { FormDialog } from '@web/ui/form_dialog.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import type { AlbumEditorValues, EditableAlbum } from '../../../shared/editor_types.js'
import type { IngestedTrack } from '../../../shared/ingest_types.js'

/** Album order: the track numbers the tags carry, then the names as people sort them ("2 Intro" before "10 Outro"). */
export function inAlbumOrder(tracks: readonly IngestedTrack[]) {
  return [...tracks].sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || a.name.localeCompare(b.name, undefined, { numeric: true }))
}

/**
 * "Make an album of these": names the album (the folder's name first), then
 * creates it as a draft with the uploaded tracks in album order and opens
 * its editor, where the order can still change before it is published.
 */
export function AlbumOfUploadsDialog({
  scope,
  tracks,
  suggestedName,
  onClose,
}: {
  scope: 'admin' | 'backstage'
  tracks: readonly IngestedTrack[]
  suggestedName: string
  onClose: () => void
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const [name, setName] = useState(suggestedName)
  const ordered = inAlbumOrder(tracks)
  const artist = ordered.find((track) => track.artists.length)?.artists[0]
  const create = useMutation({
    mutationFn: () => {
      const values: AlbumEditorValues = {
        name: name.trim(),
        artists: artist ? [{ id: artist.id }] : [],
        tracks: ordered.map((track) => track.id),
        genres: [],
        tags: [],
        description: null,
        release_date: null,
        public: true,
      }
      return api.post<{ album: EditableAlbum }>(`music/${scope}/albums`, values)
    },
    onSuccess: ({ album }) => {
      toasts.positive(trans('Album created'))
      onClose()
      void navigate(`/${scope}/albums/${album.id}/edit`)
    },
    onError: (error) => form.onError(error),
  })
  const form = useSubmitForm({ id: 'album-of-uploads', canSubmit: name.trim().length > 0 && Boolean(artist), isPending: create.isPending, onSubmit: () => create.mutate() })
  return (
    <FormDialog isOpen onClose={onClose} title={trans('Make an album of these')} form={form} submitLabel={trans('Create album')}>
      <TextField label={trans('Album name')} name="name" isRequired autoFocus value={name} onChange={setName} />
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{trans('Tracks, in album order')}</p>
        <ol className="max-h-60 list-decimal overflow-auto rounded-base border border-divider py-2 pr-3 pl-8 text-sm scrollbar-thin">
          {ordered.map((track) => (
            <li key={track.id} className="truncate py-0.5">
              {track.name}
            </li>
          ))}
        </ol>
        <p className="text-xs text-muted">{trans('From the files’ track numbers, then their names. You can reorder them in the album editor.')}</p>
      </div>
    </FormDialog>
  )
}

import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import { FormDialog } from '@web/ui/form_dialog.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import { musicKeys } from '../../api/query_keys.js'
import type { AdminPlaylistRow } from '../../../shared/api_types.js'

export const PLAYLISTS_ENDPOINT = 'music/admin/playlists'

/** A playlist's basics as an admin may change them: name, description, public. */
export function PlaylistDialog({ playlist, onClose }: { playlist: AdminPlaylistRow; onClose: () => void }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ name: playlist.name, description: playlist.description ?? '', public: playlist.public })
  const save = useMutation({
    mutationFn: () => api.put(`${PLAYLISTS_ENDPOINT}/${playlist.id}`, { ...values, description: values.description || null }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listQueryKey(PLAYLISTS_ENDPOINT) })
      void queryClient.invalidateQueries({ queryKey: musicKeys.playlist(playlist.id) })
      toasts.positive(trans('Playlist saved'))
      onClose()
    },
    onError: (error) => form.onError(error),
  })
  const form = useSubmitForm({ id: 'playlist-form', canSubmit: values.name.trim().length > 0, isPending: save.isPending, onSubmit: () => save.mutate() })

  return (
    <FormDialog isOpen onClose={onClose} title={trans('Edit playlist')} form={form} submitLabel={trans('Save')}>
      <TextField label={trans('Name')} name="name" isRequired autoFocus value={values.name} onChange={(name) => setValues((current) => ({ ...current, name }))} />
      <TextArea label={trans('Description')} name="description" rows={3} value={values.description} onChange={(description) => setValues((current) => ({ ...current, description }))} />
      <Switch isSelected={values.public} onChange={(isPublic) => setValues((current) => ({ ...current, public: isPublic }))} description={trans('Private playlists are seen by their owner and collaborators only.')}>
        {trans('Public')}
      </Switch>
    </FormDialog>
  )
}

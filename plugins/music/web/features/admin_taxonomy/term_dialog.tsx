import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { isApiError } from '@web/services/api_error.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import { FormDialog } from '@web/ui/form_dialog.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdminTerm } from '../../../shared/api_types.js'
import { ImageField } from '../../components/image_field.js'
import type { TaxonomyScreen } from './taxonomy_screens.js'

/** Creates (no term) or edits a genre or tag: its URL name, the name people read, a genre's image. */
export function TermDialog({ screen, term, onClose }: { screen: TaxonomyScreen; term: AdminTerm | null; onClose: () => void }) {
  const trans = useTrans()
  const texts = screen.texts(trans)
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ name: term?.name ?? '', display_name: term?.display_name ?? '' })
  // A genre's image: unchanged (undefined), removed (null) or a file to upload once the genre is saved (a new one has no id before).
  const [picked, setPicked] = useState<File | null | undefined>(undefined)
  const save = useMutation({
    mutationFn: async () => {
      const body = { name: values.name, display_name: values.display_name || null }
      const saved = await (term ? api.put<{ item: AdminTerm }>(`${screen.endpoint}/${term.id}`, body) : api.post<{ item: AdminTerm }>(screen.endpoint, body))
      return picked === undefined ? null : saveImage(saved.item.id, picked)
    },
    onSuccess: (imageRefused) => {
      void queryClient.invalidateQueries({ queryKey: listQueryKey(screen.endpoint) })
      if (imageRefused) toasts.danger(trans('Saved, but the image was refused: :reason', { reason: imageRefused }))
      else toasts.positive(texts.saved)
      onClose()
    },
    onError: (error) => form.onError(error),
  })
  /**
   * POST (multipart) or DELETE {endpoint}/{id}/image once the genre is saved.
   * The file was checked for type and size when picked; if the server still
   * refuses it (its bytes are not an image), the genre stays saved and the
   * refusal is returned for a toast.
   */
  const saveImage = async (id: number, file: File | null): Promise<string | null> => {
    const target = `${screen.endpoint}/${id}/image`
    if (!file) return api.delete(target).then(() => null)
    const upload = new FormData()
    upload.append('file', file)
    try {
      await api.post(target, upload)
      return null
    } catch (error) {
      if (isApiError(error) && error.status === 422) return error.message
      throw error
    }
  }
  const form = useSubmitForm({ id: 'term-form', canSubmit: values.name.trim().length > 0, isPending: save.isPending, onSubmit: () => save.mutate() })
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }))

  return (
    <FormDialog isOpen onClose={onClose} title={term ? texts.editTitle : texts.newLabel} form={form} submitLabel={term ? trans('Save') : trans('Create')}>
      <TextField label={trans('Name')} name="name" isRequired autoFocus description={trans('Lower case, used in its address: :url', { url: screen.publicUrl(values.name.trim().toLowerCase() || '…') })} value={values.name} onChange={set('name')} />
      <TextField label={trans('Display name')} name="display_name" description={trans('What people read; the name when empty.')} value={values.display_name} onChange={set('display_name')} />
      {screen.hasImage && (
        <ImageField
          label={trans('Image')}
          kind="genre"
          src={picked === null ? null : (term?.image ?? null)}
          pending={picked instanceof File ? picked : null}
          onPick={setPicked}
        />
      )}
    </FormDialog>
  )
}

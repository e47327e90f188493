import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import { FormDialog } from '@web/ui/form_dialog.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdminTerm } from '../../../shared/api_types.js'
import type { TaxonomyScreen } from './taxonomy_screens.js'

/** Creates (no term) or edits a genre or tag: its URL name, the name people read, a genre's image. */
export function TermDialog({ screen, term, onClose }: { screen: TaxonomyScreen; term: AdminTerm | null; onClose: () => void }) {
  const trans = useTrans()
  const texts = screen.texts(trans)
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ name: term?.name ?? '', display_name: term?.display_name ?? '', image: term?.image ?? '' })
  const save = useMutation({
    mutationFn: () => {
      const body = { name: values.name, display_name: values.display_name || null, ...(screen.hasImage ? { image: values.image || null } : {}) }
      return term ? api.put(`${screen.endpoint}/${term.id}`, body) : api.post(screen.endpoint, body)
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listQueryKey(screen.endpoint) })
      toasts.positive(texts.saved)
      onClose()
    },
    onError: (error) => form.onError(error),
  })
  const form = useSubmitForm({ id: 'term-form', canSubmit: values.name.trim().length > 0, isPending: save.isPending, onSubmit: () => save.mutate() })
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }))

  return (
    <FormDialog isOpen onClose={onClose} title={term ? texts.editTitle : texts.newLabel} form={form} submitLabel={term ? trans('Save') : trans('Create')}>
      <TextField label={trans('Name')} name="name" isRequired autoFocus description={trans('Lower case, used in its address: :url', { url: screen.publicUrl(values.name.trim().toLowerCase() || '…') })} value={values.name} onChange={set('name')} />
      <TextField label={trans('Display name')} name="display_name" description={trans('What people read; the name when empty.')} value={values.display_name} onChange={set('display_name')} />
      {screen.hasImage && <TextField label={trans('Image URL')} name="image" type="url" placeholder="https://" value={values.image} onChange={set('image')} />}
    </FormDialog>
  )
}

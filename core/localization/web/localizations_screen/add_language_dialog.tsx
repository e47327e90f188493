import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ComboBox } from '@web/ui/combo_box.js'
import { FormDialog, type DialogControl } from '@web/ui/form_dialog.js'
import { SelectItem } from '@web/ui/select.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import { languageChoicesQuery, useAddLocalization } from './localizations_api.js'

/** Add a language: pick it from the list (its English name fills the name), then translate it. */
export function AddLanguageDialog({ isOpen, onClose }: DialogControl) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const navigate = useNavigate()
  const choices = useQuery({ ...languageChoicesQuery(api), enabled: isOpen }).data ?? []
  const add = useAddLocalization()
  const [language, setLanguage] = useState<string | null>(null)
  const [name, setName] = useState('')
  const close = () => {
    setLanguage(null)
    setName('')
    onClose()
  }
  const form = useSubmitForm({
    id: 'add-language',
    canSubmit: language !== null && name.trim() !== '',
    isPending: add.isPending,
    onSubmit: () =>
      add.mutate(
        { language: language!, name: name.trim() },
        {
          onSuccess: ({ localization }) => {
            close()
            navigate(`/admin/localizations/${localization.id}/translate`)
          },
          onError: form.onError,
        }
      ),
  })

  return (
    <FormDialog isOpen={isOpen} onClose={close} title={trans('Add language')} form={form} submitLabel={trans('Add')}>
      <ComboBox
        name="language"
        label={trans('Language')}
        isRequired
        items={choices}
        selectedKey={language}
        onSelectionChange={(key) => {
          const picked = choices.find((choice) => choice.id === key)
          setLanguage(picked?.id ?? null)
          if (picked) setName(picked.name)
        }}
      >
        {(choice) => (
          <SelectItem id={choice.id} textValue={choice.name}>
            {`${choice.name} (${choice.id})`}
          </SelectItem>
        )}
      </ComboBox>
      <TextField
        name="name"
        label={trans('Name')}
        description={trans('How the language switcher names it, best in the language itself (Français).')}
        isRequired
        value={name}
        onChange={setName}
      />
    </FormDialog>
  )
}

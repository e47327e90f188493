import { useState } from 'react'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { useLocaleOptions } from '@web/i18n/use_locale_options.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { ComboBox } from '@web/ui/combo_box.js'
import { FormDialog, type DialogControl } from '@web/ui/form_dialog.js'
import { SelectItem } from '@web/ui/select.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import { useUpdateProfile, type ProfileInput } from '../../../api/profile_mutations.js'
import type { Profile } from '../../../../shared/api_types.js'

/** As the server allows (music/profile). */
const MAX_LINKS = 10

type Link = ProfileInput['links'][number]

function initialValues({ profile }: Profile): ProfileInput {
  return {
    display_name: profile.display_name,
    bio: profile.bio,
    city: profile.city,
    country: profile.country,
    links: profile.links,
  }
}

/** Empty texts go as null: the page then shows the account's name and hides the rest. */
function toInput(values: ProfileInput): ProfileInput {
  const text = (value: string | null) => value?.trim() || null
  return {
    display_name: text(values.display_name),
    bio: text(values.bio),
    city: text(values.city),
    country: values.country,
    links: values.links
      .map((link) => ({ url: link.url.trim(), title: link.title.trim() }))
      .filter((link) => link.url || link.title),
  }
}

/**
 * "Edit profile" on one's own profile page: the name people see, a short
 * bio, where they are and up to ten links (website, Bandcamp, socials).
 */
export function EditProfileDialog({
  profile,
  isOpen,
  onClose,
}: DialogControl & { profile: Profile }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const update = useUpdateProfile(profile.user.id)
  const countries = useLocaleOptions().data?.countries ?? []
  const [values, setValues] = useState(() => initialValues(profile))
  const set = (patch: Partial<ProfileInput>) => setValues((current) => ({ ...current, ...patch }))
  const setLink = (index: number, patch: Partial<Link>) =>
    set({ links: values.links.map((link, at) => (at === index ? { ...link, ...patch } : link)) })

  const form = useSubmitForm({
    id: 'edit-profile',
    canSubmit: true,
    isPending: update.isPending,
    onSubmit: () =>
      update.mutate(toInput(values), {
        onSuccess: () => {
          toasts.positive(trans('Profile updated'))
          onClose()
        },
        onError: form.onError,
      }),
  })

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      size="md"
      title={trans('Edit profile')}
      form={form}
      submitLabel={trans('Save')}
    >
      <TextField
        name="display_name"
        label={trans('Display name')}
        description={trans(
          'Shown on your profile, playlists and comments instead of your account name.'
        )}
        maxLength={100}
        value={values.display_name ?? ''}
        onChange={(display_name) => set({ display_name })}
        placeholder={profile.user.name}
      />
      <TextArea
        name="bio"
        label={trans('Bio')}
        rows={4}
        maxLength={2000}
        value={values.bio ?? ''}
        onChange={(bio) => set({ bio })}
        placeholder={trans('Tell listeners about yourself')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="city"
          label={trans('City')}
          maxLength={100}
          value={values.city ?? ''}
          onChange={(city) => set({ city })}
        />
        <ComboBox
          name="country"
          label={trans('Country')}
          placeholder={trans('Select a country')}
          items={countries}
          selectedKey={values.country}
          onSelectionChange={(key) => set({ country: key === null ? null : String(key) })}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </ComboBox>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium text-main">{trans('Links')}</legend>
        {values.links.map((link, index) => (
          <div key={index} className="flex items-start gap-2">
            <TextField
              name={`links.${index}.title`}
              label={trans('Title')}
              size="sm"
              className="w-2/5"
              maxLength={100}
              value={link.title}
              onChange={(title) => setLink(index, { title })}
              placeholder={trans('Website')}
            />
            <TextField
              name={`links.${index}.url`}
              label={trans('URL')}
              type="url"
              size="sm"
              className="flex-1"
              maxLength={1000}
              value={link.url}
              onChange={(url) => setLink(index, { url })}
              placeholder="https://"
            />
            <IconButton
              aria-label={trans('Remove link :number', { number: index + 1 })}
              className="mt-6.5"
              onPress={() => set({ links: values.links.filter((_, at) => at !== index) })}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </div>
        ))}
        {values.links.length < MAX_LINKS && (
          <Button
            variant="ghost"
            size="xs"
            className="self-start"
            onPress={() => set({ links: [...values.links, { title: '', url: '' }] })}
          >
            <Plus aria-hidden className="size-4" />
            {trans('Add link')}
          </Button>
        )}
      </fieldset>
    </FormDialog>
  )
}

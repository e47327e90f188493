import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { ComboBox } from '@web/ui/combo_box.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import type { AccountUser } from '../../../../shared/account_types.js'
import { useUpdateAccountDetails } from '../api/use_account_details.js'
import { useLocaleOptions, type Option } from '@web/i18n/use_locale_options.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'

/**
 * Date, time, location and language: the time zone and country go on the
 * account (PUT users/{id}); the language through POST users/me/locale, after
 * which the page reloads in that language.
 */
export function LocalePanel({ user }: { user: AccountUser }) {
  const trans = useTrans()
  const options = useLocaleOptions()
  return (
    <SettingsPanel
      id="locale"
      title={trans('Date, time and language')}
      description={trans('How dates and times are shown to you, and the language of the site.')}
    >
      {options.data ? (
        <LocaleForm user={user} {...options.data} />
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10.5 w-full" />
            </div>
          ))}
        </div>
      )}
    </SettingsPanel>
  )
}

function LocaleForm({
  user,
  timezones,
  countries,
  languages,
}: {
  user: AccountUser
  timezones: Option[]
  countries: Option[]
  languages: Option[]
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const update = useUpdateAccountDetails(user.id)
  const changeLocale = useMutation({
    mutationFn: (locale: string) => api.post<{ locale: string }>('users/me/locale', { locale }),
  })
  const [language, setLanguage] = useState(user.language ?? languages[0]?.id ?? 'en')
  const [country, setCountry] = useState<string | null>(user.country)
  const [timezone, setTimezone] = useState(user.timezone ?? 'UTC')
  const form = useSubmitForm({
    canSubmit: true,
    isPending: update.isPending || changeLocale.isPending,
    onSubmit: () => void save(),
  })

  const save = async () => {
    try {
      await update.mutateAsync({ timezone, country })
      if (language !== user.language) {
        await changeLocale.mutateAsync(language)
        // The interface texts come with the page: load it again in the new language.
        window.location.reload()
        return
      }
      toasts.positive(trans('Updated preferences'))
    } catch (error) {
      form.onError(error)
    }
  }

  return (
    <SubmitForm form={form} submitLabel={trans('Save')} layout="end">
      <div className="grid gap-6 md:grid-cols-3">
        <Select
          name="language"
          label={trans('Language')}
          items={languages}
          selectedKey={language}
          onSelectionChange={(key) => key !== null && setLanguage(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <ComboBox
          name="country"
          label={trans('Country')}
          placeholder={trans('Select a country')}
          items={countries}
          selectedKey={country}
          onSelectionChange={(key) => setCountry(key === null ? null : String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </ComboBox>
        <ComboBox
          name="timezone"
          label={trans('Timezone')}
          items={timezones}
          selectedKey={timezone}
          onSelectionChange={(key) => key !== null && setTimezone(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </ComboBox>
      </div>
    </SubmitForm>
  )
}

import { useTrans } from '@web/i18n/use_trans.js'
import { useLocaleOptions } from '@web/i18n/use_locale_options.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { ComboBox } from '@web/ui/combo_box.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { AdminUser } from '../../../../shared/admin_types.js'
import { USER_WRITES, useAdminUserWrite, type UserDateInput } from '../api/user_admin_api.js'
import { SectionCard } from '../access/section_card.js'

/** The date tab: the person's language, time zone and country. */
export function DateTab({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const options = useLocaleOptions().data
  const update = useAdminUserWrite(user.id, (api, input: UserDateInput) => USER_WRITES.details(api, user.id, input))
  const form = useAdminForm({
    initialValues: { language: user.language ?? undefined, timezone: user.timezone, country: user.country } as UserDateInput,
    submit: (values) => update.mutateAsync(values),
    onSaved: () => {
      toasts.positive(trans('User updated'))
    },
  })
  const draft = form.values

  return (
    <AdminForm form={form} className="max-w-3xl">
      <SectionCard title={trans('Date, time and language')} description={trans("How dates and times are shown to the person, and the site's language for them.")}>
        {!options ? (
          <div className="grid gap-6 md:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            <Select
              name="language"
              label={trans('Language')}
              placeholder={trans('Site default')}
              items={options.languages}
              selectedKey={draft.language ?? null}
              onSelectionChange={(key) => key !== null && form.setValue('language', String(key))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <ComboBox
              name="country"
              label={trans('Country')}
              placeholder={trans('Select a country')}
              items={options.countries}
              selectedKey={draft.country ?? null}
              onSelectionChange={(key) => form.setValue('country', key === null ? null : String(key))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </ComboBox>
            <ComboBox
              name="timezone"
              label={trans('Timezone')}
              items={options.timezones}
              selectedKey={draft.timezone ?? null}
              onSelectionChange={(key) => key !== null && form.setValue('timezone', String(key))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </ComboBox>
          </div>
        )}
      </SectionCard>
    </AdminForm>
  )
}

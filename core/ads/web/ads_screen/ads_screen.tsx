import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm, type AdminFormState } from '@web/ui/admin_form.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdSlotState, AdsScreenData } from '../../shared/ad_types.js'
import { AdImageField } from './ad_image_field.js'
import { adsQuery, useSaveAds, type AdsDraft } from './ads_api.js'

/**
 * The form's values, flat and named as the server names its errors:
 * 'disabled', 'slots.<name>.enabled', 'slots.<name>.description', 'slots.<name>.url'.
 */
type Values = Record<string, string | boolean>

function valuesOf(data: AdsScreenData): Values {
  const values: Values = { disabled: data.disabled }
  for (const slot of data.slots) {
    values[`slots.${slot.name}.enabled`] = slot.enabled
    values[`slots.${slot.name}.description`] = slot.description ?? ''
    values[`slots.${slot.name}.url`] = slot.url ?? ''
  }
  return values
}

function draftOf(data: AdsScreenData, values: Values): AdsDraft {
  const text = (key: string) => String(values[key] ?? '').trim() || null
  return {
    disabled: values.disabled === true,
    slots: Object.fromEntries(
      data.slots.map((slot) => [
        slot.name,
        {
          enabled: values[`slots.${slot.name}.enabled`] === true,
          description: text(`slots.${slot.name}.description`),
          url: text(`slots.${slot.name}.url`),
        },
      ])
    ),
  }
}

/**
 * /admin/ads: the ad slots the modules declare (spec section 2), each with
 * its size hint (section 9), an image (saved at once), a description, a
 * link and whether it shows; one switch turns every ad off. Text and
 * switches are saved together from the form kit's save bar.
 */
export default function AdsScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const data = usePageQuery(adsQuery(api)).data
  useDocumentTitle(trans('Ads'))
  if (!data) return <Skeleton className="h-96" />
  return <AdsForm data={data} />
}

function AdsForm({ data }: { data: AdsScreenData }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const save = useSaveAds()
  const form = useAdminForm<Values, AdsScreenData>({
    initialValues: valuesOf(data),
    submit: (values) => save.mutateAsync(draftOf(data, values)),
    onSaved: (saved) => {
      toasts.positive(trans('Ads saved'))
      return valuesOf(saved)
    },
  })

  return (
    <>
      <PageHeader
        title={trans('Ads')}
        description={trans('What the site shows in its ad slots. Each slot shows once it is on and has an image.')}
      />
      <AdminForm form={form} className="gap-6">
        <div className="rounded-base border border-divider bg-paper p-5">
          <Switch
            name="disabled"
            isSelected={form.values.disabled === true}
            onChange={(disabled) => form.setValue('disabled', disabled)}
            description={trans('Hides every slot on the site, whatever each one says.')}
          >
            {trans('Turn all ads off')}
          </Switch>
        </div>
        <div className="grid gap-6 xl:grid-cols-2">
          {data.slots.map((slot) => (
            <AdSlotCard key={slot.name} slot={slot} form={form} dimmed={form.values.disabled === true} />
          ))}
        </div>
      </AdminForm>
    </>
  )
}

function AdSlotCard({ slot, form, dimmed }: { slot: AdSlotState; form: AdminFormState; dimmed: boolean }) {
  const trans = useTrans()
  const key = (field: string) => `slots.${slot.name}.${field}`
  const enabled = form.values[key('enabled')] === true
  return (
    <section
      aria-label={trans(slot.label)}
      className={`flex flex-col gap-5 rounded-base border border-divider bg-paper p-5 ${dimmed ? 'opacity-70' : ''}`}
    >
      <header className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="font-semibold">{trans(slot.label)}</h2>
          <p className="mt-0.5 text-xs text-muted">{trans(slot.size_hint)}</p>
        </div>
        <Switch
          aria-label={`${trans(slot.label)}: ${trans('Show on the site')}`}
          isSelected={enabled}
          onChange={(value) => form.setValue(key('enabled'), value)}
        >
          <span className="text-xs text-muted">{enabled ? trans('On') : trans('Off')}</span>
        </Switch>
      </header>
      <AdImageField slot={slot} />
      <TextArea
        {...form.field(key('description'))}
        label={trans('Description')}
        description={trans('Also read aloud to people who cannot see the image.')}
        rows={2}
      />
      <TextField {...form.field(key('url'))} label={trans('Link')} type="url" placeholder="https://" />
    </section>
  )
}

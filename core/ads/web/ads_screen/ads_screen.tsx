import { useState, type FormEvent } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Form, useServerErrors } from '@web/ui/form.js'
import { PageHeader } from '@web/ui/page_header.js'
import { SaveBar } from '@web/ui/save_bar.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdSlotState, AdsScreenData } from '../../shared/ad_types.js'
import { AdImageField } from './ad_image_field.js'
import { adsQuery, useSaveAds, type AdsDraft } from './ads_api.js'

/** The stored state as an editable draft: what PUT ads takes. */
function draftOf(data: AdsScreenData): AdsDraft {
  return {
    disabled: data.disabled,
    slots: data.slots.map(({ name, enabled, description, url }) => ({ name, enabled, description, url })),
  }
}

/**
 * /admin/ads: the ad slots the modules declare (spec section 2), each with
 * its size hint (section 9), an image (saved at once), a description, a
 * link and whether it shows; one switch turns every ad off. Text and
 * switches are saved together from the save bar.
 */
export default function AdsScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const data = usePageQuery(adsQuery(api)).data
  const save = useSaveAds()
  const serverErrors = useServerErrors()
  const [draft, setDraft] = useState<AdsDraft | null>(null)
  useDocumentTitle(trans('Ads'))

  if (!data) return <Skeleton className="h-96" />
  const stored = draftOf(data)
  const current = draft ?? stored
  const changed = JSON.stringify(current) !== JSON.stringify(stored)
  const editSlot = (name: string, change: Partial<AdsDraft['slots'][number]>) =>
    setDraft({ ...current, slots: current.slots.map((slot) => (slot.name === name ? { ...slot, ...change } : slot)) })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!changed || save.isPending) return
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null)
        toasts.positive(trans('Ads saved'))
      },
      onError: (error) =>
        handleMutationError(error, {
          toasts,
          trans,
          // Errors come back by position ('slots.2.url'); the fields are named by slot.
          setFieldErrors: (errors) =>
            serverErrors.setErrors(
              Object.fromEntries(
                Object.entries(errors).map(([field, message]) => [
                  field.replace(/^slots\.(\d+)\./, (_, index) => `${current.slots[Number(index)]?.name}.`),
                  message,
                ])
              )
            ),
        }),
    })
  }

  return (
    <>
      <PageHeader
        title={trans('Ads')}
        description={trans('What the site shows in its ad slots. Each slot shows once it is on and has an image.')}
      />
      <Form {...serverErrors.formProps} validationBehavior="aria" onSubmit={submit} className="gap-6">
        <div className="rounded-base border border-divider bg-paper p-5">
          <Switch
            isSelected={current.disabled}
            onChange={(disabled) => setDraft({ ...current, disabled })}
            description={trans('Hides every slot on the site, whatever each one says.')}
          >
            {trans('Turn all ads off')}
          </Switch>
        </div>
        <div className="grid gap-6 xl:grid-cols-2">
          {data.slots.map((slot) => {
            const edited = current.slots.find((candidate) => candidate.name === slot.name)!
            return (
              <AdSlotCard
                key={slot.name}
                slot={slot}
                edited={edited}
                dimmed={current.disabled}
                onChange={(change) => editSlot(slot.name, change)}
              />
            )
          })}
        </div>
        {(changed || save.isPending) && (
          <SaveBar
            isPending={save.isPending}
            onDiscard={() => {
              setDraft(null)
              serverErrors.setErrors({})
            }}
          />
        )}
      </Form>
    </>
  )
}

function AdSlotCard({
  slot,
  edited,
  dimmed,
  onChange,
}: {
  slot: AdSlotState
  edited: AdsDraft['slots'][number]
  dimmed: boolean
  onChange: (change: Partial<AdsDraft['slots'][number]>) => void
}) {
  const trans = useTrans()
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
          isSelected={edited.enabled}
          onChange={(enabled) => onChange({ enabled })}
        >
          <span className="text-xs text-muted">{edited.enabled ? trans('On') : trans('Off')}</span>
        </Switch>
      </header>
      <AdImageField slot={slot} />
      <TextArea
        name={`${slot.name}.description`}
        label={trans('Description')}
        description={trans('Also read aloud to people who cannot see the image.')}
        rows={2}
        value={edited.description ?? ''}
        onChange={(description) => onChange({ description: description || null })}
      />
      <TextField
        name={`${slot.name}.url`}
        label={trans('Link')}
        type="url"
        placeholder="https://"
        value={edited.url ?? ''}
        onChange={(url) => onChange({ url: url || null })}
      />
    </section>
  )
}

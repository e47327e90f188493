import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { useNavigate, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { useMediaQuery } from '@web/platform/use_media_query.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Form, useServerErrors } from '@web/ui/form.js'
import { PageHeader } from '@web/ui/page_header.js'
import { SaveBar } from '@web/ui/save_bar.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Tab, TabList, TabPanel, Tabs } from '@web/ui/tabs.js'
import { SettingField } from './setting_field.js'
import { changedValues, draftOf, InvalidJsonError, isChanged, type Draft } from './setting_drafts.js'
import { settingsQuery, useSaveSettings, type SettingField as Setting } from './settings_api.js'
import { settingsTabs, tabTitle } from './settings_tabs.js'
import { emptyTabMessages, tabDescriptions } from './tab_intros.js'
import { TestEmailButton } from './test_email_button.js'

/** Tailwind's `lg`: from here the tabs stand in a column beside the settings. */
const WIDE_QUERY = '(min-width: 64rem)'

/**
 * /admin/settings/<tab>: every setting the modules' schemas let an admin
 * change, a tab per group. Edits on any tab are kept until saved or
 * discarded; the save bar appears once something changed. The server's
 * validation errors show under their fields (the first one's tab opens).
 */
export default function SettingsScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const fields = usePageQuery(settingsQuery(api)).data
  const save = useSaveSettings()
  const serverErrors = useServerErrors()
  const [drafts, setDrafts] = useState<Record<string, Draft>>({})
  const requestedTab = useParams()['*'] ?? ''
  const wide = useMediaQuery(WIDE_QUERY, true)
  useDocumentTitle(trans('Settings'))
  // In the scrolling row of tabs (narrow screens), the open tab is brought into sight.
  useEffect(() => {
    document
      .querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [requestedTab, fields])

  if (!fields) return <SettingsSkeleton />
  const tabs = settingsTabs(fields)
  const tab = requestedTab || tabs[0]
  if (!tabs.includes(tab)) throw routeNotFound()
  const changed = fields.some((field) => isChanged(field, drafts))
  const descriptions = tabDescriptions(trans)
  const emptyMessages = emptyTabMessages(trans)
  const openTab = (group: string) => navigate(`/admin/settings/${group}`)

  /** Field errors under their fields, on the tab of the first one. */
  const showErrors = (errors: Record<string, string>) => {
    const first = fields.find((field) => field.key in errors)
    if (first && first.group !== tab) openTab(first.group)
    serverErrors.setErrors(errors)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!changed || save.isPending) return
    let values: Record<string, unknown>
    try {
      values = changedValues(fields, drafts)
    } catch (error) {
      if (!(error instanceof InvalidJsonError)) throw error
      showErrors({ [error.key]: trans('Enter valid JSON') })
      return
    }
    save.mutate(values, {
      onSuccess: () => {
        setDrafts({})
        toasts.positive(trans('Settings saved'))
      },
      onError: (error) => handleMutationError(error, { toasts, trans, setFieldErrors: showErrors }),
    })
  }

  return (
    <>
      <PageHeader
        title={trans('Settings')}
        description={trans('How your site behaves: sign-in, localization, the player and more.')}
      />
      <Form
        {...serverErrors.formProps}
        validationBehavior="aria"
        onSubmit={submit}
        // A field taking focus (the first one in error) scrolls clear of the sticky header and save bar.
        className="gap-0 [&_:is(input,textarea,button)]:scroll-mt-24 [&_:is(input,textarea,button)]:scroll-mb-40"
      >
        {/* Sixteen tabs: a column beside the settings on wide screens, a scrolling row above them otherwise. */}
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => openTab(String(key))}
          orientation={wide ? 'vertical' : 'horizontal'}
          className="lg:flex-row lg:items-start lg:gap-8"
        >
          <TabList
            aria-label={trans('Settings')}
            className={
              wide
                ? 'sticky top-20 w-48 shrink-0 flex-col gap-0.5! border-b-0!'
                : 'overflow-x-auto scrollbar-thin'
            }
          >
            {tabs.map((group) => (
              <Tab
                key={group}
                id={group}
                className={
                  wide
                    ? 'mb-0! rounded-base border-b-0! px-3 py-1.5! font-medium data-hovered:bg-main/5 data-selected:bg-main/8 data-selected:text-main'
                    : 'shrink-0 whitespace-nowrap'
                }
              >
                {trans(tabTitle(group))}
              </Tab>
            ))}
          </TabList>
          {tabs.map((group) => (
            <TabPanel key={group} id={group} className="min-w-0 flex-1 lg:pt-0">
              <SettingsGroup
                title={trans(tabTitle(group))}
                description={descriptions[group]}
                emptyMessage={emptyMessages[group]}
                fields={fields.filter((field) => field.group === group)}
                drafts={drafts}
                onChange={(key, draft) => setDrafts((current) => ({ ...current, [key]: draft }))}
              >
                {group === 'outgoing-email' && (
                  <TestEmailButton
                    hasUnsavedChanges={fields.some((field) => field.group === group && isChanged(field, drafts))}
                  />
                )}
              </SettingsGroup>
            </TabPanel>
          ))}
        </Tabs>
        {(changed || save.isPending) && (
          <SaveBar
            isPending={save.isPending}
            onDiscard={() => {
              setDrafts({})
              serverErrors.setErrors({})
            }}
          />
        )}
      </Form>
    </>
  )
}

/** One tab: its title and purpose, then its settings in a card, a field per row (or why there are none yet). */
function SettingsGroup({
  title,
  description,
  emptyMessage,
  fields,
  drafts,
  onChange,
  children,
}: {
  title: string
  description?: string
  emptyMessage?: string
  fields: Setting[]
  drafts: Record<string, Draft>
  onChange: (key: string, draft: Draft) => void
  children?: ReactNode
}) {
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <header>
        <h2 className="text-lg font-semibold">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      </header>
      {fields.length === 0 ? (
        <EmptyState icon={<SlidersHorizontal />} message={emptyMessage ?? ''} />
      ) : (
        <div className="flex flex-col gap-6 rounded-base border border-divider bg-paper p-5 md:p-6">
          {fields.map((field) => (
            <SettingField
              key={field.key}
              setting={field}
              draft={drafts[field.key] ?? draftOf(field)}
              onChange={(draft) => onChange(field.key, draft)}
            />
          ))}
          {children}
        </div>
      )}
    </section>
  )
}

function SettingsSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <Skeleton className="h-14 w-72" />
      <Skeleton className="h-11 w-full max-w-3xl" />
      <Skeleton className="h-96 w-full max-w-3xl" />
    </div>
  )
}

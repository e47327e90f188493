import { useEffect, type ReactNode } from 'react'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { useNavigate, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { useMediaQuery } from '@web/platform/use_media_query.js'
import type { FieldErrors } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { DescribedField } from '@web/ui/described_field.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { draftOf, valueOf, type Draft } from '@web/ui/field_drafts.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Tab, TabList, TabPanel, Tabs } from '@web/ui/tabs.js'
import { settingsQuery, useSaveSettings, type SettingField as Setting } from './settings_api.js'
import { settingsTabs, tabTitle } from './settings_tabs.js'
import { emptyTabMessages, tabDescriptions } from './tab_intros.js'
import { TestEmailButton } from './test_email_button.js'

/** Tailwind's `lg`: from here the tabs stand in a column beside the settings. */
const WIDE_QUERY = '(min-width: 64rem)'

type Drafts = Record<string, Draft>

/** Every setting as its field shows it. */
const draftsOf = (fields: readonly Setting[]): Drafts =>
  Object.fromEntries(fields.map((field) => [field.key, draftOf(field, field.value)]))

/**
 * /admin/settings/<tab>: every setting the modules' schemas let an admin
 * change, a tab per group, in the admin form kit. Edits on any tab are kept
 * until saved or discarded; only changed settings are sent. The server's
 * validation errors show under their fields (the first one's tab opens).
 */
export default function SettingsScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const fields = usePageQuery(settingsQuery(api)).data
  useDocumentTitle(trans('Settings'))
  if (!fields) return <SettingsSkeleton />
  return <SettingsForm fields={fields} />
}

function SettingsForm({ fields }: { fields: Setting[] }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const save = useSaveSettings()
  const requestedTab = useParams()['*'] ?? ''
  const tabs = settingsTabs(fields)
  const tab = requestedTab || tabs[0]
  const openTab = (group: string) => navigate(`/admin/settings/${group}`)
  const wide = useMediaQuery(WIDE_QUERY, true)
  const descriptions = tabDescriptions(trans)
  const emptyMessages = emptyTabMessages(trans)
  // In the scrolling row of tabs (narrow screens), the open tab is brought into sight.
  useEffect(() => {
    document
      .querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [tab])

  const form = useAdminForm<Drafts, Setting[]>({
    initialValues: draftsOf(fields),
    // A secret's empty field means "keep the stored one": its rules apply to what is typed, on the server.
    fields: Object.fromEntries(fields.filter((field) => !field.secret).map((field) => [field.key, field])),
    validate: (drafts) => {
      const errors: FieldErrors = {}
      for (const field of fields) {
        const draft = drafts[field.key]
        if (field.type !== 'json' || typeof draft !== 'string' || !draft.trim()) continue
        try {
          JSON.parse(draft)
        } catch {
          errors[field.key] = trans('Enter valid JSON')
        }
      }
      return errors
    },
    submit: (drafts, initial) => {
      const changed = fields.filter((field) => (field.secret ? drafts[field.key] !== '' : drafts[field.key] !== initial[field.key]))
      return save.mutateAsync(Object.fromEntries(changed.map((field) => [field.key, valueOf(field.key, field, drafts[field.key])])))
    },
    onSaved: (saved) => {
      toasts.positive(trans('Settings saved'))
      return draftsOf(saved)
    },
    // Field errors show on the tab of the first one.
    onFieldErrors: (errors) => {
      const first = fields.find((field) => field.key in errors)
      if (first && first.group !== tab) openTab(first.group)
    },
  })

  if (!tabs.includes(tab)) throw routeNotFound()

  return (
    <>
      <PageHeader
        title={trans('Settings')}
        description={trans('How your site behaves: sign-in, localization, the player and more.')}
      />
      <AdminForm form={form} keepsPage={(path) => path.startsWith('/admin/settings')}>
        {/* Sixteen tabs: a column beside the settings on wide screens, a scrolling row above them otherwise. */}
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => openTab(String(key))}
          orientation={wide ? 'vertical' : 'horizontal'}
          className="lg:flex-row lg:items-start lg:gap-8"
        >
          <TabList
            aria-label={trans('Settings')}
            className={wide ? 'sticky top-20 w-48 shrink-0 flex-col gap-0.5! border-b-0!' : 'overflow-x-auto scrollbar-thin'}
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
          {tabs.map((group) => {
            const groupFields = fields.filter((field) => field.group === group)
            return (
              <TabPanel key={group} id={group} className="min-w-0 flex-1 lg:pt-0">
                <SettingsGroup title={trans(tabTitle(group))} description={descriptions[group]} emptyMessage={groupFields.length ? undefined : (emptyMessages[group] ?? trans('Nothing to set here yet.'))}>
                  {groupFields.map((field) => (
                    <DescribedField
                      key={field.key}
                      name={field.key}
                      field={field}
                      isSet={field.is_set}
                      value={form.values[field.key]}
                      onChange={(draft) => form.setValue(field.key, draft)}
                      onBlur={() => form.touch(field.key)}
                      errorMessage={form.errorOf(field.key)}
                    />
                  ))}
                  {group === 'outgoing-email' && <TestEmailButton hasUnsavedChanges={form.isDirty} />}
                </SettingsGroup>
              </TabPanel>
            )
          })}
        </Tabs>
      </AdminForm>
    </>
  )
}

/** One tab: its title and purpose, then its settings in a card (or why there are none yet). */
function SettingsGroup({
  title,
  description,
  emptyMessage,
  children,
}: {
  title: string
  description?: string
  emptyMessage?: string
  children: ReactNode
}) {
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <header>
        <h2 className="text-lg font-semibold">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      </header>
      {emptyMessage !== undefined ? (
        <EmptyState icon={<SlidersHorizontal />} message={emptyMessage} />
      ) : (
        <div className="flex flex-col gap-6 rounded-base border border-divider bg-paper p-5 md:p-6">{children}</div>
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

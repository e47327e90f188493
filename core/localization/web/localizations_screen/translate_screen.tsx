import { useState } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Search from 'lucide-react/icons/search'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { useDebouncedValue } from '@web/platform/use_debounced_value.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { TranslationLine } from '../../shared/localization_types.js'
import { translationPageQuery, useSaveTranslations, type LineFilters } from './localizations_api.js'
import { ProgressBar } from './progress_bar.js'

/**
 * /admin/localizations/<id>/translate: every line of every module, searched
 * (in the source or the translation) and optionally only the missing ones;
 * translations typed on any page are kept until saved from the save bar.
 */
export function TranslateScreen({ id }: { id: number }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const [typed, setTyped] = useState('')
  const [filters, setFilters] = useState<Omit<LineFilters, 'search'>>({ page: 1, missing: false })
  const search = useDebouncedValue(typed.trim())
  const { data, isPlaceholderData } = usePageQuery(translationPageQuery(api, id, { ...filters, search }))
  const save = useSaveTranslations(id)
  // The translations typed so far, by source line, on any page: sent together, then forgotten.
  const form = useAdminForm<Record<string, string>>({
    initialValues: {},
    submit: (drafts) =>
      save.mutateAsync(Object.fromEntries(Object.entries(drafts).map(([source, text]) => [source, text.trim() === '' ? null : text]))),
    onSaved: () => {
      toasts.positive(trans('Translations saved'))
      return {}
    },
  })
  useDocumentTitle(data ? `${data.localization.name} - ${trans('Localizations')}` : trans('Localizations'))

  return (
    <>
      <Link
        to="/admin/localizations"
        className="mb-4 inline-flex items-center gap-1.5 self-start text-sm text-muted transition-colors hover:text-main"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {trans('Localizations')}
      </Link>
      {!data ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight">
                {trans('Translate :language', { language: data.localization.name })}
              </h1>
              <p className="mt-1 text-sm text-muted">
                {trans('Each line as the site shows it in English, and its translation. An empty translation shows the English line.')}
              </p>
            </div>
            <ProgressBar row={data.localization} />
          </header>
          <div className="mb-4 flex flex-wrap items-center gap-4">
            <TextField
              aria-label={trans('Search lines')}
              placeholder={trans('Search lines')}
              type="search"
              size="sm"
              value={typed}
              onChange={(text) => {
                setTyped(text)
                setFilters({ ...filters, page: 1 })
              }}
              startIcon={<Search aria-hidden className="size-4" />}
              className="w-full sm:w-80"
            />
            <Switch isSelected={filters.missing} onChange={(missing) => setFilters({ missing, page: 1 })}>
              {trans('Missing only')}
            </Switch>
          </div>
          <AdminForm form={form}>
            {data.filtered === 0 ? (
              <EmptyState icon={<Search />} message={trans('There are no items matching your query')} />
            ) : (
              <div className={`overflow-hidden rounded-base border border-divider bg-paper ${isPlaceholderData ? 'opacity-60' : ''}`}>
                <ul className="divide-y divide-divider">
                  {data.data.map((line) => (
                    <li key={line.source} className="grid gap-3 px-4 py-3 md:grid-cols-2 md:gap-6">
                      <div className="min-w-0">
                        <p className="text-sm break-words">{line.source}</p>
                        <span className="mt-1 inline-block rounded-sm bg-chip px-1.5 py-0.5 font-mono text-[11px] text-muted">
                          {line.module}
                        </span>
                      </div>
                      <LineField
                        line={line}
                        value={form.values[line.source] ?? line.translation ?? ''}
                        onChange={(text) => form.setValue(line.source, text)}
                      />
                    </li>
                  ))}
                </ul>
                <footer className="flex items-center justify-between gap-4 border-t border-divider px-4 py-2 text-xs text-muted">
                  <span className="tabular-nums">
                    {trans(':from–:to of :total', {
                      from: (data.current_page - 1) * data.per_page + 1,
                      to: (data.current_page - 1) * data.per_page + data.data.length,
                      total: data.filtered,
                    })}
                  </span>
                  <div className="flex gap-1">
                    <IconButton
                      aria-label={trans('Previous page')}
                      size="xs"
                      isDisabled={data.current_page <= 1}
                      onPress={() => setFilters({ ...filters, page: data.current_page - 1 })}
                    >
                      <ChevronLeft />
                    </IconButton>
                    <IconButton
                      aria-label={trans('Next page')}
                      size="xs"
                      isDisabled={data.current_page >= data.last_page}
                      onPress={() => setFilters({ ...filters, page: data.current_page + 1 })}
                    >
                      <ChevronRight />
                    </IconButton>
                  </div>
                </footer>
              </div>
            )}
          </AdminForm>
        </>
      )}
    </>
  )
}

/** A line's translation: one row for short texts, a text area for long ones; named by its source for its label. */
function LineField({ line, value, onChange }: { line: TranslationLine; value: string; onChange: (text: string) => void }) {
  const trans = useTrans()
  const label = trans('Translation of “:line”', { line: line.source })
  return line.source.length > 80 ? (
    <TextArea aria-label={label} rows={3} value={value} onChange={onChange} />
  ) : (
    <TextField aria-label={label} size="sm" value={value} onChange={onChange} />
  )
}

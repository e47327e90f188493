import { useState } from 'react'
import Languages from 'lucide-react/icons/languages'
import Plus from 'lucide-react/icons/plus'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { LocalizationRow } from '../../shared/localization_types.js'
import { AddLanguageDialog } from './add_language_dialog.js'
import { LOCALIZATIONS_LIST_ENDPOINT } from './localizations_api.js'
import { ProgressBar } from './progress_bar.js'

/**
 * The site's languages with their progress: search, sort, add one, open one
 * to translate it (a row opens its translate screen), delete some (English
 * and the default language stay: the server refuses them, and says why).
 */
export function LocalizationList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [adding, setAdding] = useState(false)
  useDocumentTitle(trans('Localizations'))

  const columns: DataTableColumn<LocalizationRow>[] = [
    {
      id: 'name',
      label: trans('Language'),
      sort: 'name',
      isRowHeader: true,
      cell: (row) => (
        <span className="flex items-center gap-2.5 font-medium text-main">
          <Languages aria-hidden className="size-4 text-muted" />
          {row.name}
        </span>
      ),
    },
    { id: 'language', label: trans('Code'), sort: 'language', className: 'w-28', cell: (row) => <span className="font-mono text-xs text-muted">{row.language}</span> },
    { id: 'translated', label: trans('Translated'), className: 'w-64', cell: (row) => <ProgressBar row={row} /> },
  ]

  return (
    <>
      <PageHeader
        title={trans('Localizations')}
        description={trans('The languages of the site, and their translations of every line.')}
        actions={
          <Button variant="primary" size="sm" onPress={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            {trans('Add language')}
          </Button>
        }
      />
      <DataTable
        id="localization.languages"
        label={trans('Localizations')}
        endpoint={LOCALIZATIONS_LIST_ENDPOINT}
        defaultSort={{ sort: 'name', order: 'asc' }}
        searchLabel={trans('Search languages')}
        columns={columns}
        rowHref={(row) => `/admin/localizations/${row.id}/translate`}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete :count language?', 'Delete :count languages?'),
            message: (count) =>
              transChoice(
                trans,
                count,
                'Its translations go, and people who chose it see the default language. English and the default language stay.',
                'Their translations go, and people who chose them see the default language. English and the default language stay.'
              ),
            done: (count) => transChoice(trans, count, ':count language deleted', ':count languages deleted'),
            run: (ids, options) => api.post(`${LOCALIZATIONS_LIST_ENDPOINT}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={trans('The site has no languages yet.')}
        emptyIcon={<Languages />}
      />
      <AddLanguageDialog isOpen={adding} onClose={() => setAdding(false)} />
    </>
  )
}

import { useState } from 'react'
import Languages from 'lucide-react/icons/languages'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { LocalizationRow } from '../../shared/localization_types.js'
import { AddLanguageDialog } from './add_language_dialog.js'
import { localizationsQuery, useDeleteLocalization } from './localizations_api.js'
import { ProgressBar } from './progress_bar.js'

/** The site's languages with their progress; add one, translate one, delete one. */
export function LocalizationList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const rows = usePageQuery(localizationsQuery(api)).data
  const remove = useDeleteLocalization()
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<LocalizationRow | null>(null)
  useDocumentTitle(trans('Localizations'))

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
      {!rows ? (
        <Skeleton className="h-64" />
      ) : (
        <div className="overflow-hidden rounded-base border border-divider bg-paper">
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-divider text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Language')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Code')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Translated')}</th>
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">
                    <span className="sr-only">{trans('Actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-divider">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="px-4 py-3 font-medium">
                      <span className="flex items-center gap-2.5">
                        <Languages aria-hidden className="size-4 text-muted" />
                        {row.name}
                      </span>
                    </td>
                    <td className="px-4 py-3 font-mono text-xs text-muted">{row.language}</td>
                    <td className="px-4 py-3">
                      <ProgressBar row={row} />
                    </td>
                    <td className="px-4 py-3">
                      <span className="flex items-center justify-end gap-1">
                        <Link
                          to={`/admin/localizations/${row.id}/translate`}
                          aria-label={trans('Translate :language', { language: row.name })}
                          className="rounded-base px-2.5 py-1.5 text-xs font-semibold text-primary hover:bg-primary/10"
                        >
                          {trans('Translate')}
                        </Link>
                        {row.language !== 'en' && (
                          <IconButton
                            aria-label={trans('Delete :language', { language: row.name })}
                            size="xs"
                            onPress={() => setDeleting(row)}
                          >
                            <Trash2 />
                          </IconButton>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <AddLanguageDialog isOpen={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={trans('Delete :language?', { language: deleting?.name ?? '' })}
        message={trans('Its translations go, and people who chose it see the default language.')}
        confirmLabel={trans('Delete')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => {
              toasts.positive(trans(':language deleted', { language: deleting!.name }))
              setDeleting(null)
            },
            onError: (error) => {
              setDeleting(null)
              handleMutationError(error, { toasts, trans })
            },
          })
        }
      />
    </>
  )
}

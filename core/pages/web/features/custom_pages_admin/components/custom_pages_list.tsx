import FileText from 'lucide-react/icons/file-text'
import Plus from 'lucide-react/icons/plus'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { CustomPageRow } from '../../../../shared/custom_page_types.js'
import { CUSTOM_PAGES_LIST_ENDPOINT } from '../api/custom_pages_admin_api.js'

const updated = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** /admin/custom-pages: the pages, searched by title or address, last edited first; a row opens its editor. */
export function CustomPagesList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  useDocumentTitle(trans('Custom pages'))

  const columns: DataTableColumn<CustomPageRow>[] = [
    {
      id: 'title',
      label: trans('Title'),
      sort: 'title',
      isRowHeader: true,
      cell: (page) => <span className="block max-w-[min(28rem,50vw)] truncate font-medium text-main">{page.title}</span>,
    },
    {
      id: 'address',
      label: trans('Address'),
      cell: (page) => <span className="block max-w-72 truncate font-mono text-xs text-muted">/pages/{page.slug}</span>,
    },
    {
      id: 'updated',
      label: trans('Updated'),
      sort: 'updated',
      align: 'end',
      cell: (page) => (page.updated_at ? <time dateTime={page.updated_at}>{updated.format(new Date(page.updated_at))}</time> : '—'),
    },
  ]

  return (
    <>
      <PageHeader
        title={trans('Custom pages')}
        description={trans('Pages you write for the site: about us, terms, help and anything else.')}
        actions={
          <ButtonLink href="/admin/custom-pages/new" variant="primary" size="sm">
            <Plus aria-hidden className="size-4" />
            {trans('New page')}
          </ButtonLink>
        }
      />
      <DataTable
        id="pages.custom_pages"
        label={trans('Custom pages')}
        endpoint={CUSTOM_PAGES_LIST_ENDPOINT}
        defaultSort={{ sort: 'updated', order: 'desc' }}
        searchLabel={trans('Search pages')}
        columns={columns}
        rowHref={(page) => `/admin/custom-pages/${page.id}/edit`}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete :count page?', 'Delete :count pages?'),
            message: (count) =>
              transChoice(
                trans,
                count,
                'The page is deleted and its address stops working.',
                'The :count pages are deleted and their addresses stop working.'
              ),
            done: (count) => transChoice(trans, count, ':count page deleted', ':count pages deleted'),
            run: (ids, options) => api.post(`${CUSTOM_PAGES_LIST_ENDPOINT}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={trans('No pages yet.')}
        emptyIcon={<FileText />}
      />
    </>
  )
}

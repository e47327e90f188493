import { useEffect, useState } from 'react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import ExternalLink from 'lucide-react/icons/external-link'
import FileText from 'lucide-react/icons/file-text'
import MoreHorizontal from 'lucide-react/icons/ellipsis'
import Pencil from 'lucide-react/icons/pencil'
import Plus from 'lucide-react/icons/plus'
import Search from 'lucide-react/icons/search'
import Trash from 'lucide-react/icons/trash-2'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { ButtonLink, IconButton } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { cx } from '@web/ui/cx.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Menu, MenuItem } from '@web/ui/menu.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdminCustomPage } from '../../../../shared/custom_page_types.js'
import { customPagesListQuery, useDeleteCustomPage } from '../api/custom_pages_admin_api.js'

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 250
const updated = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** /admin/custom-pages: the pages, searched by title or address, newest edits first. */
export function CustomPagesList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [params, setParams] = useSearchParams()
  const query = params.get('query') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [typed, setTyped] = useState(query)
  const { data, isPlaceholderData } = usePageQuery(customPagesListQuery(api, query, page))
  const [deleting, setDeleting] = useState<AdminCustomPage | null>(null)
  useDocumentTitle(trans('Custom pages'))

  useEffect(() => {
    if (typed.trim() === query) return
    const timer = setTimeout(() => setParams(typed.trim() ? { query: typed.trim() } : {}, { replace: true }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed, query, setParams])
  const goToPage = (next: number) =>
    setParams((current) => {
      const nextParams = new URLSearchParams(current)
      nextParams.set('page', String(next))
      return nextParams
    })

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
      <div className="mb-4 max-w-sm">
        <TextField
          aria-label={trans('Search pages')}
          type="search"
          size="sm"
          placeholder={trans('Search by title or address')}
          startIcon={<Search />}
          value={typed}
          onChange={setTyped}
        />
      </div>
      {!data ? (
        <Skeleton className="h-80" />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<FileText />}
          message={query ? trans('There are no items matching your query') : trans('No pages yet.')}
          action={
            !query && (
              <ButtonLink href="/admin/custom-pages/new" variant="primary" size="sm">
                {trans('New page')}
              </ButtonLink>
            )
          }
        />
      ) : (
        <div className="overflow-hidden rounded-base border border-divider bg-paper">
          <div className="overflow-x-auto">
            <table className={cx('w-full text-sm', isPlaceholderData && 'opacity-60')}>
              <thead className="border-b border-divider text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Title')}</th>
                  <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">{trans('Address')}</th>
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">{trans('Updated')}</th>
                  <th scope="col" className="w-12 px-2 py-2.5">
                    <span className="sr-only">{trans('Actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-divider">
                {data.data.map((customPage) => (
                  <PageRow key={customPage.id} page={customPage} onDelete={() => setDeleting(customPage)} />
                ))}
              </tbody>
            </table>
          </div>
          <footer className="flex items-center justify-between gap-4 border-t border-divider px-4 py-2 text-xs text-muted">
            <span className="tabular-nums">
              {trans(':from–:to of :total', {
                from: (data.current_page - 1) * data.per_page + 1,
                to: (data.current_page - 1) * data.per_page + data.data.length,
                total: data.total,
              })}
            </span>
            <div className="flex gap-1">
              <IconButton aria-label={trans('Previous page')} size="xs" isDisabled={page <= 1} onPress={() => goToPage(page - 1)}>
                <ChevronLeft />
              </IconButton>
              <IconButton
                aria-label={trans('Next page')}
                size="xs"
                isDisabled={page >= data.last_page}
                onPress={() => goToPage(page + 1)}
              >
                <ChevronRight />
              </IconButton>
            </div>
          </footer>
        </div>
      )}
      <DeletePageDialog page={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}

function PageRow({ page, onDelete }: { page: AdminCustomPage; onDelete: () => void }) {
  const trans = useTrans()
  const navigate = useNavigate()
  return (
    <tr className="transition-colors hover:bg-main/4">
      <td className="px-4 py-2.5">
        <Link
          to={`/admin/custom-pages/${page.id}/edit`}
          className="font-medium text-main outline-none hover:underline focus-visible:underline"
        >
          {page.title}
        </Link>
        <span className="block truncate font-mono text-xs text-muted md:hidden">/pages/{page.slug}</span>
      </td>
      <td className="hidden max-w-72 truncate px-4 py-2.5 font-mono text-xs text-muted md:table-cell">
        /pages/{page.slug}
      </td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap text-muted tabular-nums">
        {page.updated_at ? updated.format(new Date(page.updated_at)) : '—'}
      </td>
      <td className="px-2 py-1.5 text-right">
        <Menu
          aria-label={trans('Actions for :title', { title: page.title })}
          trigger={
            <IconButton aria-label={trans('Actions for :title', { title: page.title })} size="xs">
              <MoreHorizontal />
            </IconButton>
          }
          onAction={(action) => {
            if (action === 'edit') navigate(`/admin/custom-pages/${page.id}/edit`)
            if (action === 'view') window.open(`/pages/${page.slug}`, '_blank', 'noopener')
            if (action === 'delete') onDelete()
          }}
        >
          <MenuItem id="edit" icon={<Pencil />}>
            {trans('Edit')}
          </MenuItem>
          <MenuItem id="view" icon={<ExternalLink />}>
            {trans('View on site')}
          </MenuItem>
          <MenuItem id="delete" icon={<Trash />} variant="danger">
            {trans('Delete')}
          </MenuItem>
        </Menu>
      </td>
    </tr>
  )
}

/** Asks before deleting, naming the page; its address stops working at once. */
function DeletePageDialog({ page, onClose }: { page: AdminCustomPage | null; onClose: () => void }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const remove = useDeleteCustomPage()
  return (
    <ConfirmDialog
      isOpen={page !== null}
      onClose={onClose}
      title={trans('Delete page')}
      message={trans('Delete “:title”? Its address, /pages/:slug, will stop working.', {
        title: page?.title ?? '',
        slug: page?.slug ?? '',
      })}
      confirmLabel={trans('Delete')}
      isPending={remove.isPending}
      onConfirm={() =>
        page &&
        remove.mutate(page.id, {
          onSuccess: () => {
            toasts.positive(trans('Page deleted'))
            onClose()
          },
          onError: (error) => handleMutationError(error, { toasts, trans }),
        })
      }
    />
  )
}

import { useState } from 'react'
import Hash from 'lucide-react/icons/hash'
import Pencil from 'lucide-react/icons/pencil'
import Plus from 'lucide-react/icons/plus'
import { useParams } from 'react-router'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import { CoverImage } from '../../components/cover_image.js'
import type { AdminTerm } from '../../../shared/api_types.js'
import { TermDialog } from './term_dialog.js'
import type { TaxonomyScreen } from './taxonomy_screens.js'

/** /admin/genres or /admin/tags: search, create, rename and delete. */
export function TermsScreen({ screen }: { screen: TaxonomyScreen }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [editing, setEditing] = useState<AdminTerm | 'new' | null>(null)
  const texts = screen.texts(trans)
  if (useParams()['*']) throw routeNotFound()
  useDocumentTitle(texts.title)

  const columns: DataTableColumn<AdminTerm>[] = [
    {
      id: 'name',
      label: trans('Name'),
      sort: 'name',
      isRowHeader: true,
      cell: (term) => (
        <span className="flex items-center gap-3">
          {screen.hasImage && <CoverImage src={term.image} alt="" kind="genre" className="size-9" />}
          <span className="min-w-0">
            <span className="block truncate font-medium text-main">{term.display_name}</span>
            <span className="block truncate font-mono text-xs text-muted">{screen.publicUrl(term.name)}</span>
          </span>
        </span>
      ),
    },
    { id: 'items', label: trans('Items'), align: 'end', cell: (term) => <span className="text-muted tabular-nums">{term.items_count.toLocaleString()}</span> },
    {
      id: 'created',
      label: trans('Added'),
      sort: 'created',
      align: 'end',
      hiddenByDefault: true,
      cell: (term) => (term.created_at ? new Date(term.created_at).toLocaleDateString() : '—'),
    },
    {
      id: 'edit',
      label: trans('Edit'),
      align: 'end',
      className: 'w-16',
      cell: (term) => (
        <IconButton aria-label={trans('Edit :name', { name: term.display_name })} size="xs" onPress={() => setEditing(term)}>
          <Pencil />
        </IconButton>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Button variant="primary" size="sm" onPress={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {texts.newLabel}
          </Button>
        }
      />
      <DataTable
        id={`music.${screen.id}`}
        label={texts.title}
        endpoint={screen.endpoint}
        columns={columns}
        defaultSort={{ sort: 'name', order: 'asc' }}
        searchLabel={texts.searchLabel}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete 1 item?', 'Delete :count items?'),
            message: (count) =>
              transChoice(trans, count, 'It is removed from every track, album and artist filed under it.', 'They are removed from every track, album and artist filed under them.'),
            done: (count) => transChoice(trans, count, '1 item deleted', ':count items deleted'),
            run: (ids, options) => api.post(`${screen.endpoint}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={texts.empty}
        emptyIcon={<Hash />}
      />
      {editing && <TermDialog screen={screen} term={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  )
}

import Inbox from 'lucide-react/icons/inbox'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { Avatar } from '@web/ui/avatar.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import {
  BACKSTAGE_REQUEST_STATUSES,
  BACKSTAGE_REQUEST_TYPES,
  type AdminBackstageRequestRow,
} from '../../../shared/backstage_types.js'
import {
  RequestStatusBadge,
  requestDay,
  useRequestLabels,
} from '../../components/backstage/request_labels.js'
import { ADMIN_REQUESTS } from './admin_requests_api.js'

/** Every artist request: pending ones to decide, the decided ones to look back on. */
export function RequestList() {
  const trans = useTrans()
  const { types, roles, statuses } = useRequestLabels()
  useDocumentTitle(trans('Backstage requests'))

  const columns: DataTableColumn<AdminBackstageRequestRow>[] = [
    {
      id: 'artist',
      label: trans('Artist'),
      sort: 'artist',
      isRowHeader: true,
      cell: (row) => (
        <span className="block max-w-[min(22rem,40vw)]">
          <span className="block truncate font-medium text-main">{row.artist_name}</span>
          <span className="block truncate text-xs text-muted">{types[row.type]}</span>
        </span>
      ),
    },
    {
      id: 'user',
      label: trans('Requested by'),
      cell: (row) =>
        row.user ? (
          <span className="flex max-w-[min(20rem,36vw)] items-center gap-2.5">
            <Avatar name={row.user.name} src={row.user.image} size="sm" />
            <span className="min-w-0">
              <span className="block truncate text-main">{row.user.name}</span>
              <span className="block truncate text-xs text-muted">{row.user.email}</span>
            </span>
          </span>
        ) : (
          <span className="text-muted">{trans('Deleted account')}</span>
        ),
    },
    {
      id: 'role',
      label: trans('Role'),
      cell: (row) => <span className="text-muted">{roles[row.role]}</span>,
    },
    {
      id: 'status',
      label: trans('Status'),
      cell: (row) => <RequestStatusBadge status={row.status} />,
    },
    {
      id: 'created',
      label: trans('Sent'),
      sort: 'created',
      align: 'end',
      cell: (row) => <time dateTime={row.created_at}>{requestDay(row.created_at)}</time>,
    },
  ]

  return (
    <>
      <PageHeader
        title={trans('Backstage requests')}
        description={trans(
          'People asking to become, claim or verify an artist. Approving gives them upload rights for the artist.'
        )}
      />
      <DataTable<AdminBackstageRequestRow>
        id="music.backstage-requests"
        label={trans('Backstage requests')}
        endpoint={ADMIN_REQUESTS}
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search by artist, name or email')}
        columns={columns}
        filters={[
          {
            kind: 'select',
            param: 'status',
            label: trans('Status'),
            options: BACKSTAGE_REQUEST_STATUSES.map((value) => ({ value, label: statuses[value] })),
          },
          {
            kind: 'select',
            param: 'type',
            label: trans('Request'),
            options: BACKSTAGE_REQUEST_TYPES.map((value) => ({ value, label: types[value] })),
          },
        ]}
        rowHref={(row) => `/admin/backstage-requests/${row.id}`}
        emptyMessage={trans('No artist requests yet')}
        emptyIcon={<Inbox aria-hidden />}
      />
    </>
  )
}

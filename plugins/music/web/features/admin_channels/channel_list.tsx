import ListMusic from 'lucide-react/icons/list-music'
import Plus from 'lucide-react/icons/plus'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { AdminChannelRow } from '../../../shared/api_types.js'
import { ADMIN_CHANNELS } from './channels_api.js'
import { contentTypeLabel, layoutLabel, sourceLabel } from './channel_labels.js'

/** Every channel; a row opens its editor. */
export function ChannelList() {
  const trans = useTrans()
  useDocumentTitle(trans('Channels'))

  const columns: DataTableColumn<AdminChannelRow>[] = [
    {
      id: 'name',
      label: trans('Name'),
      sort: 'name',
      isRowHeader: true,
      cell: (channel) => (
        <span className="block max-w-[min(24rem,40vw)]">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium text-main">{channel.name}</span>
            {channel.homepage && (
              <span className="shrink-0 rounded-sm bg-primary/12 px-1.5 py-0.5 text-[11px] font-semibold text-primary">{trans('Homepage')}</span>
            )}
          </span>
          <span className="block truncate font-mono text-xs text-muted">/{channel.slug}</span>
        </span>
      ),
    },
    { id: 'content', label: trans('Content'), cell: (channel) => contentTypeLabel(channel.content_type, trans) },
    { id: 'source', label: trans('Source'), cell: (channel) => <span className="text-muted">{sourceLabel(channel.source, trans)}</span> },
    { id: 'layout', label: trans('Layout'), cell: (channel) => <span className="text-muted">{layoutLabel(channel.layout, trans)}</span> },
    { id: 'items', label: trans('Items'), align: 'end', cell: (channel) => <span className="text-muted tabular-nums">{channel.items_count ?? trans('Automatic')}</span> },
  ]

  return (
    <>
      <PageHeader
        title={trans('Channels')}
        description={trans('Curated rows of music: what the homepage shows and pages of their own.')}
        actions={
          <ButtonLink href="/admin/channels/new" variant="primary" size="sm">
            <Plus aria-hidden className="size-4" />
            {trans('New channel')}
          </ButtonLink>
        }
      />
      <DataTable
        id="music.channels"
        label={trans('Channels')}
        endpoint={ADMIN_CHANNELS}
        columns={columns}
        defaultSort={{ sort: 'name', order: 'asc' }}
        searchLabel={trans('Search channels')}
        filters={[{ kind: 'boolean', param: 'homepage', label: trans('Homepage'), trueLabel: trans('On the homepage'), falseLabel: trans('Not on the homepage') }]}
        rowHref={(channel) => `/admin/channels/${channel.slug}/edit`}
        emptyMessage={trans('No channels yet. Create one to feature music on the homepage.')}
        emptyIcon={<ListMusic />}
      />
    </>
  )
}

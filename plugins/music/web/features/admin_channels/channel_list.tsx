import { useState } from 'react'
import ListMusic from 'lucide-react/icons/list-music'
import Plus from 'lucide-react/icons/plus'
import Search from 'lucide-react/icons/search'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { TextField } from '@web/ui/text_field.js'
import { useDebouncedValue } from '../../components/use_debounced_value.js'
import type { AdminChannelRow } from '../../../shared/api_types.js'
import { channelListQuery } from './channels_api.js'
import { contentTypeLabel, layoutLabel, sourceLabel } from './channel_labels.js'

/** Every channel, homepage channels first in their homepage order; a row opens its editor. */
export function ChannelList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search.trim(), 250)
  const { data, isPlaceholderData } = usePageQuery(channelListQuery(api, query))
  useDocumentTitle(trans('Channels'))

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
      <div className="mb-4 max-w-sm">
        <TextField
          aria-label={trans('Search channels')}
          placeholder={trans('Search channels')}
          size="sm"
          type="search"
          value={search}
          onChange={setSearch}
          startIcon={<Search aria-hidden className="size-4" />}
        />
      </div>
      {!data ? (
        <Skeleton className="h-80" />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<ListMusic />}
          message={query ? trans('There are no items matching your query') : trans('No channels yet. Create one to feature music on the homepage.')}
        />
      ) : (
        <div className="overflow-hidden rounded-base border border-divider bg-paper">
          <div className="overflow-x-auto">
            <table className={`w-full text-sm ${isPlaceholderData ? 'opacity-60' : ''}`}>
              <thead className="border-b border-divider text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Name')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Content')}</th>
                  <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">{trans('Source')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Layout')}</th>
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">{trans('Items')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-divider">
                {data.map((channel) => (
                  <ChannelRow key={channel.id} channel={channel} />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </>
  )
}

function ChannelRow({ channel }: { channel: AdminChannelRow }) {
  const trans = useTrans()
  return (
    <tr className="relative transition-colors hover:bg-main/4">
      <td className="px-4 py-2.5">
        {/* The whole row opens the editor; the link is the row's one control. */}
        <Link
          to={`/admin/channels/${channel.slug}/edit`}
          className="flex items-center gap-2 outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:outline-primary"
        >
          <span className="font-medium text-main">{channel.name}</span>
          {channel.homepage && (
            <span className="rounded-sm bg-primary/12 px-1.5 py-0.5 text-[11px] font-semibold text-primary">
              {trans('Homepage')}
            </span>
          )}
        </Link>
        <span className="font-mono text-xs text-muted">/{channel.slug}</span>
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">{contentTypeLabel(channel.content_type, trans)}</td>
      <td className="hidden px-4 py-2.5 text-muted md:table-cell">{sourceLabel(channel.source, trans)}</td>
      <td className="px-4 py-2.5 whitespace-nowrap text-muted">{layoutLabel(channel.layout, trans)}</td>
      <td className="px-4 py-2.5 text-right text-muted tabular-nums">{channel.items_count ?? trans('Automatic')}</td>
    </tr>
  )
}

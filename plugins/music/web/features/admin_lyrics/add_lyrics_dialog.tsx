import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Search from 'lucide-react/icons/search'
import { Autocomplete, Input, ListBox, ListBoxItem, SearchField } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Dialog } from '@web/ui/dialog.js'
import type { DialogControl } from '@web/ui/form_dialog.js'
import type { ListPage } from '../../../../../core/kernel/shared/list_page.js'
import { musicKeys } from '../../api/query_keys.js'
import { useDebouncedValue } from '../../components/use_debounced_value.js'
import type { AdminTrackRow } from '../../../shared/api_types.js'

/** The admin tracks list (music.update, like this screen), searched by name: the first few matches. */
const TRACKS_ENDPOINT = 'music/admin/tracks'
const MATCHES_SHOWN = 8

/**
 * "Add lyrics": find the track by name, then its lyrics editor opens
 * (/admin/lyrics/{trackId}) with nothing written yet. A track that already
 * has lyrics opens with them.
 */
export function AddLyricsDialog({ isOpen, onClose }: DialogControl) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search.trim(), 250)
  const found = useQuery({
    queryKey: [...musicKeys.all, 'admin', 'lyrics', 'track-search', query],
    queryFn: async ({ signal }) =>
      (await api.get<ListPage<AdminTrackRow>>(TRACKS_ENDPOINT, { signal, query: { query, perPage: MATCHES_SHOWN, sort: 'plays', order: 'desc' } })).data,
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  })
  const tracks = query ? (found.data ?? []) : []
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={trans('Add lyrics')} closeLabel={trans('Close')}>
      <div className="flex flex-col gap-3 p-6">
        <Autocomplete inputValue={search} onInputChange={setSearch}>
          <SearchField aria-label={trans('Find a track')} className="relative" autoFocus>
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            <Input
              placeholder={trans('Search tracks by name')}
              className="h-10 w-full rounded-base border border-divider bg-background pr-3 pl-9 text-sm text-main outline-none placeholder:text-muted focus:border-primary [&::-webkit-search-cancel-button]:hidden"
            />
          </SearchField>
          <ListBox
            aria-label={trans('Tracks found')}
            items={tracks}
            onAction={(key) => {
              onClose()
              void navigate(`/admin/lyrics/${key}`)
            }}
            renderEmptyState={() => (
              <p className="px-3 py-6 text-center text-sm text-muted">
                {!query ? trans('Type a track name.') : found.isFetching ? trans('Searching…') : trans('Nothing found')}
              </p>
            )}
            className="max-h-80 min-h-24 overflow-auto rounded-base border border-divider p-1 outline-none scrollbar-thin"
          >
            {(track) => (
              <ListBoxItem
                id={track.id}
                textValue={track.name}
                className="flex cursor-default flex-col rounded-[calc(var(--be-radius)/2)] px-3 py-2 text-sm outline-none data-focused:bg-main/10"
              >
                <span className="truncate font-medium text-main">{track.name}</span>
                <span className="truncate text-xs text-muted">{[track.artist, track.album].filter(Boolean).join(' · ') || '—'}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      </div>
    </Dialog>
  )
}

import { useState } from 'react'
import GripVertical from 'lucide-react/icons/grip-vertical'
import Plus from 'lucide-react/icons/plus'
import Search from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import { useQuery } from '@tanstack/react-query'
import {
  Autocomplete,
  Button,
  DropIndicator,
  GridList,
  GridListItem,
  Input,
  ListBox,
  ListBoxItem,
  SearchField,
  useDragAndDrop,
} from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { CoverImage } from '../../components/cover_image.js'
import { subtitleOf, titleOf } from '../../components/media_card.js'
import { useDebouncedValue } from '../../components/use_debounced_value.js'
import type { ChannelContentType, MediaItem } from '../../../shared/api_types.js'
import { channelItemSearchQuery } from './channels_api.js'
import { contentTypeLabel } from './channel_labels.js'

const itemKey = (item: MediaItem) => `${item.model_type}-${item.id}`

/**
 * A manual channel's items: a search to add more, then the items in their
 * order, each with a drag handle (by pointer, or from the keyboard: Enter
 * on the handle, the arrows, Enter to drop) and a remove button.
 */
export function ChannelItemsField({
  contentType,
  items,
  excludeId,
  errorMessage,
  onChange,
}: {
  contentType: ChannelContentType
  items: MediaItem[]
  /** The channel being edited, which cannot list itself. */
  excludeId?: number
  errorMessage?: string
  onChange: (items: MediaItem[]) => void
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search.trim(), 250)
  const found = useQuery(channelItemSearchQuery(api, contentType, query))
  const chosen = new Set(items.map(itemKey))
  const results = (found.data ?? []).filter((item) => !chosen.has(itemKey(item)) && !(item.model_type === 'channel' && item.id === excludeId))

  const { dragAndDropHooks } = useDragAndDrop<MediaItem>({
    getItems: (_keys, dragged) => dragged.map((item) => ({ 'text/plain': titleOf(item) })),
    onReorder(event) {
      const moving = items.filter((item) => event.keys.has(itemKey(item)))
      const rest = items.filter((item) => !event.keys.has(itemKey(item)))
      let at = rest.findIndex((item) => itemKey(item) === event.target.key)
      if (event.target.dropPosition === 'after') at += 1
      onChange([...rest.slice(0, at), ...moving, ...rest.slice(at)])
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className="h-0.5 rounded-full bg-primary outline-none" />,
  })

  const add = (item: MediaItem) => {
    onChange([...items, item])
    setSearch('')
  }

  return (
    <section aria-labelledby="channel-items" className="rounded-base border border-divider bg-paper p-5 md:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="channel-items" className="text-base font-semibold">
          {trans('Items')}
        </h2>
        <p className="text-sm text-muted tabular-nums">{trans(':count items, in the order the site shows them', { count: items.length })}</p>
      </div>
      <Autocomplete inputValue={search} onInputChange={setSearch}>
        <SearchField aria-label={trans('Add :type', { type: contentTypeLabel(contentType, trans).toLowerCase() })} className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <Input
            placeholder={trans('Search :type to add', { type: contentTypeLabel(contentType, trans).toLowerCase() })}
            className="h-9 w-full rounded-base border border-divider bg-background pr-3 pl-9 text-sm text-main outline-none placeholder:text-muted focus:border-primary [&::-webkit-search-cancel-button]:hidden"
          />
        </SearchField>
        {query && (
          <ListBox
            aria-label={trans('Search results')}
            items={results}
            onAction={(key) => {
              const item = results.find((result) => itemKey(result) === key)
              if (item) add(item)
            }}
            renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">{found.isFetching ? trans('Searching…') : trans('Nothing found')}</p>}
            className="mt-2 max-h-64 overflow-auto rounded-base border border-divider p-1 outline-none scrollbar-thin"
          >
            {(item) => (
              <ListBoxItem
                id={itemKey(item)}
                textValue={titleOf(item)}
                className="flex cursor-default items-center gap-3 rounded-[calc(var(--be-radius)/2)] px-2 py-1.5 text-sm outline-none data-focused:bg-main/10"
              >
                <ItemSummary item={item} />
                <Plus aria-hidden className="size-4 text-muted" />
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </Autocomplete>
      {items.length ? (
        <GridList
          aria-labelledby="channel-items"
          items={items}
          // Rows are cached by item: redraw them when the list changes (their numbers, their remove buttons' list).
          dependencies={[items]}
          dragAndDropHooks={dragAndDropHooks}
          className="mt-4 flex flex-col gap-1 outline-none"
        >
          {(item) => (
            <GridListItem
              id={itemKey(item)}
              textValue={titleOf(item)}
              className="group flex h-14 cursor-default items-center gap-2 rounded-base border border-divider bg-background px-1.5 outline-none data-dragging:opacity-50 data-focus-visible:ring-2 data-focus-visible:ring-primary"
            >
              <Button
                slot="drag"
                aria-label={trans('Drag to reorder')}
                className="flex h-10 w-6 shrink-0 cursor-grab items-center justify-center rounded text-muted outline-none hover:text-main data-focus-visible:ring-2 data-focus-visible:ring-primary"
              >
                <GripVertical aria-hidden className="size-4" />
              </Button>
              <span className="w-6 shrink-0 text-center text-xs text-muted tabular-nums">{items.indexOf(item) + 1}</span>
              <ItemSummary item={item} />
              <IconButton aria-label={trans('Remove :name', { name: titleOf(item) })} size="xs" onPress={() => onChange(items.filter((other) => other !== item))}>
                <X />
              </IconButton>
            </GridListItem>
          )}
        </GridList>
      ) : (
        <p className="mt-4 rounded-base border border-dashed border-divider px-4 py-8 text-center text-sm text-muted">
          {trans('No items yet. Search above to add some.')}
        </p>
      )}
      {errorMessage && (
        <p role="alert" className="mt-2 text-xs font-medium text-danger">
          {errorMessage}
        </p>
      )}
    </section>
  )
}

function ItemSummary({ item }: { item: MediaItem }) {
  const trans = useTrans()
  const image = 'image' in item ? item.image : null
  return (
    <span className="flex min-w-0 flex-1 items-center gap-3">
      <CoverImage src={image} alt="" kind={item.model_type} round={item.model_type === 'artist'} className="size-10" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium text-main">{titleOf(item)}</span>
        <span className="truncate text-xs text-muted">{subtitleOf(item, trans)}</span>
      </span>
    </span>
  )
}

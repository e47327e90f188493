import { useState } from 'react'
import Plus from 'lucide-react/icons/plus'
import Search from 'lucide-react/icons/search'
import { useQuery } from '@tanstack/react-query'
import { Autocomplete, Input, ListBox, ListBoxItem, SearchField } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { EditorOption } from '../../../shared/editor_types.js'
import { useDebouncedValue } from '../../components/use_debounced_value.js'
import { editorOptionsQuery, type EditorKind, type EditorScope } from './editors_api.js'

const CREATE_KEY = '__create__'

/**
 * A search box whose results (the scope's editor options) are added with
 * Enter or a click; with `onCreate`, the typed text can also become a new
 * row ("Create “…”"), listed last so picking an existing one stays first.
 */
export function OptionSearch({
  scope,
  kind,
  label,
  placeholder,
  exclude,
  onPick,
  onCreate,
}: {
  scope: EditorScope
  kind: EditorKind
  label: string
  placeholder: string
  exclude: ReadonlySet<number>
  onPick: (option: EditorOption) => void
  onCreate?: (name: string) => void
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [search, setSearch] = useState('')
  const text = useDebouncedValue(search.trim(), 250)
  const found = useQuery({ ...editorOptionsQuery(api, scope, kind, text), enabled: text.length > 0 })
  const results = (found.data ?? []).filter((option) => !exclude.has(option.id))
  const exact = results.some((option) => option.name.toLowerCase() === text.toLowerCase())
  const items: Array<EditorOption | { id: typeof CREATE_KEY; name: string }> = [...results, ...(onCreate && text && !exact ? [{ id: CREATE_KEY, name: text } as const] : [])]

  return (
    <Autocomplete inputValue={search} onInputChange={setSearch}>
      <SearchField aria-label={label} className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <Input
          placeholder={placeholder}
          className="h-9 w-full rounded-base border border-divider bg-background pr-3 pl-9 text-sm text-main outline-none placeholder:text-muted focus:border-primary [&::-webkit-search-cancel-button]:hidden"
        />
      </SearchField>
      {text && (
        <ListBox
          aria-label={trans('Search results')}
          items={items}
          onAction={(key) => {
            if (key === CREATE_KEY) onCreate?.(text)
            else {
              const option = results.find((result) => result.id === key)
              if (option) onPick(option)
            }
            setSearch('')
          }}
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">{found.isFetching ? trans('Searching…') : trans('Nothing found')}</p>}
          className="mt-2 max-h-64 overflow-auto rounded-base border border-divider p-1 outline-none scrollbar-thin"
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.name}
              className="flex cursor-default items-center gap-3 rounded-[calc(var(--be-radius)/2)] px-2 py-1.5 text-sm outline-none data-focused:bg-main/10"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium text-main">{item.id === CREATE_KEY ? trans('Create “:name”', { name: item.name }) : item.name}</span>
                {'detail' in item && item.detail && <span className="truncate text-xs text-muted">{item.detail}</span>}
              </span>
              <Plus aria-hidden className="size-4 text-muted" />
            </ListBoxItem>
          )}
        </ListBox>
      )}
    </Autocomplete>
  )
}

import { useEffect, useRef, useState } from 'react'
import Search from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import { useTrans } from '../../i18n/use_trans.js'
import { Button } from '../button.js'
import { cx } from '../cx.js'
import { inputBoxClasses, inputSizeClasses } from '../field.js'
import { Select, SelectItem } from '../select.js'
import { TextField } from '../text_field.js'
import type { ListUrlParams } from './list_url_state.js'
import type { DataTableFilter, FilterOption } from './types.js'

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300

/** The parameters a filter writes. */
export function filterParams(filter: DataTableFilter) {
  return filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.param]
}

/** A select filter's options when the values name themselves (a log's job names, action names); none until they load. */
export function valueOptions(values: readonly string[] | undefined): FilterOption[] {
  return (values ?? []).map((value) => ({ value, label: value }))
}

type Update = (changes: Record<string, string | undefined>, options?: { replace?: boolean }) => void

/** The filters above a table, each writing its URL parameter, and a way to clear them all. */
export function FilterControls({
  filters,
  params,
  update,
  rows,
}: {
  filters: readonly DataTableFilter[]
  params: ListUrlParams
  update: Update
  /** The rows on screen, which a chip filter names its value from. */
  rows: readonly unknown[]
}) {
  const trans = useTrans()
  const active = filters.flatMap(filterParams).filter((name) => params[name])
  return (
    <div className="flex flex-wrap items-center gap-2">
      {filters.map((filter) =>
        filter.kind === 'dateRange' ? (
          <DateRangeFilter key={filter.from} filter={filter} params={params} update={update} />
        ) : filter.kind === 'chip' ? (
          params[filter.param] && <ChipFilter key={filter.param} filter={filter} value={params[filter.param]} rows={rows} update={update} />
        ) : (
          <ChoiceFilter key={filter.param} filter={filter} value={params[filter.param] ?? ''} update={update} />
        )
      )}
      {active.length > 0 && (
        <Button
          variant="ghost"
          size="xs"
          onPress={() => update(Object.fromEntries(active.map((name) => [name, undefined])))}
        >
          <X aria-hidden className="size-3.5" />
          {trans('Clear filters')}
        </Button>
      )}
    </div>
  )
}

/** The search box: what it holds goes into `query` once typing pauses. */
export function SearchBox({
  label,
  value,
  update,
}: {
  label: string
  value: string
  update: Update
}) {
  const [text, setText] = useState(value)
  const sent = useRef(value)
  // The URL changed under the box (Back, a link): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    if (text.trim() === sent.current) return
    const timer = setTimeout(() => {
      sent.current = text.trim()
      update({ query: text.trim() || undefined }, { replace: true })
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, update])
  return (
    <TextField
      aria-label={label}
      placeholder={label}
      type="search"
      size="sm"
      value={text}
      onChange={setText}
      startIcon={<Search />}
      className="w-full min-w-0 basis-full sm:max-w-sm sm:flex-1 sm:basis-auto"
    />
  )
}

function ChoiceFilter({
  filter,
  value,
  update,
}: {
  filter: Extract<DataTableFilter, { kind: 'select' | 'boolean' }>
  value: string
  update: Update
}) {
  const options =
    filter.kind === 'select'
      ? filter.options
      : [
          { value: 'true', label: filter.trueLabel },
          { value: 'false', label: filter.falseLabel },
        ]
  // The first item clears the filter; it shows the filter's name while nothing is chosen.
  const items = [{ value: '', label: filter.label }, ...options]
  return (
    <Select
      aria-label={filter.label}
      size="xs"
      items={items.map((item) => ({ id: item.value || 'any', ...item }))}
      selectedKey={value || 'any'}
      onSelectionChange={(key) => update({ [filter.param]: key === 'any' ? undefined : String(key) })}
      className={cx('w-auto min-w-32', value && '[&_button]:border-primary [&_button]:text-primary')}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  )
}

function ChipFilter({
  filter,
  value,
  rows,
  update,
}: {
  filter: Extract<DataTableFilter, { kind: 'chip' }>
  value: string
  rows: readonly unknown[]
  update: Update
}) {
  const trans = useTrans()
  const named = filter.valueLabel(value, rows)
  const text = named ? `${filter.label}: ${named}` : filter.label
  return (
    <span className="inline-flex h-7 items-center gap-1 rounded-full border border-primary bg-primary/8 ps-3 pe-1 text-xs font-medium text-primary">
      <span className="max-w-48 truncate">{text}</span>
      <Button
        variant="ghost"
        size="xs"
        aria-label={trans('Remove the filter :filter', { filter: text })}
        onPress={() => update({ [filter.param]: undefined })}
        className="size-5! min-h-0! rounded-full p-0! text-primary"
      >
        <X aria-hidden className="size-3.5" />
      </Button>
    </span>
  )
}

function DateRangeFilter({
  filter,
  params,
  update,
}: {
  filter: Extract<DataTableFilter, { kind: 'dateRange' }>
  params: ListUrlParams
  update: Update
}) {
  const trans = useTrans()
  const input = (param: string, label: string) => (
    <input
      type="date"
      aria-label={label}
      value={params[param] ?? ''}
      max={param === filter.from ? params[filter.to] : undefined}
      min={param === filter.to ? params[filter.from] : undefined}
      onChange={(event) => update({ [param]: event.target.value || undefined })}
      className={cx(inputBoxClasses, inputSizeClasses.xs, 'w-auto tabular-nums', params[param] && 'border-primary text-primary')}
    />
  )
  return (
    <div role="group" aria-label={filter.label} className="flex items-center gap-1.5 text-xs text-muted">
      <span className="whitespace-nowrap">{filter.label}</span>
      {input(filter.from, trans(':filter from', { filter: filter.label }))}
      <span aria-hidden>–</span>
      {input(filter.to, trans(':filter to', { filter: filter.label }))}
    </div>
  )
}

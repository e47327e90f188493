import { useState, type ReactNode } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import ChevronsLeft from 'lucide-react/icons/chevrons-left'
import Download from 'lucide-react/icons/download'
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components'
import type { ListOrder, ListPage } from '../../../../core/kernel/shared/list_page.js'
import { transChoice } from '../../i18n/translator.js'
import { useTrans } from '../../i18n/use_trans.js'
import { useService } from '../../kernel/services_context.js'
import { buildUrl } from '../../services/api_client.js'
import { API_CLIENT, TOAST_QUEUE } from '../../services/tokens.js'
import { ButtonLink, IconButton } from '../button.js'
import { cx } from '../cx.js'
import { Select, SelectItem } from '../select.js'
import { BulkBar, UndoBar } from './bulk_bars.js'
import { ColumnsMenu } from './columns_menu.js'
import { useHiddenColumns } from './column_visibility.js'
import { FilterControls, SearchBox, filterParams } from './filter_bar.js'
import { sortOf, useListUrlState, type ListUrlParams } from './list_url_state.js'
import { SelectionCheckbox } from './selection_checkbox.js'
import { EmptyRows, ErrorRows, LoadingRows } from './table_states.js'
import type { BulkAction, DataTableColumn, DataTableFilter } from './types.js'
import { useDeferredActions } from './use_deferred_actions.js'

export interface DataTableProps<Row extends { id: number }> {
  /** Names the table's remembered column choice: unique across the app ('music.tracks'). */
  id: string
  /** The table's accessible name. */
  label: string
  /** The list endpoint (the list convention of core/kernel/lists): 'music/admin/tracks'. */
  endpoint: string
  columns: readonly DataTableColumn<Row>[]
  /** What the server sorts by when the URL names no sort (its `defaultSort`). */
  defaultSort: { sort: string; order: ListOrder }
  filters?: readonly DataTableFilter[]
  /** The search box's placeholder; no search box without it. */
  searchLabel?: string
  bulkActions?: readonly BulkAction[]
  /** An endpoint answering the same query string with a CSV of the whole view (`sendCsv`). */
  exportEndpoint?: string
  /** The list's own buttons, at the end of the bar beside Columns (the error log's "Download latest"). */
  toolbarActions?: ReactNode
  /** Shown when the list is empty without any search or filter ('No tracks yet'). */
  emptyMessage?: string
  emptyIcon?: ReactNode
  /** Where a row leads when opened (Enter, click on the row header's link). */
  rowHref?: (row: Row) => string
}

const PAGE_SIZES = [25, 50, 100]

/** The query key of a list's pages: invalidate `listQueryKey(endpoint)` after changing its rows elsewhere. */
export function listQueryKey(endpoint: string, params?: ListUrlParams) {
  return params ? ['list', endpoint, params] : ['list', endpoint]
}

/**
 * An admin list (DESIGN.md, Admin): search and filters above the table, sort
 * by column header, keyset pages, column choice, row selection with bulk
 * actions confirmed and undoable for 5 s, and the current view's CSV. All of
 * its state is in the URL, under the API's own parameter names.
 */
export function DataTable<Row extends { id: number }>({
  id,
  label,
  endpoint,
  columns,
  defaultSort,
  filters = [],
  searchLabel,
  bulkActions = [],
  exportEndpoint,
  toolbarActions,
  emptyMessage,
  emptyIcon,
  rowHref,
}: DataTableProps<Row>) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const { params, update } = useListUrlState(filters.flatMap(filterParams))
  const list = useQuery({
    queryKey: listQueryKey(endpoint, params),
    queryFn: ({ signal }) => api.get<ListPage<Row>>(endpoint, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
  const [hidden, setHidden] = useHiddenColumns(
    id,
    columns.filter((column) => column.hiddenByDefault).map((column) => column.id)
  )
  const { actions, pending } = useDeferredActions({
    committed: () => queryClient.invalidateQueries({ queryKey: listQueryKey(endpoint) }),
    failed: (_action, error) => {
      toasts.add(error instanceof Error ? error.message : trans('Something went wrong. Please try again.'), {
        type: 'danger',
      })
      void queryClient.invalidateQueries({ queryKey: listQueryKey(endpoint) })
    },
  })
  // The selection belongs to the rows on screen: a new page, sort or filter starts without one.
  const viewKey = JSON.stringify(params)
  const [selection, setSelection] = useState<{ view: string; keys: Selection }>({ view: viewKey, keys: new Set() })
  const selectedKeys = selection.view === viewKey ? selection.keys : new Set<number>()

  const hiddenRows = new Set(pending.flatMap((action) => action.ids))
  const rows = (list.data?.data ?? []).filter((row) => !hiddenRows.has(row.id))
  const selectedIds =
    selectedKeys === 'all' ? rows.map((row) => row.id) : rows.filter((row) => selectedKeys.has(row.id)).map((row) => row.id)
  const shown = columns.filter((column) => column.isRowHeader || !hidden.has(column.id))
  const { sort, order } = sortOf(params, defaultSort)
  const sortColumn = columns.find((column) => column.sort === sort)
  const filtered = Boolean(params.query) || filters.flatMap(filterParams).some((name) => params[name])
  const selectable = bulkActions.length > 0

  const onSortChange = (descriptor: SortDescriptor) => {
    const column = columns.find((candidate) => candidate.id === descriptor.column)
    if (column?.sort) update({ sort: column.sort, order: descriptor.direction === 'descending' ? 'desc' : 'asc' })
  }
  const runBulk = (action: BulkAction, ids: number[], reason?: string) => {
    actions.schedule(ids, action.done(ids.length), (options) => action.run(ids, options, reason))
    setSelection({ view: viewKey, keys: new Set() })
  }
  const exportQuery = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'cursor' && name !== 'perPage'))

  return (
    <div className="rounded-base border border-divider bg-paper">
      <div className="flex flex-col gap-2 border-b border-divider px-3 py-2.5">
        {/* On a phone the search has the row to itself and the buttons wrap below it. */}
        <div className="flex min-h-9 flex-wrap items-center gap-2">
          {selectedIds.length > 0 ? (
            <BulkBar
              count={selectedIds.length}
              actions={bulkActions}
              onRun={(action, reason) => runBulk(action, selectedIds, reason)}
              onClear={() => setSelection({ view: viewKey, keys: new Set() })}
            />
          ) : (
            <>
              {searchLabel && <SearchBox label={searchLabel} value={params.query ?? ''} update={update} />}
              <div className="ml-auto flex items-center gap-2">
                <ColumnsMenu columns={columns} hidden={hidden} onChange={setHidden} />
                {exportEndpoint && (
                  <ButtonLink href={buildUrl(exportEndpoint, exportQuery)} download variant="secondary" size="xs">
                    <Download aria-hidden className="size-4" />
                    {trans('Export CSV')}
                  </ButtonLink>
                )}
                {toolbarActions}
              </div>
            </>
          )}
        </div>
        {filters.length > 0 && <FilterControls filters={filters} params={params} update={update} rows={rows} />}
      </div>

      <div className="overflow-x-auto">
        <Table
          aria-label={label}
          selectionMode={selectable ? 'multiple' : 'none'}
          selectedKeys={selectedKeys}
          onSelectionChange={(keys) => setSelection({ view: viewKey, keys })}
          sortDescriptor={
            sortColumn ? { column: sortColumn.id, direction: order === 'asc' ? 'ascending' : 'descending' } : undefined
          }
          onSortChange={onSortChange}
          className={cx('w-full border-separate border-spacing-0 text-sm', list.isPlaceholderData && 'opacity-60')}
        >
          <TableHeader className="text-left text-xs text-muted">
            {selectable && (
              <Column className="w-11 border-b border-divider py-2.5 pl-4">
                <SelectionCheckbox />
              </Column>
            )}
            {shown.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={Boolean(column.sort)}
                className={cx(
                  'group border-b border-divider px-4 py-2.5 font-medium whitespace-nowrap outline-none',
                  'data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:-outline-offset-2 data-focus-visible:outline-primary',
                  column.sort && 'cursor-default hover:text-main',
                  column.align === 'end' && 'text-right',
                  column.className
                )}
              >
                {({ sortDirection }) => (
                  <span className={cx('inline-flex items-center gap-1', column.align === 'end' && 'flex-row-reverse')}>
                    {column.label}
                    {column.sort && <SortIcon direction={sortDirection} />}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            items={rows}
            dependencies={[shown, selectable]}
            renderEmptyState={() =>
              list.isError ? (
                <ErrorRows message={list.error.message} onRetry={() => void list.refetch()} />
              ) : list.isPending ? (
                <LoadingRows columns={shown.length} />
              ) : (
                <EmptyRows filtered={filtered} message={emptyMessage} icon={emptyIcon} />
              )
            }
          >
            {(row) => (
              <Row
                id={row.id}
                href={rowHref?.(row)}
                columns={shown}
                className={cx(
                  'group outline-none transition-colors hover:bg-main/4 data-selected:bg-primary/8',
                  'data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:-outline-offset-2 data-focus-visible:outline-primary'
                )}
              >
                {selectable && (
                  <Cell className="border-b border-divider py-2.5 pl-4">
                    <SelectionCheckbox />
                  </Cell>
                )}
                {shown.map((column) => (
                  <Cell
                    key={column.id}
                    className={cx(
                      'border-b border-divider px-4 py-2.5 outline-none',
                      'data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:-outline-offset-2 data-focus-visible:outline-primary',
                      // Numbers and times keep to one line: a narrow window scrolls the table instead.
                      column.align === 'end' && 'text-right whitespace-nowrap tabular-nums'
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>

      <Pager
        params={params}
        page={list.data}
        shownRows={rows.length}
        update={update}
      />
      <UndoBar pending={pending} onUndo={(key) => actions.undo(key)} />
    </div>
  )
}

function SortIcon({ direction }: { direction?: 'ascending' | 'descending' }) {
  return (
    <ChevronLeft
      aria-hidden
      className={cx(
        'size-3.5 transition-transform',
        direction === 'ascending' ? 'rotate-90 text-main' : '-rotate-90',
        !direction && 'opacity-0 group-hover:opacity-40'
      )}
    />
  )
}

/** Keyset pages: first, previous and next, and how many rows a page holds. */
function Pager<Row>({
  params,
  page,
  shownRows,
  update,
}: {
  params: ListUrlParams
  page: ListPage<Row> | undefined
  shownRows: number
  update: (changes: Record<string, string | undefined>) => void
}) {
  const trans = useTrans()
  const perPage = page?.pagination.perPage ?? Number(params.perPage ?? PAGE_SIZES[0])
  return (
    <footer className="flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-xs text-muted">
      <div className="flex items-center gap-2">
        <span>{trans('Rows per page')}</span>
        <Select
          aria-label={trans('Rows per page')}
          size="xs"
          items={PAGE_SIZES.map((size) => ({ id: String(size) }))}
          selectedKey={String(perPage)}
          onSelectionChange={(key) => update({ perPage: key === String(PAGE_SIZES[0]) ? undefined : String(key) })}
          className="w-20"
        >
          {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
        </Select>
        <span className="tabular-nums" aria-live="polite">
          {page ? transChoice(trans, shownRows, ':count row', ':count rows') : ''}
        </span>
      </div>
      <div className="ml-auto flex gap-1">
        <IconButton
          aria-label={trans('First page')}
          size="xs"
          isDisabled={!params.cursor}
          onPress={() => update({ cursor: undefined })}
        >
          <ChevronsLeft />
        </IconButton>
        <IconButton
          aria-label={trans('Previous page')}
          size="xs"
          isDisabled={!page?.pagination.prevCursor}
          onPress={() => update({ cursor: page?.pagination.prevCursor ?? undefined })}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label={trans('Next page')}
          size="xs"
          isDisabled={!page?.pagination.nextCursor}
          onPress={() => update({ cursor: page?.pagination.nextCursor ?? undefined })}
        >
          <ChevronRight />
        </IconButton>
      </div>
    </footer>
  )
}

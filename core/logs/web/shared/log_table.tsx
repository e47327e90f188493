import type { ReactNode } from 'react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import type { ErrorLogPage } from '../../shared/error_log_types.js'

export interface LogColumn {
  label: string
  align?: 'end'
}

/**
 * A page of the error log as a dense table (DESIGN.md, Admin) with its
 * numbered pager (the schedule and outgoing-email tabs are data tables).
 * The page being replaced fades while the next one loads.
 */
export function LogTable<Entry>({
  columns,
  page,
  isStale,
  onPage,
  children,
}: {
  columns: LogColumn[]
  page: Omit<ErrorLogPage, 'data'> & { data: Entry[] }
  isStale: boolean
  onPage: (page: number) => void
  children: ReactNode
}) {
  const trans = useTrans()
  return (
    <div className="overflow-hidden rounded-base border border-divider bg-paper">
      <div className="overflow-x-auto">
        <table className={`w-full text-sm ${isStale ? 'opacity-60' : ''}`}>
          <thead className="border-b border-divider text-left text-xs text-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-4 py-2.5 font-medium ${column.align === 'end' ? 'text-right' : ''}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-divider">{children}</tbody>
        </table>
      </div>
      <footer className="flex items-center justify-between gap-4 border-t border-divider px-4 py-2 text-xs text-muted">
        <span className="tabular-nums">
          {trans(':from–:to of :total', {
            from: (page.current_page - 1) * page.per_page + 1,
            to: (page.current_page - 1) * page.per_page + page.data.length,
            total: page.total,
          })}
        </span>
        <div className="flex gap-1">
          <IconButton
            aria-label={trans('Previous page')}
            size="xs"
            isDisabled={page.current_page <= 1}
            onPress={() => onPage(page.current_page - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={trans('Next page')}
            size="xs"
            isDisabled={page.current_page >= page.last_page}
            onPress={() => onPage(page.current_page + 1)}
          >
            <ChevronRight />
          </IconButton>
        </div>
      </footer>
    </div>
  )
}

/** The link that makes a whole row open its entry: stretched over the row, the row's one control. */
export const ROW_LINK_CLASSES =
  'block outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:outline-primary'

/** A table row that a stretched link opens. */
export const LINKED_ROW_CLASSES = 'group relative transition-colors hover:bg-main/4'

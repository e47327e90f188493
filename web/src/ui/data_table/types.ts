import type { ReactNode } from 'react'

/** A column of a DataTable. */
export interface DataTableColumn<Row> {
  /** Unique in the table; also the key its visibility is remembered under. */
  id: string
  /** The header's text (translated by the screen). */
  label: string
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode
  /** The list's sort name (one of the server's `sorts`) the header sorts by; none: not sortable. */
  sort?: string
  /** The column that names the row (screen readers announce it): always shown. */
  isRowHeader?: boolean
  /** Numbers and times line up at the end. */
  align?: 'start' | 'end'
  /** Left out until the person shows it from the Columns menu. */
  hiddenByDefault?: boolean
  /** A Tailwind width class ('w-24') for columns that should not grow. */
  className?: string
}

/** An option of a select filter: `value` is what goes into the URL and the API's query string. */
export interface FilterOption {
  value: string
  label: string
}

/**
 * A filter of the list, drawn in the bar above the table. Each writes the
 * query parameter(s) the list's server side declares in its `filters`.
 */
export type DataTableFilter =
  | { kind: 'select'; param: string; label: string; options: FilterOption[] }
  /** Sends `param=true` or `param=false`; the labels say what each means ('Played', 'Never played'). */
  | { kind: 'boolean'; param: string; label: string; trueLabel: string; falseLabel: string }
  /** Two days, sent as YYYY-MM-DD in `from` and `to` (both inclusive). */
  | { kind: 'dateRange'; label: string; from: string; to: string }
  /**
   * A value too many to choose from a list (an owner): set from a row (a
   * link or button in a cell writes `param`), shown while set as a chip that
   * clears it. `valueLabel` names the value from the rows on screen, which
   * all carry it; the chip says `label` alone when none does.
   */
  | { kind: 'chip'; param: string; label: string; valueLabel: (value: string, rows: readonly any[]) => string | undefined }

/**
 * An action on the selected rows. It is confirmed first when `confirm` is
 * given, then offered for undo for 5 s (the rows leave the table at once),
 * and only then is `run` called: undo simply never sends the request.
 */
export interface BulkAction {
  id: string
  label: string
  icon?: ReactNode
  tone?: 'danger' | 'default'
  confirm?: {
    title: (count: number) => string
    /** Names what goes (DESIGN.md: destructive actions confirm in a dialog that names what goes). */
    message: (count: number) => string
    confirmLabel: string
    /** A text the person must give in the dialog (a suspension's reason): `run` receives it. */
    reason?: { label: string; description?: string }
  }
  /** The undo bar's message once confirmed: '3 tracks deleted'. */
  done: (count: number) => string
  /**
   * Sends the request. Pass `options` on to the ApiClient: it carries
   * `keepalive` when the page is closing within the undo window.
   */
  run: (ids: number[], options: { keepalive: boolean }, reason?: string) => Promise<unknown>
}

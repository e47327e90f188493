import { Readable, pipeline } from 'node:stream'
import { stringify } from 'csv-stringify'
import type { HttpContext } from '@adonisjs/core/http'

export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | null | undefined
}

/**
 * Answers with the rows as a CSV download, streamed: rows are pulled from the
 * iterable (a list's `rows()`, a batch per query) only as fast as the client
 * reads, so the server holds a batch, never the whole file. csv-stringify
 * quotes what needs quoting (RFC 4180); the BOM lets spreadsheet software
 * read UTF-8.
 */
export function sendCsv<Row>(ctx: HttpContext, filename: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>) {
  const { response, logger } = ctx
  response.header('Content-Type', 'text/csv; charset=utf-8')
  response.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
  response.header('Cache-Control', 'no-store')
  const csv = stringify({ header: true, bom: true, columns: columns.map((column) => column.header) })
  // A failure half-way (the database went away) can no longer change the status: log it and cut the download short.
  pipeline(Readable.from(records(rows, columns)), csv, (error) => error && logger.error({ err: error }, 'CSV export failed'))
  response.stream(csv)
}

async function* records<Row>(rows: AsyncIterable<Row>, columns: CsvColumn<Row>[]) {
  for await (const row of rows) yield columns.map((column) => cell(column.value(row)))
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, return at
 * the start) gets a leading apostrophe (OWASP, CSV injection): a track named
 * "=HYPERLINK(...)" stays text when an admin opens the export.
 */
function cell(value: string | number | boolean | null | undefined) {
  if (typeof value !== 'string') return value ?? ''
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

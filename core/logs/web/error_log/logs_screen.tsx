import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { ErrorLogEntryView } from './error_log_entry_view.js'
import { ErrorLogList } from './error_log_list.js'

/**
 * /admin/logs: the error log (server errors and the web app's reports),
 * and /admin/logs/error/<id>, one entry with its trace. The spec's schedule
 * and outgoing-email tabs belong to the modules that keep those logs.
 */
export default function LogsScreen() {
  const rest = useParams()['*'] ?? ''
  if (rest === '' || rest === 'error') return <ErrorLogList />
  const entry = /^error\/([1-9]\d{0,9})$/.exec(rest)
  if (!entry) throw routeNotFound()
  return <ErrorLogEntryView id={Number(entry[1])} />
}

import type { ReactNode } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Tab, TabList, TabPanel, Tabs } from '@web/ui/tabs.js'
import { ErrorLogEntryView } from './error_log/error_log_entry_view.js'
import { ErrorLogList } from './error_log/error_log_list.js'
import { OutgoingEmailList } from './outgoing_email_log/outgoing_email_list.js'
import { OutgoingEmailView } from './outgoing_email_log/outgoing_email_view.js'
import { ScheduleLogList } from './schedule_log/schedule_log_list.js'

/** Spec section 2: the logs screen's tabs, schedule first (the default). */
const TABS = ['schedule', 'error', 'outgoing-email'] as const
type LogTab = (typeof TABS)[number]

const TAB_LISTS: Record<LogTab, () => ReactNode> = {
  'schedule': () => <ScheduleLogList />,
  'error': () => <ErrorLogList />,
  'outgoing-email': () => <OutgoingEmailList />,
}

/**
 * /admin/logs/<tab>: runs of scheduled jobs, the error log and the emails
 * the site sent, each a tab with its own address; /admin/logs/error/<id>
 * and /admin/logs/outgoing-email/<id> open one entry.
 */
export default function LogsScreen() {
  const rest = useParams()['*'] ?? ''
  const entry = /^(error|outgoing-email)\/([1-9]\d{0,9})$/.exec(rest)
  if (entry) {
    const id = Number(entry[2])
    return entry[1] === 'error' ? <ErrorLogEntryView id={id} /> : <OutgoingEmailView id={id} />
  }
  const tab = rest === '' ? 'schedule' : rest
  if (!TABS.includes(tab as LogTab)) throw routeNotFound()
  return <LogTabs tab={tab as LogTab} />
}

function LogTabs({ tab }: { tab: LogTab }) {
  const trans = useTrans()
  const navigate = useNavigate()
  useDocumentTitle(trans('Logs'))
  const titles: Record<LogTab, string> = {
    'schedule': trans('Schedule'),
    'error': trans('Error'),
    'outgoing-email': trans('Outgoing email'),
  }
  return (
    <>
      <PageHeader
        title={trans('Logs')}
        description={trans('Runs of scheduled jobs, errors of the server and the web app, and every email the site sent.')}
      />
      <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(`/admin/logs/${String(key)}`)}>
        <TabList aria-label={trans('Logs')} className="overflow-x-auto scrollbar-thin">
          {TABS.map((id) => (
            <Tab key={id} id={id} className="shrink-0 whitespace-nowrap">
              {titles[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={tab}>{TAB_LISTS[tab]()}</TabPanel>
      </Tabs>
    </>
  )
}

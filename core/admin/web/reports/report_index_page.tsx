import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { Zone } from '@web/kernel/zone.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Tab, TabList, TabPanel, Tabs } from '@web/ui/tabs.js'
import { ADMIN_OVERVIEW_WIDGETS } from '../zones.js'
import { AdminDirectory } from './admin_directory.js'
import { RangePicker } from '@web/ui/reports/range_picker.js'
import { rangeFromSearch, rangeToSearch, type ReportRange } from '@web/ui/reports/report_range.js'
import { ReportView } from './report_view.js'
import { reportListQuery, reportQuery } from './reports_api.js'

/** The period the overview widgets show. */
const WIDGET_DAYS = 7

/**
 * /admin, the report index (spec section 2): a tab per report the modules
 * declare (plays, visitors) over the range picked above them, both kept in
 * the address (?tab=visitors&range=7d) so a report can be shared and
 * reloaded. Below, the modules' overview widgets (the error log's recent
 * errors) and every screen the admin may open.
 */
export default function ReportIndexPage() {
  const trans = useTrans()
  const user = useCurrentUser()
  const api = useService(API_CLIENT)
  const [search, setSearch] = useSearchParams()
  const range = rangeFromSearch(search)
  const { data: reports } = usePageQuery(reportListQuery(api))
  const tab = reports?.some(({ name }) => name === search.get('tab')) ? search.get('tab')! : reports?.[0]?.name
  // The same query the tab reads: the custom range starts from the period on screen.
  const { data: shown } = useQuery({ ...reportQuery(api, tab ?? '', range), enabled: Boolean(tab) })
  // Fixed for the page's life, so the widgets' queries keep one key.
  const [since] = useState(() => new Date(Date.now() - WIDGET_DAYS * 86_400_000).toISOString())
  useDocumentTitle(trans('Reports'))

  const show = (next: { tab?: string; range?: ReportRange }) =>
    setSearch({ ...(next.tab ?? tab ? { tab: next.tab ?? tab! } : {}), ...rangeToSearch(next.range ?? range) }, { replace: true })

  return (
    <>
      <PageHeader
        title={trans('Welcome back, :name', { name: user?.first_name || user?.name || '' })}
        description={trans('How your site is doing, and everything you can manage.')}
        actions={<RangePicker range={range} shown={shown?.period ?? null} onChange={(next) => show({ range: next })} />}
      />
      {reports ? (
        reports.length > 0 && (
          <Tabs selectedKey={tab} onSelectionChange={(key) => show({ tab: String(key) })} className="mb-10">
            <TabList aria-label={trans('Reports')}>
              {reports.map((report) => (
                <Tab key={report.name} id={report.name}>
                  {trans(report.label)}
                </Tab>
              ))}
            </TabList>
            {reports.map((report) => (
              <TabPanel key={report.name} id={report.name} className="pt-4">
                <ReportView name={report.name} range={range} />
              </TabPanel>
            ))}
          </Tabs>
        )
      ) : (
        <Skeleton className="mb-10 h-96" />
      )}
      <div className="mb-10 grid gap-4 empty:hidden sm:grid-cols-2 xl:grid-cols-3">
        <Zone
          zone={ADMIN_OVERVIEW_WIDGETS}
          since={since}
          periodLabel={trans('Last :count days', { count: WIDGET_DAYS })}
          fallback={<Skeleton className="h-36" />}
        />
      </div>
      <AdminDirectory />
    </>
  )
}

import ArrowLeft from 'lucide-react/icons/arrow-left'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Tab, TabList, TabPanel, Tabs } from '@web/ui/tabs.js'
import { fullTime } from '../shared/format_time.js'
import { outgoingEmailQuery } from '../shared/log_api.js'
import { EmailStatusBadge } from './email_status.js'

/**
 * One recorded email: to whom, how it went, and its bodies. The HTML body is
 * drawn in a sandboxed frame (no scripts, no access to this page or its
 * cookies), so a message can never act inside the admin area.
 */
export function OutgoingEmailView({ id }: { id: number }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const email = usePageQuery(outgoingEmailQuery(api, id)).data
  useDocumentTitle(email ? `${email.subject} - ${trans('Logs')}` : trans('Logs'))

  return (
    <>
      <Link
        to="/admin/logs/outgoing-email"
        className="mb-4 inline-flex items-center gap-1.5 self-start text-sm text-muted transition-colors hover:text-main"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {trans('Outgoing email')}
      </Link>
      {!email ? (
        <Skeleton className="h-96" />
      ) : (
        <article className="flex flex-col gap-6">
          <header>
            <h1 className="text-xl font-semibold tracking-tight break-words">{email.subject}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <EmailStatusBadge status={email.status} />
              <span>{trans('To :address', { address: email.recipient })}</span>
              <span aria-hidden>·</span>
              <time dateTime={email.created_at}>{fullTime(email.created_at)}</time>
            </p>
            {email.error && <p className="mt-2 text-sm text-danger">{email.error}</p>}
          </header>
          <Tabs
            defaultSelectedKey={email.html_body ? 'html' : 'text'}
            className="overflow-hidden rounded-base border border-divider bg-paper"
          >
            <TabList aria-label={trans('Message')} className="px-4">
              <Tab id="html" isDisabled={!email.html_body}>
                {trans('HTML')}
              </Tab>
              <Tab id="text" isDisabled={!email.text_body}>
                {trans('Text')}
              </Tab>
            </TabList>
            <TabPanel id="html" className="bg-white p-0">
              <iframe
                title={trans('Message')}
                sandbox=""
                srcDoc={email.html_body ?? ''}
                className="h-[32rem] w-full border-0"
              />
            </TabPanel>
            <TabPanel id="text" className="p-0">
              <pre className="max-h-[32rem] overflow-auto p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-main/90">
                {email.text_body}
              </pre>
            </TabPanel>
          </Tabs>
        </article>
      )}
    </>
  )
}

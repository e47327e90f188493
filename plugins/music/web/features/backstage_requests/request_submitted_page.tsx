import type { ReactNode } from 'react'
import BadgeCheck from 'lucide-react/icons/badge-check'
import CircleCheck from 'lucide-react/icons/circle-check'
import CircleX from 'lucide-react/icons/circle-x'
import Clock from 'lucide-react/icons/clock'
import { useParams } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { TextLink } from '@web/ui/text_link.js'
import type { BackstageRequest } from '../../../shared/backstage_types.js'
import { urls } from '../../../shared/urls.js'
import { PageContent } from '../../components/page_layout.js'
import {
  RequestStatusBadge,
  requestDay,
  useRequestLabels,
} from '../../components/backstage/request_labels.js'
import { AttachmentLinks } from '../../components/backstage/attachment_links.js'
import { BACKSTAGE_PATHS } from './backstage_paths.js'
import { BackstageBackLink } from './backstage_back_link.js'
import { requestQuery } from './requests_api.js'

/**
 * backstage/requests/{requestId}/request-submitted: the confirmation after
 * sending, and the request's page afterwards: what was asked and, once an
 * admin decided, the outcome with its reason.
 */
export function Component() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const id = Number(useParams().requestId)
  if (!Number.isSafeInteger(id) || id < 1) throw routeNotFound()
  const request = usePageQuery(requestQuery(api, id))
  useDocumentTitle(trans('Request submitted'))

  return (
    <PageContent className="max-w-2xl gap-6">
      <BackstageBackLink />
      {request.data ? <Outcome request={request.data} /> : <Skeleton className="h-64" />}
    </PageContent>
  )
}

function Outcome({ request }: { request: BackstageRequest }) {
  const trans = useTrans()
  const bootstrap = useBootstrap()
  const { types, roles } = useRequestLabels()
  const heading: Record<
    BackstageRequest['status'],
    { icon: ReactNode; title: string; text: string }
  > = {
    pending: {
      icon: <Clock aria-hidden className="text-primary" />,
      title: trans('Request submitted'),
      text: trans(
        'Thanks! A team member will review your request. We will email you at :email once it is decided.',
        { email: bootstrap.user?.email ?? '' }
      ),
    },
    approved: {
      icon: <CircleCheck aria-hidden className="text-positive" />,
      title: trans('Request approved'),
      text:
        request.type === 'verify-artist'
          ? trans('The artist now shows the verified badge.')
          : trans('You can now upload music and edit the artist from backstage.'),
    },
    denied: {
      icon: <CircleX aria-hidden className="text-danger" />,
      title: trans('Request denied'),
      text: trans('You can send a new request with more details or proof at any time.'),
    },
  }
  const { icon, title, text } = heading[request.status]

  return (
    <article className="flex flex-col gap-6 rounded-base bg-paper p-6 md:p-8">
      <div className="flex flex-col items-start gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-chip [&_svg]:size-6">
          {icon}
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight text-main md:text-3xl">{title}</h1>
        <p className="text-muted">{text}</p>
        {request.reason && (
          <p className="w-full rounded-base border border-divider p-4 text-sm text-main">
            <span className="font-semibold">
              {request.status === 'denied' ? trans('Reason') : trans('Note')}:
            </span>{' '}
            {request.reason}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 border-t border-divider pt-5 text-sm">
        <dt className="text-muted">{trans('Request')}</dt>
        <dd className="text-main">{types[request.type]}</dd>
        <dt className="text-muted">{trans('Artist')}</dt>
        <dd className="flex items-center gap-1.5 text-main">
          {request.artist ? (
            <TextLink href={urls.artist(request.artist)}>{request.artist.name}</TextLink>
          ) : (
            request.artist_name
          )}
          {request.artist?.verified && (
            <BadgeCheck aria-label={trans('Verified')} className="size-4 text-primary" />
          )}
        </dd>
        <dt className="text-muted">{trans('Your role')}</dt>
        <dd className="text-main">{roles[request.role]}</dd>
        {request.company && (
          <>
            <dt className="text-muted">{trans('Company')}</dt>
            <dd className="text-main">{request.company}</dd>
          </>
        )}
        {request.attachments.length > 0 && (
          <>
            <dt className="text-muted">{trans('Proof')}</dt>
            <dd>
              <AttachmentLinks attachments={request.attachments} />
            </dd>
          </>
        )}
        <dt className="text-muted">{trans('Status')}</dt>
        <dd>
          <RequestStatusBadge status={request.status} />
        </dd>
        <dt className="text-muted">{trans('Sent')}</dt>
        <dd className="text-main">{requestDay(request.created_at)}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <ButtonLink
          href={BACKSTAGE_PATHS.requests}
          variant="primary"
          size="sm"
          className="rounded-full"
        >
          {trans('Back to backstage')}
        </ButtonLink>
        {request.status === 'denied' && (
          <ButtonLink
            href={BACKSTAGE_PATHS.form(request.type)}
            variant="secondary"
            size="sm"
            className="rounded-full"
          >
            {trans('Send a new request')}
          </ButtonLink>
        )}
      </div>
    </article>
  )
}

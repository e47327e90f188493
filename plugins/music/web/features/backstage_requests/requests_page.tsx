import type { ReactNode } from 'react'
import BadgeCheck from 'lucide-react/icons/badge-check'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Inbox from 'lucide-react/icons/inbox'
import MicVocal from 'lucide-react/icons/mic-vocal'
import Sparkles from 'lucide-react/icons/sparkles'
import { Link } from 'react-aria-components'
import { hasPermission } from '@web/auth/permissions.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { PageHeader } from '@web/ui/page_header.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { MUSIC_CREATE } from '../../../permissions.js'
import type { BackstageRequest, MyBackstageRequests } from '../../../shared/backstage_types.js'
import { PageContent } from '../../components/page_layout.js'
import { BackstageShell } from '../../components/backstage/backstage_shell.js'
import {
  RequestStatusBadge,
  requestDay,
  useRequestLabels,
} from '../../components/backstage/request_labels.js'
import { BACKSTAGE_PATHS } from './backstage_paths.js'
import { myRequestsQuery } from './requests_api.js'

/**
 * /backstage/requests: how to become an artist here (a new artist, or one
 * already in the catalogue), the person's requests and how each was decided.
 * Someone who already uploads (music.create) sees it as a tab of the
 * backstage frame, beside upload, tracks, albums and their artist pages.
 */
export function Component() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const bootstrap = useBootstrap()
  const mine = usePageQuery(myRequestsQuery(api))
  useDocumentTitle(trans('Backstage'))

  if (hasPermission(bootstrap, MUSIC_CREATE)) {
    return (
      <BackstageShell>
        <PageHeader
          title={trans('Requests')}
          description={trans('Claim another artist or get verified; the requests you sent and how they were decided.')}
        />
        <div className="flex flex-col gap-8">
          <RequestOptions mine={mine.data} heading={trans('More requests')} />
          <MyRequests mine={mine} />
        </div>
      </BackstageShell>
    )
  }
  return (
    <PageContent className="max-w-4xl gap-8">
      <header>
        <p className="text-sm font-semibold text-primary">{trans('Backstage')}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-main md:text-4xl">
          {trans('Share your music on :site', { site: bootstrap.branding.site_name })}
        </h1>
        <p className="mt-2 max-w-2xl text-muted">
          {trans(
            'Tell us who you are. Once a team member approves your request, you can upload music and manage your artist page.'
          )}
        </p>
      </header>
      <RequestOptions mine={mine.data} heading={trans('Get started')} />
      <MyRequests mine={mine} />
    </PageContent>
  )
}

/** The requests one may send: become, claim, and get verified once an artist of theirs is not. */
function RequestOptions({ mine, heading }: { mine: MyBackstageRequests | undefined; heading: string }) {
  const trans = useTrans()
  const unverified = (mine?.managed_artists ?? []).filter((artist) => !artist.verified)
  return (
    <section aria-labelledby="backstage-options" className="flex flex-col gap-3">
      <h2 id="backstage-options" className="text-lg font-bold text-main">
        {heading}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <OptionCard
          href={BACKSTAGE_PATHS.form('become-artist')}
          icon={<Sparkles aria-hidden />}
          title={trans('Become an artist')}
          text={trans('New here? Create an artist profile for yourself or your band.')}
        />
        <OptionCard
          href={BACKSTAGE_PATHS.form('claim-artist')}
          icon={<MicVocal aria-hidden />}
          title={trans('Claim an existing artist')}
          text={trans('Your music is already on the site? Ask to manage the artist page.')}
        />
        {unverified.length > 0 && (
          <OptionCard
            href={BACKSTAGE_PATHS.form('verify-artist')}
            icon={<BadgeCheck aria-hidden />}
            title={trans('Get verified')}
            text={trans('Show listeners that the artist page is really yours with a verified badge.')}
          />
        )}
      </div>
    </section>
  )
}

function MyRequests({ mine }: { mine: { isPending: boolean; data: MyBackstageRequests | undefined } }) {
  const trans = useTrans()
  return (
    <section aria-labelledby="backstage-mine" className="flex flex-col gap-3">
      <h2 id="backstage-mine" className="text-lg font-bold text-main">
        {trans('Your requests')}
      </h2>
      {mine.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-18" />
          <Skeleton className="h-18" />
        </div>
      ) : mine.data && mine.data.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-divider rounded-base border border-divider">
          {mine.data.data.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<Inbox aria-hidden />}
          message={trans('Requests you send show here, with how they were decided.')}
        />
      )}
    </section>
  )
}

function OptionCard({
  href,
  icon,
  title,
  text,
}: {
  href: string
  icon: ReactNode
  title: string
  text: string
}) {
  return (
    <Link
      href={href}
      className="group flex items-center gap-4 rounded-base border border-divider bg-paper p-4 outline-none transition-colors hover:border-main/30 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-main">{title}</span>
        <span className="mt-0.5 block text-sm text-muted">{text}</span>
      </span>
      <ChevronRight
        aria-hidden
        className="size-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  )
}

function RequestRow({ request }: { request: BackstageRequest }) {
  const trans = useTrans()
  const { types } = useRequestLabels()
  return (
    <li>
      <Link
        href={BACKSTAGE_PATHS.submitted(request.id)}
        className="flex items-start gap-4 p-4 outline-none hover:bg-main/5 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold text-main">{request.artist_name}</span>
            <RequestStatusBadge status={request.status} />
          </span>
          <span className="mt-0.5 block text-sm text-muted">
            {types[request.type]} · {trans('Sent :date', { date: requestDay(request.created_at) })}
          </span>
          {request.reason && (
            <span className="mt-2 block text-sm text-main">
              <span className="font-semibold">
                {request.status === 'denied' ? trans('Reason') : trans('Note')}:
              </span>{' '}
              {request.reason}
            </span>
          )}
        </span>
        <ChevronRight aria-hidden className="mt-1 size-5 shrink-0 text-muted" />
      </Link>
    </li>
  )
}

import { useState, type ReactNode } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import BadgeCheck from 'lucide-react/icons/badge-check'
import ExternalLink from 'lucide-react/icons/external-link'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { Button } from '@web/ui/button.js'
import { FormDialog } from '@web/ui/form_dialog.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextLink } from '@web/ui/text_link.js'
import {
  BACKSTAGE_REQUEST_LIMITS,
  type AdminBackstageRequest,
} from '../../../shared/backstage_types.js'
import { urls } from '../../../shared/urls.js'
import {
  RequestStatusBadge,
  requestDay,
  useRequestLabels,
} from '../../components/backstage/request_labels.js'
import { AttachmentLinks } from '../../components/backstage/attachment_links.js'
import { adminRequestQuery, useDecideRequest } from './admin_requests_api.js'

/** One request: who asks what, their proof, and approve or deny (with the reason the person is told). */
export function RequestDetail({ id }: { id: number }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { types } = useRequestLabels()
  const request = usePageQuery(adminRequestQuery(api, id)).data
  const [dialog, setDialog] = useState<'approve' | 'deny' | null>(null)
  useDocumentTitle(request ? request.artist_name : trans('Backstage requests'))

  return (
    <>
      <Link
        to="/admin/backstage-requests"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted transition-colors hover:text-main"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {trans('Backstage requests')}
      </Link>
      {!request ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-end gap-4">
            <div className="min-w-0 flex-1">
              <p className="text-sm text-muted">{types[request.type]}</p>
              <h1 className="mt-1 flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight">
                <span className="truncate">{request.artist_name}</span>
                <RequestStatusBadge status={request.status} />
              </h1>
            </div>
            {request.status === 'pending' && (
              <div className="flex shrink-0 gap-2">
                <Button variant="danger" size="sm" onPress={() => setDialog('deny')}>
                  {trans('Deny')}
                </Button>
                <Button variant="primary" size="sm" onPress={() => setDialog('approve')}>
                  {trans('Approve')}
                </Button>
              </div>
            )}
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <RequestFacts request={request} />
            <Decision request={request} />
          </div>
          <DecideDialog
            request={request}
            decision="approve"
            isOpen={dialog === 'approve'}
            onClose={() => setDialog(null)}
          />
          <DecideDialog
            request={request}
            decision="deny"
            isOpen={dialog === 'deny'}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </>
  )
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-base border border-divider bg-paper p-5">
      <h2 className="mb-4 text-sm font-semibold text-main">{title}</h2>
      {children}
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-main">{children}</dd>
    </>
  )
}

function RequestFacts({ request }: { request: AdminBackstageRequest }) {
  const trans = useTrans()
  const { roles } = useRequestLabels()
  return (
    <div className="flex flex-col gap-6">
      <Card title={trans('Request')}>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
          <Fact label={trans('Artist')}>
            {request.artist ? (
              <span className="inline-flex items-center gap-1.5">
                <TextLink href={urls.artist(request.artist)} target="_blank">
                  {request.artist.name}
                </TextLink>
                {request.artist.verified && (
                  <BadgeCheck aria-label={trans('Verified')} className="size-4 text-primary" />
                )}
              </span>
            ) : (
              <>
                {request.artist_name} <span className="text-muted">({trans('new artist')})</span>
              </>
            )}
          </Fact>
          {request.namesakes.length > 0 && (
            <Fact label={trans('Already in the catalogue')}>
              <span className="flex flex-wrap gap-x-3 gap-y-1">
                {request.namesakes.map((artist) => (
                  <TextLink key={artist.id} href={urls.artist(artist)} target="_blank">
                    {artist.name}
                  </TextLink>
                ))}
              </span>
            </Fact>
          )}
          {request.type !== 'become-artist' && (
            <Fact label={trans('Managed by')}>
              {request.managers.length === 0 ? (
                <span className="text-muted">{trans('Nobody yet')}</span>
              ) : (
                <span className="flex flex-wrap gap-x-3 gap-y-1">
                  {request.managers.map((person) => (
                    <Link
                      key={person.id}
                      to={`/admin/users/${person.id}`}
                      className="font-medium text-main hover:underline"
                    >
                      {person.name}
                    </Link>
                  ))}
                </span>
              )}
            </Fact>
          )}
          <Fact label={trans('Role')}>{roles[request.role]}</Fact>
          <Fact label={trans('Company')}>
            {request.company ?? <span className="text-muted">—</span>}
          </Fact>
          <Fact label={trans('Sent')}>{requestDay(request.created_at)}</Fact>
          {request.message && (
            <Fact label={trans('Message')}>
              {<p className="whitespace-pre-line">{request.message}</p>}
            </Fact>
          )}
        </dl>
      </Card>
      <Card title={trans('Proof')}>
        {request.links.length === 0 && request.attachments.length === 0 ? (
          <p className="text-sm text-muted">{trans('No links or files were given.')}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-2 text-sm">
              {request.links.map((link, index) => (
                <li key={`link-${index}`} className="flex min-w-0 items-center gap-2">
                  <ExternalLink aria-hidden className="size-4 shrink-0 text-muted" />
                  {/* Addresses the person typed: opened outside the app, never with our referrer or opener. */}
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="min-w-0 truncate font-medium text-main underline-offset-4 hover:underline"
                  >
                    {link.title ? `${link.title} · ${link.url}` : link.url}
                  </a>
                </li>
              ))}
            </ul>
            {request.attachments.length > 0 && (
              <AttachmentLinks attachments={request.attachments} />
            )}
          </div>
        )}
      </Card>
    </div>
  )
}

function Decision({ request }: { request: AdminBackstageRequest }) {
  const trans = useTrans()
  return (
    <div className="flex flex-col gap-6">
      <Card title={trans('Requested by')}>
        {request.user ? (
          <div className="flex items-center gap-3">
            <Avatar name={request.user.name} src={request.user.image} size="lg" />
            <div className="min-w-0">
              <Link
                to={`/admin/users/${request.user.id}`}
                className="block truncate font-medium text-main hover:underline"
              >
                {request.user.name}
              </Link>
              <p className="text-sm break-all text-muted">{request.user.email}</p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted">{trans('Deleted account')}</p>
        )}
      </Card>
      <Card title={trans('Decision')}>
        {request.status === 'pending' ? (
          <p className="text-sm text-muted">
            {trans(
              'Approving gives the person upload rights and links them to the artist. They are told by email either way.'
            )}
          </p>
        ) : (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
            <Fact label={trans('Status')}>
              <RequestStatusBadge status={request.status} />
            </Fact>
            {request.decided_by && <Fact label={trans('By')}>{request.decided_by.name}</Fact>}
            {request.decided_at && (
              <Fact label={trans('On')}>{requestDay(request.decided_at)}</Fact>
            )}
            {request.reason && (
              <Fact label={request.status === 'denied' ? trans('Reason') : trans('Note')}>
                {request.reason}
              </Fact>
            )}
          </dl>
        )}
      </Card>
    </div>
  )
}

/** Approve with an optional note, or deny with the reason: both are emailed to the person. */
function DecideDialog({
  request,
  decision,
  isOpen,
  onClose,
}: {
  request: AdminBackstageRequest
  decision: 'approve' | 'deny'
  isOpen: boolean
  onClose: () => void
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const { types } = useRequestLabels()
  const decide = useDecideRequest(request.id, decision)
  const [reason, setReason] = useState('')
  const approving = decision === 'approve'
  const close = () => {
    setReason('')
    form.setErrors({})
    onClose()
  }
  const form = useSubmitForm({
    id: `${decision}-request`,
    canSubmit: approving || reason.trim() !== '',
    isPending: decide.isPending,
    onSubmit: () =>
      decide.mutate(reason.trim() || null, {
        onSuccess: () => {
          toasts.positive(approving ? trans('Request approved') : trans('Request denied'))
          close()
        },
        onError: form.onError,
      }),
  })
  const what =
    request.type === 'become-artist'
      ? trans('A new artist “:artist” is created and :name manages it.', {
          artist: request.artist_name,
          name: request.user?.name ?? '',
        })
      : request.type === 'claim-artist'
        ? trans(':name will manage “:artist” and may upload music.', {
            artist: request.artist_name,
            name: request.user?.name ?? '',
          })
        : trans('“:artist” gets the verified badge.', { artist: request.artist_name })
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={approving ? trans('Approve request') : trans('Deny request')}
      form={form}
      submitLabel={approving ? trans('Approve') : trans('Deny')}
    >
      <p className="text-sm text-muted">
        {approving
          ? what
          : trans(':request for “:artist”: the person is told why by email.', {
              request: types[request.type],
              artist: request.artist_name,
            })}
      </p>
      <TextArea
        name="reason"
        label={approving ? trans('Note') : trans('Reason')}
        description={
          approving
            ? trans('Optional. Included in the email to the person.')
            : trans('Shown to the person and included in the email.')
        }
        isRequired={!approving}
        autoFocus
        maxLength={BACKSTAGE_REQUEST_LIMITS.reason}
        value={reason}
        onChange={setReason}
      />
    </FormDialog>
  )
}

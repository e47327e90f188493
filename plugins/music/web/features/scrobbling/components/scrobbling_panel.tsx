import { useEffect, useState, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { relativeTime } from '@web/i18n/relative_time.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { PasswordField } from '@web/ui/password_field.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import type { ScrobbleConnectionStatus, ScrobbleService } from '../../../../shared/scrobbling_types.js'
import { scrobblingKey, scrobblingQuery } from '../scrobbling_api.js'


/**
 * Account settings' "Scrobbling" panel: ListenBrainz connected with a user
 * token, Last.fm through its authorization page (when the admin set it up),
 * each with its state, the last error and a way to disconnect.
 */
export default function ScrobblingPanel() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data } = useQuery(scrobblingQuery(api))
  useLastFmReturn()
  const connection = (service: ScrobbleService) => data?.connections.find((item) => item.service === service)
  return (
    <SettingsPanel
      id="scrobbling"
      title={trans('Scrobbling')}
      description={trans('Keep a record of what you listen to on ListenBrainz or Last.fm.')}
    >
      {data ? (
        <ul className="flex flex-col divide-y divide-divider">
          <ServiceRow name="ListenBrainz" service="listenbrainz" connection={connection('listenbrainz')}>
            <ListenBrainzForm />
          </ServiceRow>
          {(data.lastfm_available || connection('lastfm')) && (
            <ServiceRow name="Last.fm" service="lastfm" connection={connection('lastfm')}>
              {data.lastfm_available && <LastFmConnectButton />}
            </ServiceRow>
          )}
        </ul>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </SettingsPanel>
  )
}

/** Last.fm sent the listener back here (?scrobbling=lastfm-connected or lastfm-failed): said once, then dropped from the address. */
function useLastFmReturn() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  useEffect(() => {
    const url = new URL(window.location.href)
    const outcome = url.searchParams.get('scrobbling')
    if (!outcome) return
    if (outcome === 'lastfm-connected') toasts.positive(trans('Last.fm connected'))
    if (outcome === 'lastfm-failed') toasts.danger(trans('Last.fm could not be connected. Please try again.'))
    url.searchParams.delete('scrobbling')
    history.replaceState(history.state, '', url.toString())
  }, [toasts, trans])
}

/** One service: its state, the last error, and disconnect; `children` connects it when it is not (or is broken). */
function ServiceRow({
  name,
  service,
  connection,
  children,
}: {
  name: string
  service: ScrobbleService
  connection?: ScrobbleConnectionStatus
  children: ReactNode
}) {
  const trans = useTrans()
  const { language } = useBootstrap().i18n
  const disconnect = useDisconnect(service)
  const broken = connection?.status === 'broken'
  return (
    <li className="flex flex-col gap-4 py-4 first:pt-0 last:pb-0" data-testid={`scrobbling-${service}`}>
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${service === 'lastfm' ? 'bg-[#d51007] text-white' : 'bg-[#353070] text-[#eb743b]'}`}
        >
          {service === 'lastfm' ? 'fm' : 'LB'}
        </span>
        <div className="min-w-0 flex-1">
          <div className="text-sm font-medium text-main">{name}</div>
          <div className={`text-xs ${broken ? 'text-danger' : 'text-muted'}`}>
            {!connection
              ? trans('Not connected')
              : broken
                ? trans('Disconnected by :service: connect again to keep scrobbling', { service: name })
                : trans('Connected as :name', { name: connection.username ?? name })}
            {connection?.last_sent_at && !broken && (
              <> · {trans('Last sent :time', { time: relativeTime(connection.last_sent_at, language) })}</>
            )}
          </div>
          {connection?.last_error && (
            <p className="mt-1 text-xs text-danger">
              {trans('Last error :time: :error', {
                time: relativeTime(connection.last_error_at ?? new Date().toISOString(), language),
                error: connection.last_error,
              })}
            </p>
          )}
        </div>
        {connection && (
          <Button variant="ghost" size="xs" isPending={disconnect.isPending} onPress={() => disconnect.mutate()}>
            {trans('Disconnect')}
          </Button>
        )}
      </div>
      {(!connection || broken) && children}
    </li>
  )
}

function useDisconnect(service: ScrobbleService) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<unknown>(`music/scrobbling/${service}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scrobblingKey }),
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })
}

/** PUT music/scrobbling/listenbrainz: the token is checked by ListenBrainz before it is kept. */
function ListenBrainzForm() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const [token, setToken] = useState('')
  const connect = useMutation({
    mutationFn: (value: string) => api.put<unknown>('music/scrobbling/listenbrainz', { token: value }),
  })
  const form = useSubmitForm({
    canSubmit: token.trim() !== '',
    isPending: connect.isPending,
    onSubmit: () =>
      connect.mutate(token, {
        onSuccess: async () => {
          setToken('')
          await queryClient.invalidateQueries({ queryKey: scrobblingKey })
          toasts.positive(trans('ListenBrainz connected'))
        },
        onError: form.onError,
      }),
  })
  return (
    <SubmitForm form={form} submitLabel={trans('Connect')} layout="end" className="sm:pl-14">
      <PasswordField
        name="token"
        label={trans('ListenBrainz user token')}
        description={trans('Copy it from your ListenBrainz settings page (listenbrainz.org/settings).')}
        autoComplete="off"
        isRequired
        value={token}
        onChange={setToken}
      />
    </SubmitForm>
  )
}

/** POST music/scrobbling/lastfm/authorize, then off to Last.fm, which sends the listener back to this page. */
function LastFmConnectButton() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const authorize = useMutation({
    mutationFn: () => api.post<{ url: string }>('music/scrobbling/lastfm/authorize'),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })
  return (
    <div className="flex justify-end">
      <Button variant="primary" size="sm" isPending={authorize.isPending} onPress={() => authorize.mutate()}>
        {trans('Connect Last.fm')}
      </Button>
    </div>
  )
}

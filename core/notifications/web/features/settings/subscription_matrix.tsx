import { useLayoutEffect, useRef } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Switch } from '@web/ui/switch.js'
import type { NotificationChannel, NotificationSubscriptionPayload } from '../../../../kernel/shared/notifications.js'
import { withChannel, type SelectionMatrix } from './selections.js'

type Group = NotificationSubscriptionPayload['subscriptions'][number]
type TurnOn = (channel: NotificationChannel) => Promise<boolean>

/**
 * The settings matrix (DESIGN.md Notifications): one card per group, its
 * types as rows and the channels as columns, a switch per cell and, in the
 * group's header, one per channel that sets the whole column of the group.
 * A switch turned on asks `turnOn` first (the browser channel's permission).
 */
export function SubscriptionMatrix({
  payload,
  matrix,
  onChange,
  turnOn,
}: {
  payload: NotificationSubscriptionPayload
  matrix: SelectionMatrix
  onChange: (matrix: SelectionMatrix) => void
  turnOn: TurnOn
}) {
  // The permission prompt answers later: apply the change to the matrix as it is then.
  const latest = useRef(matrix)
  useLayoutEffect(() => {
    latest.current = matrix
  }, [matrix])

  const set = async (ids: string[], channel: NotificationChannel, on: boolean) => {
    if (on && !(await turnOn(channel))) return
    onChange(withChannel(latest.current, ids, channel, on))
  }

  return (
    <div className="flex flex-col gap-6">
      {payload.subscriptions.map((group) => (
        <GroupCard
          key={group.group_name}
          group={group}
          channels={payload.available_channels}
          matrix={matrix}
          set={(ids, channel, on) => void set(ids, channel, on)}
        />
      ))}
    </div>
  )
}

function GroupCard({
  group,
  channels,
  matrix,
  set,
}: {
  group: Group
  channels: NotificationChannel[]
  matrix: SelectionMatrix
  set: (ids: string[], channel: NotificationChannel, on: boolean) => void
}) {
  const trans = useTrans()
  const groupName = trans(group.group_name)
  const channelLabels: Record<NotificationChannel, string> = {
    database: trans('In app'),
    email: trans('Email'),
    browser: trans('Browser'),
  }
  const labelOf = (channel: NotificationChannel) => channelLabels[channel]
  /** The group's types that can use the channel: what its column switch sets. */
  const usersOf = (channel: NotificationChannel) =>
    group.subscriptions.filter((type) => type.channels.includes(channel)).map((type) => type.notif_id)

  return (
    <section className="overflow-hidden rounded-[calc(var(--be-radius)*1.5)] border border-divider bg-paper">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{groupName}</caption>
        <thead>
          <tr className="border-b border-divider bg-main/[0.03]">
            <th scope="col" className="px-4 py-3 text-left align-bottom md:px-6">
              <span className="text-base font-semibold text-main">{groupName}</span>
            </th>
            {channels.map((channel) => {
              const ids = usersOf(channel)
              return (
                <th key={channel} scope="col" className="w-19 px-1 py-3 align-bottom md:w-28">
                  <span className="flex flex-col items-center gap-2">
                    <span className="text-[11px] font-semibold text-muted uppercase md:text-xs md:tracking-wide">{labelOf(channel)}</span>
                    {ids.length > 0 && (
                      <Switch isSelected={ids.every((id) => matrix[id]?.[channel])} onChange={(on) => set(ids, channel, on)}>
                        <span className="sr-only">
                          {trans(':channel for every notification of :group', { channel: labelOf(channel), group: groupName })}
                        </span>
                      </Switch>
                    )}
                  </span>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-divider">
          {group.subscriptions.map((type) => (
            <tr key={type.notif_id}>
              <th scope="row" className="px-4 py-3.5 text-left text-sm font-normal text-main md:px-6">
                {trans(type.name)}
              </th>
              {channels.map((channel) => (
                <td key={channel} className="px-1 py-3.5">
                  <span className="flex justify-center">
                    {type.channels.includes(channel) ? (
                      <Switch
                        isSelected={matrix[type.notif_id]?.[channel] ?? false}
                        onChange={(on) => set([type.notif_id], channel, on)}
                      >
                        <span className="sr-only">
                          {trans(':type by :channel', { type: trans(type.name), channel: labelOf(channel) })}
                        </span>
                      </Switch>
                    ) : (
                      <span className="text-disabled" title={trans('Not available for this notification')}>
                        –
                      </span>
                    )}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

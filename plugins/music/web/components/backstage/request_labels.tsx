import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type {
  ArtistRelation,
  BackstageRequestStatus,
  BackstageRequestType,
} from '../../../shared/backstage_types.js'

/**
 * The words of artist requests, shared by the person's backstage screens and
 * the admin's: what each kind asks, each role, each status as a badge.
 */
export function useRequestLabels() {
  const trans = useTrans()
  const types: Record<BackstageRequestType, string> = {
    'become-artist': trans('Become an artist'),
    'claim-artist': trans('Claim an artist'),
    'verify-artist': trans('Verify an artist'),
  }
  const roles: Record<ArtistRelation, string> = {
    artist: trans('Artist or band member'),
    manager: trans('Manager'),
    label: trans('Label'),
    agent: trans('Agent or booker'),
    other: trans('Other'),
  }
  const statuses: Record<BackstageRequestStatus, string> = {
    pending: trans('Pending review'),
    approved: trans('Approved'),
    denied: trans('Denied'),
  }
  return { types, roles, statuses }
}

const STATUS_TONES: Record<BackstageRequestStatus, string> = {
  pending: 'bg-chip text-main',
  approved: 'bg-positive/12 text-positive',
  denied: 'bg-danger/12 text-danger',
}

export function RequestStatusBadge({ status }: { status: BackstageRequestStatus }) {
  const { statuses } = useRequestLabels()
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-sm px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap',
        STATUS_TONES[status]
      )}
    >
      {statuses[status]}
    </span>
  )
}

/** A date as the requests show it: 27 Nov 2026. */
export function requestDay(iso: string) {
  return new Date(iso).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
}

import ChartLine from 'lucide-react/icons/chart-line'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'

export function Muted({ text }: { text: string | null }) {
  return <span className="block max-w-48 truncate text-muted">{text ?? '—'}</span>
}

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const trans = useTrans()
  return isPublic ? (
    <span className="rounded-sm bg-positive/12 px-1.5 py-0.5 text-[11px] font-semibold text-positive">{trans('Public')}</span>
  ) : (
    <span className="rounded-sm bg-chip px-1.5 py-0.5 text-[11px] font-semibold text-muted">{trans('Private')}</span>
  )
}

export function Added({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{new Date(at).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })}</time> : <>—</>
}

/** A row's link to its insights screen (admin/{tracks|albums|artists}/{id}/insights). */
export function InsightsLink({ href, name }: { href: string; name: string }) {
  const trans = useTrans()
  return (
    <Link href={href} aria-label={trans('Insights of :name', { name })} className="inline-flex size-8 items-center justify-center rounded-full text-muted outline-none hover:bg-main/10 hover:text-main data-focus-visible:ring-2 data-focus-visible:ring-primary">
      <ChartLine aria-hidden className="size-4" />
    </Link>
  )
}

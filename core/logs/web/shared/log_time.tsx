import { fullTime, timeAgo } from './format_time.js'

/** When a log entry happened, as the lists show it: how long ago, the full time on hover. */
export function LogTime({ at }: { at: string }) {
  return (
    <time dateTime={at} title={fullTime(at)} className="text-muted">
      {timeAgo(at)}
    </time>
  )
}

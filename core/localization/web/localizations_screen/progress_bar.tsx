import { useTrans } from '@web/i18n/use_trans.js'
import type { LocalizationRow } from '../../shared/localization_types.js'

/** How much of a language is translated: a thin bar and "120 of 410". */
export function ProgressBar({ row }: { row: LocalizationRow }) {
  const trans = useTrans()
  const share = row.total ? row.translated / row.total : 0
  return (
    <span className="flex items-center gap-3">
      <span
        role="progressbar"
        aria-label={trans('Translated')}
        aria-valuenow={Math.round(share * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-1.5 w-28 overflow-hidden rounded-full bg-chip"
      >
        <span className="block h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
      </span>
      <span className="text-xs whitespace-nowrap text-muted tabular-nums">
        {trans(':translated of :total', { translated: row.translated, total: row.total })}
      </span>
    </span>
  )
}

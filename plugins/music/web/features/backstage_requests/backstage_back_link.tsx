import ArrowLeft from 'lucide-react/icons/arrow-left'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { BACKSTAGE_PATHS } from './backstage_paths.js'

/** Back to the backstage landing, above each request screen. */
export function BackstageBackLink() {
  const trans = useTrans()
  return (
    <Link
      href={BACKSTAGE_PATHS.requests}
      className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm text-muted outline-none transition-colors hover:text-main data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {trans('Backstage')}
    </Link>
  )
}

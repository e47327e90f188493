import { useTrans } from '../../i18n/use_trans.js'
import { Skeleton } from '../../ui/skeleton.js'

/** What holds a page's place while its code loads: a heading and a block, no spinner. */
export function PageSkeleton() {
  const trans = useTrans()
  return (
    <div
      role="status"
      aria-label={trans('Loading page...')}
      className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 pt-6 md:px-8 md:pt-8"
    >
      <Skeleton className="h-9 w-64 md:h-10" />
      <Skeleton className="h-56 w-full" />
    </div>
  )
}

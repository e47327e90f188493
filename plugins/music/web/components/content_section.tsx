import { Suspense, useId, type ReactNode } from 'react'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'

/** A titled block of a page ("Popular", "Albums") with an optional "Show all" link. */
export function ContentSection({
  title,
  description,
  seeAllHref,
  children,
  className,
}: {
  title: ReactNode
  description?: string | null
  seeAllHref?: string
  children: ReactNode
  className?: string
}) {
  const trans = useTrans()
  const id = useId()
  return (
    <section aria-labelledby={id} className={cx('flex min-w-0 flex-col gap-3', className)}>
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={id} className="truncate text-xl font-bold tracking-tight text-main md:text-2xl">
            {seeAllHref ? (
              <Link
                href={seeAllHref}
                className="rounded-sm outline-none hover:underline data-focus-visible:underline"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          {description && <p className="mt-0.5 truncate text-sm text-muted">{description}</p>}
        </div>
        {seeAllHref && (
          <Link
            href={seeAllHref}
            aria-label={
              typeof title === 'string' ? trans('Show all: :name', { name: title }) : undefined
            }
            className="shrink-0 rounded-sm text-sm font-bold text-muted outline-none hover:text-main hover:underline data-focus-visible:text-main data-focus-visible:underline"
          >
            {trans('Show all')}
          </Link>
        )}
      </div>
      {/* On a page drawn on the server, each section hydrates as its own piece of
          work, so no single task holds the page for the whole of it. */}
      <Suspense fallback={null}>{children}</Suspense>
    </section>
  )
}

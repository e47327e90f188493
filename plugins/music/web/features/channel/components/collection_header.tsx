import type { ReactNode } from 'react'
import { cx } from '@web/ui/cx.js'
import { Skeleton } from '@web/ui/skeleton.js'

/**
 * The page header of a collection the catalogue puts together (a channel, a
 * tag, a radio station): the same shape as PageHeader's, with an accent
 * tile carrying the collection's icon where a cover would be, since these
 * have no picture of their own.
 */
export function CollectionHeader({
  icon,
  label,
  title,
  description,
  actions,
}: {
  icon: ReactNode
  label: string
  /** Undefined while loading: a placeholder of the title's size keeps the page still. */
  title: string | undefined
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <header className="relative flex flex-col gap-6">
      <div
        aria-hidden
        className="pointer-events-none absolute -inset-x-4 -top-24 -bottom-6 bg-linear-to-b from-primary/25 via-primary/8 to-transparent md:-inset-x-8"
      />
      <div className="relative flex flex-col items-center gap-5 text-center md:flex-row md:items-end md:gap-7 md:text-left">
        <div
          aria-hidden
          className="flex size-40 shrink-0 items-center justify-center rounded-base bg-linear-to-br from-primary via-primary/85 to-primary/55 text-on-primary shadow-2xl shadow-black/40 md:size-56 [&_svg]:size-16 md:[&_svg]:size-20"
        >
          {icon}
        </div>
        <div className="flex w-full min-w-0 flex-col items-center gap-2 md:items-start md:gap-3">
          <span className="text-xs font-semibold tracking-wide text-main uppercase">{label}</span>
          {title ? (
            <h1
              className={cx(
                'font-black tracking-tight text-balance break-words text-main',
                title.length > 30 ? 'text-3xl md:text-5xl' : 'text-4xl md:text-7xl'
              )}
            >
              {title}
            </h1>
          ) : (
            <Skeleton className="h-10 w-2/3 md:h-16" />
          )}
          {description && (
            <p className="line-clamp-2 max-w-2xl text-sm text-muted">{description}</p>
          )}
        </div>
      </div>
      {actions && (
        <div className="relative flex min-h-14 flex-wrap items-center justify-center gap-3 md:justify-start">
          {actions}
        </div>
      )}
    </header>
  )
}

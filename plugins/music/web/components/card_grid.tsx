import type { ReactNode } from 'react'
import { cx } from '@web/ui/cx.js'

/** Columns as many as fit (at least ~160 px each, two on a phone), cards in a list for screen readers. */
export const GRID_CLASSES =
  'grid grid-cols-2 gap-x-1 gap-y-2 sm:grid-cols-[repeat(auto-fill,minmax(168px,1fr))] -mx-3'

export function CardGrid({
  children,
  label,
  className,
}: {
  children: ReactNode
  label?: string
  className?: string
}) {
  return (
    <ul aria-label={label} className={cx(GRID_CLASSES, className)}>
      {children}
    </ul>
  )
}

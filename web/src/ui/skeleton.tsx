import { cx } from './cx.js'

/** A placeholder in the shape of what is coming; sizes come from className so nothing shifts. */
export function Skeleton({
  className,
  rounded = 'base',
}: {
  className?: string
  rounded?: 'base' | 'full'
}) {
  return (
    <span
      aria-hidden
      className={cx(
        'block animate-shimmer bg-chip',
        rounded === 'full' ? 'rounded-full' : 'rounded-base',
        className
      )}
    />
  )
}

import type { ReactNode } from 'react'
import { cx } from '@web/ui/cx.js'

/** The content column of every music page: the same width and padding everywhere. */
export function PageContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        'mx-auto flex w-full max-w-[1600px] flex-col gap-10 px-4 pt-4 pb-16 md:px-8 md:pt-6',
        className
      )}
    >
      {children}
    </div>
  )
}

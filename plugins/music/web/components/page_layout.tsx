import type { ReactNode } from 'react'
import { cx } from '@web/ui/cx.js'
import { AdSlot } from './ad_slot.js'

/**
 * The content column of every music page: the same width and padding
 * everywhere, between the general ad slots (spec: ads.general_top and
 * ads.general_bottom). A page with slots of its own at its top and bottom
 * (the artist page) leaves the general ones out.
 */
export function PageContent({
  children,
  className,
  generalAds = true,
}: {
  children: ReactNode
  className?: string
  generalAds?: boolean
}) {
  return (
    <div
      className={cx(
        'mx-auto flex w-full max-w-[1600px] flex-col gap-10 px-4 pt-4 pb-16 md:px-8 md:pt-6',
        className
      )}
    >
      {generalAds && <AdSlot name="general_top" />}
      {children}
      {generalAds && <AdSlot name="general_bottom" />}
    </div>
  )
}

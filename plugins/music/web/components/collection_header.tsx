import type { ComponentProps, ReactNode } from 'react'
import { PageHeader } from './page_header.js'

/**
 * The page header of a collection the catalogue puts together (a channel, a
 * tag, a radio station): a PageHeader whose cover is an accent tile with the
 * collection's icon, since these have no picture of their own.
 */
export function CollectionHeader({
  icon,
  ...header
}: { icon: ReactNode } & Omit<
  ComponentProps<typeof PageHeader>,
  'art' | 'kind' | 'image' | 'imageAlt' | 'round'
>) {
  return (
    <PageHeader
      {...header}
      art={
        <div
          aria-hidden
          className="flex size-40 shrink-0 items-center justify-center rounded-base bg-linear-to-br from-primary via-primary/85 to-primary/55 text-on-primary shadow-2xl shadow-black/40 md:size-56 [&_svg]:size-16 md:[&_svg]:size-20"
        >
          {icon}
        </div>
      }
    />
  )
}

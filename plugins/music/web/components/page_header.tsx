import type { ReactNode } from 'react'
import { cx } from '@web/ui/cx.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { CoverImage, type CoverKind } from './cover_image.js'

/** What stands where the cover goes: the page's picture, or any other art (a collection's tile). */
type HeaderVisual =
  | { art: ReactNode; kind?: never; image?: never; imageAlt?: never; round?: never }
  | {
      art?: undefined
      kind: CoverKind
      image: string | null | undefined
      imageAlt: string
      round?: boolean
    }

/**
 * DESIGN.md page header for artist, album, playlist, track, profile and
 * collection pages: a large cover, the type label, the big title, a meta
 * line, then the action row. A wash of the accent colour behind it sets the
 * page apart from the chrome without needing the cover's colours.
 */
export function PageHeader({
  label,
  title,
  meta,
  description,
  actions,
  ...visual
}: HeaderVisual & {
  label: string
  /** Undefined while loading: a placeholder of the title's size keeps the page still. */
  title: string | undefined
  meta?: ReactNode
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="relative">
      <HeaderWash />
      <div className="relative flex flex-col gap-6">
        <div className="flex flex-col items-center gap-5 text-center md:flex-row md:items-end md:gap-7 md:text-left">
          {visual.kind === undefined ? (
            visual.art
          ) : (
            <CoverImage
              src={visual.image}
              alt={visual.imageAlt}
              kind={visual.kind}
              round={visual.round}
              eager
              className="size-48 shadow-2xl shadow-black/40 md:size-56"
            />
          )}
          <div className="flex w-full min-w-0 flex-col items-center gap-2 md:items-start md:gap-3">
            <span className="text-xs font-semibold tracking-wide text-main uppercase">{label}</span>
            {title ? (
              <h1
                className={cx(
                  'font-black tracking-tight text-balance break-words text-main',
                  title.length > 40 ? 'text-3xl md:text-5xl' : 'text-4xl md:text-7xl'
                )}
              >
                {title}
              </h1>
            ) : (
              <Skeleton className="h-10 w-2/3 md:h-16" />
            )}
            {description && (
              <div className="line-clamp-2 max-w-2xl text-sm text-muted">{description}</div>
            )}
            {meta && (
              <div className="flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-sm text-muted md:justify-start [&_a]:font-semibold [&_a]:text-main">
                {meta}
              </div>
            )}
          </div>
        </div>
        {actions && (
          <div className="flex min-h-14 flex-wrap items-center justify-center gap-3 md:justify-start">
            {actions}
          </div>
        )}
      </div>
    </div>
  )
}

/** Items of a header's meta line, separated by dots. */
export function MetaLine({ items }: { items: ReactNode[] }) {
  return items
    .filter((item) => item !== null && item !== undefined && item !== false && item !== '')
    .map((item, index) => (
      <span key={index} className="inline-flex items-center gap-1.5">
        {index > 0 && <span aria-hidden>•</span>}
        {item}
      </span>
    ))
}

function HeaderWash() {
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute -inset-x-4 -top-24 -bottom-6 bg-linear-to-b from-primary/25 via-primary/8 to-transparent md:-inset-x-8"
    />
  )
}

/** The header's placeholder, the same size as the real one. */
export function PageHeaderSkeleton({ round }: { round?: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-5 md:flex-row md:items-end md:gap-7">
        <Skeleton className="size-48 shrink-0 md:size-56" rounded={round ? 'full' : 'base'} />
        <div className="flex w-full flex-col items-center gap-3 md:items-start">
          <Skeleton className="h-3 w-16" />
          <Skeleton className="h-10 w-2/3 md:h-16" />
          <Skeleton className="h-4 w-48" />
        </div>
      </div>
      <div className="flex justify-center gap-3 md:justify-start">
        <Skeleton className="size-14" rounded="full" />
        <Skeleton className="size-10" rounded="full" />
      </div>
    </div>
  )
}

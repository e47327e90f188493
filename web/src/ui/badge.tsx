import type { ReactNode } from 'react'
import { cx } from './cx.js'

const TONES = {
  primary: 'bg-primary/12 text-primary',
  danger: 'bg-danger/12 text-danger',
  positive: 'bg-positive/12 text-positive',
  muted: 'bg-chip text-muted',
} as const

export type BadgeTone = keyof typeof TONES

/** A small coloured label in a list's cell: a state (Suspended, Failed) or a flag beside a name (Default). */
export function Badge({ tone, className, children }: { tone: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={cx('inline-flex rounded-sm px-1.5 py-0.5 align-middle text-[11px] font-semibold whitespace-nowrap', TONES[tone], className)}>
      {children}
    </span>
  )
}

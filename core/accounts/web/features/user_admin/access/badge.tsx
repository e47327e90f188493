import type { ReactNode } from 'react'
import { cx } from '@web/ui/cx.js'

const TONES = {
  primary: 'bg-primary/12 text-primary',
  danger: 'bg-danger/12 text-danger',
  positive: 'bg-positive/12 text-positive',
  muted: 'bg-chip text-muted',
}

/** A small status label beside a name (Default, Suspended, Verified...). */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={cx('ml-2 inline-flex rounded-sm px-1.5 py-0.5 align-middle text-[11px] font-semibold', TONES[tone])}>{children}</span>
}

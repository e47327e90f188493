import type { ReactNode } from 'react'

const TONES = {
  positive: 'bg-positive/12 text-positive',
  danger: 'bg-danger/12 text-danger',
  warning: 'bg-primary/12 text-primary',
  muted: 'bg-chip text-muted',
} as const

/** How an entry ended, as a small coloured label (a run's outcome, an email's status). */
export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`rounded-sm px-1.5 py-0.5 text-[11px] font-semibold ${TONES[tone]}`}>{children}</span>
}

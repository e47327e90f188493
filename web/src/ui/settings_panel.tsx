import type { ReactNode } from 'react'
import { cx } from '@web/ui/cx.js'

/** One panel of the settings page: a card with a heading, a line on what it is for, and its content. */
export function SettingsPanel({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
  tone?: 'default' | 'danger'
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cx(
        'scroll-mt-24 rounded-[calc(var(--be-radius)*1.5)] border bg-paper p-5 md:p-8',
        tone === 'danger' ? 'border-danger/40' : 'border-divider'
      )}
    >
      <h2
        id={`${id}-title`}
        className={cx(
          'text-lg font-semibold tracking-tight',
          tone === 'danger' ? 'text-danger' : 'text-main'
        )}
      >
        {title}
      </h2>
      {description && <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}

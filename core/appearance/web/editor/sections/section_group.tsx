import type { ReactNode } from 'react'

/** A titled group of fields inside a section ('Logos', 'Colours'). */
export function SectionGroup({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-col gap-0.5">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
        {description && <p className="text-xs text-muted">{description}</p>}
      </header>
      {children}
    </section>
  )
}

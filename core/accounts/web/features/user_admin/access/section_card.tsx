import type { ReactNode } from 'react'

/** A card of an account tab: a title, one line of what it is for, its content. */
export function SectionCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-base border border-divider bg-paper p-5 md:p-6">
      <h2 className="text-base font-semibold">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  )
}

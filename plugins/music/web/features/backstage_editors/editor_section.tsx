import type { ReactNode } from 'react'

/** A titled card of an editor's fields, two columns from tablet width up. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-base border border-divider bg-paper p-5 md:p-6">
      <h2 className="mb-4 text-base font-semibold">{title}</h2>
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </section>
  )
}

import { cx } from '../../../ui/cx.js'

export interface SettingsSection {
  id: string
  label: string
}

/** Desktop: the panels of the page as a sticky list of in-page links. */
export function SettingsNav({ sections, label }: { sections: SettingsSection[]; label: string }) {
  return (
    <nav aria-label={label} className="sticky top-24 hidden w-52 shrink-0 self-start lg:block">
      <ul className="flex flex-col gap-0.5">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                // In-page jump without a router navigation (which would scroll back to the top).
                event.preventDefault()
                document
                  .getElementById(section.id)
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                history.replaceState(history.state, '', `#${section.id}`)
              }}
              className={cx(
                'block rounded-base px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-main/5 hover:text-main',
                section.id === 'danger-zone' && 'hover:text-danger'
              )}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { useEffect, useState } from 'react'
import { cx } from '@web/ui/cx.js'

export interface SettingsSection {
  id: string
  label: string
}

/** The panel in the band just under the top bar counts as the one being read. */
const READING_BAND = '-20% 0px -70% 0px'

/** The id of the section being read, followed as the page scrolls once the sections are rendered. */
function useSectionInView(ids: string[], rendered: boolean) {
  const [current, setCurrent] = useState(ids[0])
  const key = ids.join(',')
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.isIntersecting)
        if (visible) setCurrent(visible.target.id)
      },
      { rootMargin: READING_BAND }
    )
    // Panels other modules add load after the page's own: each is followed once it is there.
    const waiting = new Set(key.split(','))
    const observeArrived = () => {
      for (const id of waiting) {
        const element = document.getElementById(id)
        if (!element) continue
        observer.observe(element)
        waiting.delete(id)
      }
      if (waiting.size === 0) arrivals.disconnect()
    }
    const arrivals = new MutationObserver(observeArrived)
    arrivals.observe(document.body, { childList: true, subtree: true })
    observeArrived()
    return () => {
      observer.disconnect()
      arrivals.disconnect()
    }
  }, [key, rendered])
  return current
}

/** Desktop: the panels of the page as a sticky list of in-page links, the one in view marked. */
export function SettingsNav({
  sections,
  label,
  rendered,
}: {
  sections: SettingsSection[]
  label: string
  /** Whether the panels are on the page yet (they wait for the account). */
  rendered: boolean
}) {
  const current = useSectionInView(
    sections.map((section) => section.id),
    rendered
  )
  return (
    <nav aria-label={label} className="sticky top-24 hidden w-52 shrink-0 self-start lg:block">
      <ul className="flex flex-col gap-0.5">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={section.id === current ? 'location' : undefined}
              onClick={(event) => {
                // In-page jump without a router navigation (which would scroll back to the top).
                event.preventDefault()
                document
                  .getElementById(section.id)
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                history.replaceState(history.state, '', `#${section.id}`)
              }}
              className={cx(
                'block rounded-base px-3 py-2 text-sm font-medium transition-colors hover:bg-main/5',
                section.id === current ? 'bg-main/5 text-main' : 'text-muted hover:text-main'
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

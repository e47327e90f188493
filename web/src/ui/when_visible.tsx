import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Renders its children once the spot they will fill scrolls into view: a
 * section at the bottom of a page (and its code and data) waits for the
 * visitor to get there instead of competing with what is on screen. The
 * spot is empty until then, at the end of the page, so nothing above it
 * moves when it fills.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = spot.current
    if (visible || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  return visible ? children : <div ref={spot} />
}

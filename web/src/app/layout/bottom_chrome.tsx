import { useLayoutEffect, useRef, type ReactNode } from 'react'

/**
 * The bars fixed to the bottom (player bar, mobile nav). Their height goes
 * into --bottom-chrome so the page, the sidebar, toasts and the cookie
 * notice make room for them whatever plugins put there.
 */
export function BottomChrome({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = ref.current!
    const root = document.documentElement
    const update = () => root.style.setProperty('--bottom-chrome', `${element.offsetHeight}px`)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--bottom-chrome')
    }
  }, [])

  return (
    <div ref={ref} className="fixed inset-x-0 bottom-0 z-40 flex flex-col">
      {children}
    </div>
  )
}

import { useEffect, useState } from 'react'
import { useTrans } from '../../i18n/use_trans.js'
import { cx } from '../../ui/cx.js'
import { useNavigationPending } from '../router/navigation_context.js'

/** Spec section 9: the bar only appears once a navigation has taken longer than this. */
const PROGRESS_DELAY_MS = 50
const FINISH_MS = 300

type Phase = 'idle' | 'running' | 'finishing'

/**
 * The top progress bar: creeps towards 90 % while the next page loads, then
 * fills and fades. Quick navigations never show it.
 */
export function NavigationProgress() {
  const trans = useTrans()
  const loading = useNavigationPending()
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (loading) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_DELAY_MS)
      return () => clearTimeout(timer)
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'idle'))
  }, [loading])

  useEffect(() => {
    if (phase !== 'finishing') return
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS)
    return () => clearTimeout(timer)
  }, [phase])

  if (phase === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label={trans('Loading page...')}
      aria-busy={phase === 'running'}
      className="fixed inset-x-0 top-0 z-[70] h-0.75"
    >
      <div
        className={cx(
          'h-full origin-left bg-primary shadow-[0_0_8px_rgb(var(--be-primary))]',
          phase === 'running'
            ? 'animate-progress'
            : 'scale-x-100 opacity-0 transition-[scale,opacity] duration-300'
        )}
      />
    </div>
  )
}

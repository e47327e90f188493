import type { ReactNode } from 'react'
import CloudAlert from 'lucide-react/icons/cloud-alert'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'

/**
 * A part of a page that failed to load while the rest did: say so where it
 * belongs and offer to try again (the page's own data failing goes to the
 * route's error page instead).
 */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const trans = useTrans()
  return (
    <EmptyState
      icon={<CloudAlert aria-hidden />}
      message={trans('This could not be loaded. Check your connection and try again.')}
      action={
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {trans('Try again')}
        </Button>
      }
    />
  )
}

/** Empty, loading or failed, else the content: the one switch every list uses. */
export function ListStates({
  status,
  empty,
  skeleton,
  onRetry,
  children,
}: {
  status: 'pending' | 'error' | 'success'
  empty: ReactNode | null
  skeleton: ReactNode
  onRetry: () => void
  children: ReactNode
}) {
  if (status === 'pending')
    return (
      <div role="status" aria-busy="true">
        {skeleton}
      </div>
    )
  if (status === 'error') return <SectionError onRetry={onRetry} />
  if (empty) return empty
  return children
}

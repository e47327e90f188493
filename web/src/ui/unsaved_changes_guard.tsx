import { useCallback, useEffect, useRef, useState } from 'react'
import { useTrans } from '../i18n/use_trans.js'
import { useNavigationBlocker } from '../kernel/navigation_guard.js'
import { ConfirmDialog } from './confirm_dialog.js'

/**
 * While `isBlocking()` says there are unsaved changes: leaving the page in
 * the app (a link, back/forward) asks first in a dialog, and closing or
 * reloading the tab asks through the browser's own prompt (beforeunload).
 * `isBlocking` is read at the moment of leaving, so a form that was just
 * saved lets its own navigation through in the same tick.
 */
export function UnsavedChangesGuard({
  isBlocking,
  keepsPage,
}: {
  isBlocking: () => boolean
  /** Paths that are still this form (its tabs): going there loses nothing. */
  keepsPage: (pathname: string) => boolean
}) {
  const trans = useTrans()
  const [leave, setLeave] = useState<(() => void) | null>(null)
  const latest = useRef({ isBlocking, keepsPage })
  useEffect(() => {
    latest.current = { isBlocking, keepsPage }
  })

  const blocker = useCallback((proceed: () => void, pathname: string | null) => {
    const staying = pathname !== null && latest.current.keepsPage(pathname)
    if (!staying && latest.current.isBlocking()) setLeave(() => proceed)
    else proceed()
  }, [])
  useNavigationBlocker(blocker)

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.isBlocking()) event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])

  return (
    <ConfirmDialog
      isOpen={leave !== null}
      onClose={() => setLeave(null)}
      title={trans('Leave this page?')}
      message={trans('You have unsaved changes. If you leave, they will be lost.')}
      confirmLabel={trans('Leave without saving')}
      isPending={false}
      onConfirm={() => {
        setLeave(null)
        leave?.()
      }}
    />
  )
}

import { lazy, Suspense, useState } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { useLocation } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { usePlayer } from '../../hooks/use_player.js'

/** The view's lyrics and layout are not needed until it opens: loaded then, or when a trigger is pointed at. */
const loadView = () => import('./now_playing_view.js')
const NowPlayingView = lazy(loadView)

export function preloadNowPlaying() {
  void loadView()
}

/**
 * Whether the now-playing view is open. It closes by itself when the page
 * changes (a link inside it was followed) or the queue empties, so no stale
 * view comes back with the browser's back button.
 */
export function useNowPlayingState() {
  const { key } = useLocation()
  const hasTrack = usePlayer((state) => state.current !== null)
  const [state, setState] = useState({ open: false, key })
  if (state.key !== key) setState({ open: false, key })
  return {
    isOpen: state.open && state.key === key && hasTrack,
    open: () => setState({ open: true, key }),
    setOpen: (open: boolean) => setState({ open, key }),
  }
}

/**
 * The now-playing view: full screen over the app on desktop, a sheet that
 * slides up on mobile. Escape closes it and focus returns to its trigger.
 */
export function NowPlayingOverlay({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const trans = useTrans()
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-black/40 transition-opacity duration-200 data-entering:opacity-0 data-exiting:opacity-0"
    >
      <Modal className="fixed inset-0 flex flex-col overflow-hidden bg-background text-main outline-none transition-transform duration-300 ease-out max-md:data-entering:translate-y-full max-md:data-exiting:translate-y-full">
        <Dialog
          aria-label={trans('Now playing')}
          className="flex min-h-0 flex-1 flex-col outline-none"
        >
          {({ close }) => (
            <Suspense fallback={<NowPlayingSkeleton />}>
              <NowPlayingView close={close} />
            </Suspense>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

function NowPlayingSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-6 px-6 pt-20">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  )
}

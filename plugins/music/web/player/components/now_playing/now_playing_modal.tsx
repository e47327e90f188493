import { lazy } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { PanelModal, type PanelControl } from '../panel_modal.js'

const loadView = () => import('./now_playing_view.js')
const NowPlayingView = lazy(loadView)

export function preloadView() {
  void loadView()
}

/**
 * The now-playing view: full screen over the app on desktop, a sheet that
 * slides up on mobile. Escape closes it and focus returns to its trigger.
 */
export default function NowPlayingModal({ isOpen, onOpenChange }: PanelControl) {
  const trans = useTrans()
  return (
    <PanelModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      label={trans('Now playing')}
      overlayClassName="fixed inset-0 z-50 bg-black/40 transition-opacity duration-200 data-entering:opacity-0 data-exiting:opacity-0"
      modalClassName="fixed inset-0 flex flex-col overflow-hidden bg-background text-main outline-none transition-transform duration-300 ease-out max-md:data-entering:translate-y-full max-md:data-exiting:translate-y-full"
      fallback={<NowPlayingSkeleton />}
    >
      {(close) => <NowPlayingView close={close} />}
    </PanelModal>
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

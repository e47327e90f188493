import { lazy } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { PanelModal, type PanelControl } from './panel_modal.js'

const loadQueueList = () => import('./queue_list.js')
const QueueList = lazy(loadQueueList)

export function preloadQueueList() {
  void loadQueueList()
}

/** The right-hand queue panel the player bar's queue button opens. */
export default function QueueModal({ isOpen, onOpenChange }: PanelControl) {
  const trans = useTrans()
  return (
    <PanelModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      label={trans('Queue')}
      overlayClassName="fixed inset-0 z-50 bg-black/40 data-entering:animate-fade-in md:bg-black/20"
      modalClassName="fixed inset-y-0 right-0 flex w-full flex-col border-divider bg-paper text-main shadow-2xl outline-none data-entering:animate-fade-in md:bottom-(--bottom-chrome) md:w-[400px] md:border-l"
      fallback={<QueueSkeleton />}
    >
      {(close) => <QueueList close={close} />}
    </PanelModal>
  )
}

function QueueSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-5">
      <Skeleton className="h-7 w-24" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  )
}

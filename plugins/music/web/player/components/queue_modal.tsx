import { lazy } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { PanelModal, type PanelControl } from './panel_modal.js'
import { SidePanel } from './side_panel.js'

const loadQueueList = () => import('./queue_list.js')
const QueueList = lazy(loadQueueList)

export function preloadQueueList() {
  void loadQueueList()
}

/**
 * The queue panel: beside the page, leaving the player bar live (the player
 * bar's button), or as a modal over the now-playing sheet, itself modal.
 */
export default function QueuePanel({
  modal,
  id,
  ...control
}: PanelControl & { modal: boolean; id?: string }) {
  const trans = useTrans()
  const panel = {
    label: trans('Queue'),
    fallback: <QueueSkeleton />,
    children: (close: () => void) => <QueueList close={close} />,
  }
  if (!modal) {
    return (
      <SidePanel
        {...control}
        {...panel}
        id={id}
        className="fixed top-0 right-0 bottom-(--bottom-chrome) z-40 flex w-full flex-col border-divider bg-paper text-main shadow-2xl md:w-[400px] md:border-l"
      />
    )
  }
  return (
    <PanelModal
      {...control}
      {...panel}
      overlayClassName="fixed inset-0 z-50 bg-black/40 data-entering:animate-fade-in md:bg-black/20"
      modalClassName="fixed inset-y-0 right-0 flex w-full flex-col border-divider bg-paper text-main shadow-2xl outline-none data-entering:animate-fade-in md:bottom-(--bottom-chrome) md:w-[400px] md:border-l"
    />
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

import { lazy, Suspense } from 'react'
import ListMusic from 'lucide-react/icons/list-music'
import { Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { usePlayer } from '../hooks/use_player.js'

/** Drag and drop, virtualization and their strings weigh more than the whole bar: loaded on first open. */
const loadQueueList = () => import('./queue_list.js')
const QueueList = lazy(loadQueueList)

/** The queue button of the player bar and the right-hand panel it opens. */
export function QueueButton({ className }: { className?: string }) {
  const trans = useTrans()
  const hasTrack = usePlayer((state) => state.current !== null)
  return (
    <DialogTrigger>
      <Tooltip label={trans('Queue')}>
        <IconButton
          aria-label={trans('Queue')}
          isDisabled={!hasTrack}
          onHoverStart={() => void loadQueueList()}
          onFocus={() => void loadQueueList()}
          className={cx('text-muted hover:text-main', className)}
        >
          <ListMusic />
        </IconButton>
      </Tooltip>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-50 bg-black/40 data-entering:animate-fade-in md:bg-black/20"
      >
        <Modal className="fixed inset-y-0 right-0 flex w-full flex-col border-divider bg-paper text-main shadow-2xl outline-none data-entering:animate-fade-in md:bottom-(--bottom-chrome) md:w-[400px] md:border-l">
          <Dialog aria-label={trans('Queue')} className="flex min-h-0 flex-1 flex-col outline-none">
            {({ close }) => (
              <Suspense fallback={<QueueSkeleton />}>
                <QueueList close={close} />
              </Suspense>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
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

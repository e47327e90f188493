import { useMemo, type Key } from 'react'
import AudioLines from 'lucide-react/icons/audio-lines'
import GripVertical from 'lucide-react/icons/grip-vertical'
import X from 'lucide-react/icons/x'
import {
  Button,
  DropIndicator,
  GridList,
  GridListItem,
  Heading,
  ListLayout,
  useDragAndDrop,
  Virtualizer,
} from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button as UiButton, IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import type { QueueEntry } from '../engine/types.js'
import { formatTime } from '../format_time.js'
import { usePlayer, usePlayerEngine } from '../hooks/use_player.js'
import { Cover } from './cover.js'

const ROW_HEIGHT = 56

/**
 * Now playing, then what comes next: rows play on click or Enter, reorder by
 * dragging the handle (or, from the keyboard, Enter on the handle then the
 * arrows), and have their own remove button. Long queues are virtualized.
 */
export default function QueueList({ close }: { close: () => void }) {
  const trans = useTrans()
  const engine = usePlayerEngine()
  const queue = usePlayer((state) => state.queue)
  const currentIndex = usePlayer((state) => state.currentIndex)
  const current = queue[currentIndex]
  const upcoming = useMemo(() => queue.slice(currentIndex + 1), [queue, currentIndex])
  // Rows render once per entry and keep their handlers: read the queue when the press happens.
  const indexOf = (key: Key) => engine.getSnapshot().queue.findIndex((entry) => entry.uid === key)

  const { dragAndDropHooks } = useDragAndDrop<QueueEntry>({
    getItems: (_keys, items) =>
      items.map((entry) => ({ 'text/plain': `${entry.track.name} - ${artistNames(entry)}` })),
    onReorder(event) {
      const from = indexOf([...event.keys][0])
      const target = indexOf(event.target.key)
      let to = event.target.dropPosition === 'before' ? target : target + 1
      if (from < to) to -= 1
      engine.reorder(from, to)
    },
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className="h-0.5 rounded-full bg-primary outline-none" />
    ),
  })

  return (
    <>
      <header className="flex shrink-0 items-center gap-3 px-5 pt-4 pb-2">
        <Heading slot="title" className="min-w-0 flex-1 truncate text-lg font-bold">
          {trans('Queue')}
        </Heading>
        <IconButton aria-label={trans('Close')} onPress={close}>
          <X />
        </IconButton>
      </header>
      {current && (
        <section aria-labelledby="queue-now-playing" className="shrink-0 px-3 pb-3">
          <h3 id="queue-now-playing" className="px-2 pb-2 text-sm font-bold text-main">
            {trans('Now playing')}
          </h3>
          <div className="flex h-14 items-center gap-2 rounded-base bg-main/5 px-1">
            <AudioLines aria-hidden className="size-4 w-6 shrink-0 text-primary" />
            <QueueRowContent entry={current} isCurrent />
            <span aria-hidden className="w-7.5 shrink-0" />
          </div>
        </section>
      )}
      <section aria-labelledby="queue-next-up" className="flex min-h-0 flex-1 flex-col px-3">
        <div className="flex shrink-0 items-center justify-between gap-2 px-2 pb-2">
          <h3 id="queue-next-up" className="text-sm font-bold text-main">
            {trans('Next up')}
          </h3>
          {upcoming.length > 0 && (
            <UiButton variant="ghost" size="xs" onPress={() => engine.clear()}>
              {trans('Clear queue')}
            </UiButton>
          )}
        </div>
        {upcoming.length ? (
          <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT }}>
            <GridList
              aria-labelledby="queue-next-up"
              items={upcoming}
              dragAndDropHooks={dragAndDropHooks}
              onAction={(key) => engine.playIndex(indexOf(key))}
              className="min-h-0 flex-1 overflow-auto pb-4 outline-none scrollbar-thin"
            >
              {(entry) => (
                <GridListItem
                  id={entry.uid}
                  textValue={entry.track.name}
                  className="group flex h-14 cursor-default items-center gap-2 rounded-base px-1 outline-none hover:bg-main/5 data-dragging:opacity-50 data-focus-visible:bg-main/10 data-focus-visible:ring-2 data-focus-visible:ring-primary"
                >
                  <Button
                    slot="drag"
                    aria-label={trans('Drag to reorder')}
                    className="flex h-10 w-6 shrink-0 cursor-grab items-center justify-center rounded text-muted outline-none hover:text-main data-focus-visible:ring-2 data-focus-visible:ring-primary"
                  >
                    <GripVertical aria-hidden className="size-4" />
                  </Button>
                  <QueueRowContent entry={entry} />
                  <IconButton
                    aria-label={trans('Remove from queue')}
                    size="xs"
                    onPress={() => engine.remove(indexOf(entry.uid))}
                    className="text-muted opacity-0 group-hover:opacity-100 hover:text-main focus-visible:opacity-100 group-data-focus-visible:opacity-100"
                  >
                    <X />
                  </IconButton>
                </GridListItem>
              )}
            </GridList>
          </Virtualizer>
        ) : (
          <p className="px-2 py-6 text-center text-sm text-muted">
            {trans('Nothing queued after this track. Add songs from any list with "Add to queue".')}
          </p>
        )}
      </section>
    </>
  )
}

function artistNames(entry: QueueEntry) {
  return entry.track.artists.map((artist) => artist.name).join(', ')
}

function QueueRowContent({ entry, isCurrent }: { entry: QueueEntry; isCurrent?: boolean }) {
  const { track } = entry
  return (
    <>
      <Cover src={track.image} alt="" className="size-10" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span
          className={cx('truncate text-sm font-medium', isCurrent ? 'text-primary' : 'text-main')}
        >
          {track.name}
        </span>
        <span className="truncate text-xs text-muted">{artistNames(entry)}</span>
      </div>
      {track.duration != null && (
        <span className="shrink-0 px-1 text-xs text-muted tabular-nums">
          {formatTime(track.duration)}
        </span>
      )}
    </>
  )
}

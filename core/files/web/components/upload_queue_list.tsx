import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'
import FileIcon from 'lucide-react/icons/file'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Trash2 from 'lucide-react/icons/trash-2'
import X from 'lucide-react/icons/x'
import { useReducer, type ReactNode } from 'react'
import { GridList, GridListItem, ProgressBar } from 'react-aria-components'
import type { Trans } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useHydrated } from '@web/platform/use_hydrated.js'
import { Button, IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { TextLink } from '@web/ui/text_link.js'
import { formatBytes } from '../upload_queue/format_bytes.js'
import type { UploadQueue } from '../upload_queue/upload_queue.js'
import type { UploadItem } from '../upload_queue/upload_types.js'
import { useUploadQueue } from '../upload_queue/use_upload_queue.js'

export interface UploadQueueListProps {
  /** Lists the items added with this group (AddFilesOptions.group); all items when left out. */
  'group'?: string
  /** The list's accessible name; defaults to 'Uploads'. */
  'aria-label'?: string
  /**
   * The status line of a row, instead of the queue's own ('Uploaded', 'Failed: ...'):
   * a screen that processes files after upload says 'Processing' or 'Ready'. Return
   * undefined to keep the queue's.
   */
  'renderStatus'?: (item: UploadItem) => ReactNode | undefined
  /** More under a row's name: a link to the created track, a cover preview... */
  'renderDetails'?: (item: UploadItem) => ReactNode
  /** Drawn instead of the list while it has no items (nothing by default). */
  'emptyState'?: ReactNode
  /**
   * Lists uploads a closed or reloaded page left unfinished, asking to pick
   * those files again to continue them (for the screen where such files are
   * uploaded; off by default, so a cover field does not list audio uploads).
   */
  'showInterrupted'?: boolean
  'className'?: string
}

/**
 * The queue's items, one row each: name (and folder path), size and bytes
 * sent, a thin progress bar, the status in words, and cancel, retry or
 * remove. Rows are a react-aria grid list: arrow keys move between rows,
 * Tab reaches their buttons.
 */
export function UploadQueueList({
  group,
  'aria-label': ariaLabel,
  renderStatus,
  renderDetails,
  emptyState = null,
  showInterrupted = false,
  className,
}: UploadQueueListProps) {
  const trans = useTrans()
  const { queue, items } = useUploadQueue(group)
  const interrupted = showInterrupted ? <InterruptedUploads queue={queue} trans={trans} /> : null
  if (!items.length) {
    return (
      <>
        {interrupted}
        {emptyState}
      </>
    )
  }

  const finished = items.filter((item) => isFinished(item)).length
  const completed = items.filter((item) => item.status === 'completed').length

  return (
    <section className={cx('flex flex-col gap-2', className)}>
      {interrupted}
      <header className="flex items-center justify-between gap-3 px-1">
        <p className="text-sm text-muted tabular-nums" aria-live="polite">
          {trans(':done of :total uploaded', { done: completed, total: items.length })}
        </p>
        {finished > 0 && (
          <Button variant="ghost" size="xs" onPress={() => queue.clearFinished(group)}>
            {trans('Clear finished')}
          </Button>
        )}
      </header>
      <GridList
        aria-label={ariaLabel ?? trans('Uploads')}
        items={items}
        // Rows are cached by item: redraw them when a screen's status or details change without the item (processing after upload).
        dependencies={[renderStatus, renderDetails]}
        layout="stack"
        className="flex flex-col divide-y divide-divider overflow-hidden rounded-base border border-divider bg-paper outline-none"
      >
        {(item) => (
          <GridListItem
            id={item.id}
            textValue={item.name}
            className="outline-none data-focus-visible:bg-main/5 data-focus-visible:ring-2 data-focus-visible:ring-primary data-focus-visible:ring-inset"
          >
            <UploadRow
              item={item}
              trans={trans}
              status={renderStatus?.(item)}
              details={renderDetails?.(item)}
              onAbort={() => queue.abort(item.id)}
              onRetry={() => queue.retry(item.id)}
              onRemove={() => queue.remove(item.id)}
            />
          </GridListItem>
        )}
      </GridList>
    </section>
  )
}

function UploadRow({
  item,
  trans,
  status,
  details,
  onAbort,
  onRetry,
  onRemove,
}: {
  item: UploadItem
  trans: Trans
  status: ReactNode | undefined
  details: ReactNode
  onAbort: () => void
  onRetry: () => void
  onRemove: () => void
}) {
  const percent = item.size ? Math.floor((item.bytesUploaded / item.size) * 100) : 100
  const running = item.status === 'pending' || item.status === 'inProgress'
  const canRetry = item.canRetry && (item.status === 'failed' || item.status === 'aborted')

  return (
    <div className="flex items-center gap-3 px-4 py-3" data-upload-status={item.status}>
      <StatusIcon item={item} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex min-w-0 items-baseline justify-between gap-3">
          <div className="min-w-0">
            <p
              className="truncate text-sm font-medium text-main"
              title={item.relativePath ?? item.name}
            >
              {item.name}
            </p>
            {item.relativePath && item.relativePath !== item.name && (
              <p className="truncate text-xs text-muted">{folderOf(item.relativePath)}</p>
            )}
          </div>
          <span className="shrink-0 text-xs text-muted tabular-nums">
            {item.status === 'inProgress'
              ? trans(':sent of :size', {
                  sent: formatBytes(item.bytesUploaded),
                  size: formatBytes(item.size),
                })
              : formatBytes(item.size)}
          </span>
        </div>
        {running && (
          <ProgressBar
            aria-label={trans('Upload progress of :name', { name: item.name })}
            value={item.status === 'pending' ? 0 : percent}
            className="h-1 w-full overflow-hidden rounded-full bg-chip"
          >
            {({ percentage }) => (
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-200"
                style={{ width: `${percentage ?? 0}%` }}
              />
            )}
          </ProgressBar>
        )}
        <div className="min-w-0 text-xs">
          {status === undefined ? (
            <QueueStatus item={item} percent={percent} trans={trans} />
          ) : (
            status
          )}
        </div>
        {details}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {canRetry && (
          <IconButton aria-label={trans('Retry :name', { name: item.name })} onPress={onRetry}>
            <RotateCcw aria-hidden className="size-4" />
          </IconButton>
        )}
        {running ? (
          <IconButton aria-label={trans('Cancel :name', { name: item.name })} onPress={onAbort}>
            <X aria-hidden className="size-4" />
          </IconButton>
        ) : (
          <IconButton aria-label={trans('Remove :name', { name: item.name })} onPress={onRemove}>
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        )}
      </div>
    </div>
  )
}

/**
 * Uploads a reload cut off, read from storage once the page is in the
 * browser (the server render has none): each can be forgotten, or picked
 * again to continue.
 */
function InterruptedUploads({ queue, trans }: { queue: UploadQueue; trans: Trans }) {
  const hydrated = useHydrated()
  // Forgetting changes storage, not the queue: this re-renders to read it again.
  const [, forget] = useReducer((count: number) => count + 1, 0)
  // Read on every render (a few storage keys): a file picked again leaves the list at once.
  const uploads = hydrated ? queue.interruptedUploads() : []
  if (!uploads.length) return null
  return (
    <div
      role="region"
      aria-label={trans('Interrupted uploads')}
      className="flex flex-col gap-2 rounded-base border border-divider bg-paper px-4 py-3"
    >
      <p className="text-sm text-main">
        <span className="font-semibold">{trans('Interrupted uploads')}</span>
        <span className="text-muted">
          {' '}
          · {trans('Choose these files again to continue where they stopped.')}
        </span>
      </p>
      <ul className="flex flex-col gap-1">
        {uploads.map((upload) => (
          <li key={upload.storageKey} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-main">{upload.name}</span>
            <span className="flex shrink-0 items-center gap-2">
              <span className="text-xs text-muted tabular-nums">{formatBytes(upload.size)}</span>
              <Button
                variant="ghost"
                size="xs"
                aria-label={trans('Forget :name', { name: upload.name })}
                onPress={() => {
                  queue.forgetInterruptedUpload(upload.storageKey)
                  forget()
                }}
              >
                {trans('Forget')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The status in words (DESIGN.md: queued, uploading 42%, uploaded, failed: reason). */
function QueueStatus({
  item,
  percent,
  trans,
}: {
  item: UploadItem
  percent: number
  trans: Trans
}) {
  switch (item.status) {
    case 'pending':
      return <span className="text-muted">{trans('Queued')}</span>
    case 'inProgress':
      return (
        <span className="text-muted tabular-nums">{trans('Uploading :percent%', { percent })}</span>
      )
    case 'completed':
      return <span className="text-positive">{trans('Uploaded')}</span>
    case 'aborted':
      return <span className="text-muted">{trans('Canceled')}</span>
    case 'failed':
      return (
        <span className="text-danger" role="alert">
          {item.errorMessage
            ? trans('Failed: :reason', { reason: item.errorMessage })
            : trans('Failed')}
          {item.upgradeUrl && (
            <>
              {' '}
              <TextLink href={item.upgradeUrl} className="font-semibold">
                {trans('Upgrade for more')}
              </TextLink>
            </>
          )}
        </span>
      )
  }
}

function StatusIcon({ item }: { item: UploadItem }) {
  const base = 'flex size-9 shrink-0 items-center justify-center rounded-base [&_svg]:size-4.5'
  if (item.status === 'completed')
    return (
      <span aria-hidden className={cx(base, 'bg-positive/15 text-positive')}>
        <CircleCheck />
      </span>
    )
  if (item.status === 'failed')
    return (
      <span aria-hidden className={cx(base, 'bg-danger/15 text-danger')}>
        <CircleAlert />
      </span>
    )
  return (
    <span aria-hidden className={cx(base, 'bg-chip text-muted')}>
      <FileIcon />
    </span>
  )
}

function isFinished(item: UploadItem) {
  return item.status === 'completed' || item.status === 'failed' || item.status === 'aborted'
}

/** 'Album/CD1/01.flac' -> 'Album/CD1'. */
function folderOf(relativePath: string) {
  const slash = relativePath.lastIndexOf('/')
  return slash > 0 ? relativePath.slice(0, slash) : relativePath
}

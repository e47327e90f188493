import { useState } from 'react'
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line'
import Trash2 from 'lucide-react/icons/trash-2'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { transChoice } from '@web/i18n/translator.js'
import { Button, ButtonLink, IconButton } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { humanSize } from '@web/ui/human_size.js'
import { CoverImage } from '../components/cover_image.js'
import { formatRelative } from '../format.js'
import { urls } from '../../shared/urls.js'
import { deviceBytes, itemBytes, type SavedItem } from './offline_library.js'
import { useOfflineLibrary } from './use_offline_library.js'

/**
 * The library's Downloads: what this device keeps for offline listening
 * (this browser's, said so), how much room it takes, and removing one item
 * or all of them.
 */
export function SavedForOffline() {
  const trans = useTrans()
  const { library, items } = useOfflineLibrary()
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ArrowDownToLine aria-hidden />}
        message={trans('Albums and playlists you save for offline listening will show up here.')}
        action={
          <ButtonLink href={urls.library('albums')} variant="primary" size="sm" className="rounded-full">
            {trans('Go to your albums')}
          </ButtonLink>
        }
      />
    )
  }
  const total = deviceBytes(items)
  const removeAll = async () => {
    setPending(true)
    await library.removeAll().finally(() => setPending(false))
    setConfirming(false)
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-sm font-medium text-main tabular-nums">
            {transChoice(trans, items.length, ':count item on this device, :size', ':count items on this device, :size', { size: humanSize(total) })}
          </p>
          {/* Saved items live in this browser's storage: another device or browser has a list of its own. */}
          <p className="text-sm text-muted">{trans('Kept by this browser only: your other devices and browsers have downloads of their own.')}</p>
        </div>
        <Button variant="secondary" size="sm" className="rounded-full" onPress={() => setConfirming(true)}>
          {trans('Remove all')}
        </Button>
      </div>
      <ul aria-label={trans('Saved for offline')} className="flex flex-col divide-y divide-divider">
        {items.map((item) => (
          <SavedRow key={`${item.type}:${item.id}`} item={item} onRemove={() => void library.remove(item.type, item.id)} />
        ))}
      </ul>
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={trans('Remove all downloads?')}
        message={trans('Everything saved for offline listening is deleted from this device (:size).', { size: humanSize(total) })}
        confirmLabel={trans('Remove all')}
        isPending={pending}
        onConfirm={() => void removeAll()}
      />
    </div>
  )
}

function SavedRow({ item, onRemove }: { item: SavedItem; onRemove: () => void }) {
  const trans = useTrans()
  return (
    <li className="flex items-center gap-4 py-3">
      <CoverImage src={item.image} alt="" kind={item.type} className="size-14" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link href={item.path} className="truncate font-medium text-main outline-none hover:underline focus-visible:underline">
          {item.name}
        </Link>
        <span className="truncate text-sm text-muted tabular-nums">
          {[
            item.type === 'album' ? trans('Album') : trans('Playlist'),
            trans(item.tracks === 1 ? ':count song' : ':count songs', { count: item.tracks }),
            humanSize(itemBytes(item)),
            trans('Saved :when', { when: formatRelative(item.saved_at) }),
          ].join(' • ')}
        </span>
      </div>
      <IconButton
        aria-label={trans('Remove :name from this device', { name: item.name })}
        size="md"
        className="text-muted hover:text-danger"
        onPress={onRemove}
      >
        <Trash2 aria-hidden />
      </IconButton>
    </li>
  )
}

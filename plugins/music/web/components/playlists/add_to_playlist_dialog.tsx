import { useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import { Button as RACButton } from 'react-aria-components'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Dialog } from '@web/ui/dialog.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { libraryQuery } from '../../api/library_queries.js'
import { rowsOf } from '../../api/paginated.js'
import { useAddToPlaylist } from '../../api/playlist_mutations.js'
import type { Playlist } from '../../../shared/api_types.js'
import { countLabel } from '../../format.js'
import { CoverImage } from '../cover_image.js'
import { PlaylistFormDialog } from './playlist_form_dialog.js'

/** Picks one of the viewer's playlists (own or collaborative) for the given tracks, or makes a new one. */
export function AddToPlaylistDialog({
  trackIds,
  isOpen,
  onOpenChange,
}: {
  trackIds: number[]
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const user = useCurrentUser()
  const [creating, setCreating] = useState(false)
  const playlists = useInfiniteQuery({
    ...libraryQuery<Playlist>(api, 'playlists'),
    enabled: isOpen && !!user,
  })
  const add = useAddToPlaylist()
  const writable = rowsOf(playlists.data).filter(
    (playlist) => playlist.owner?.id === user?.id || playlist.collaborative
  )

  const addTo = (playlist: { id: number; name: string }) =>
    add.mutate(
      { playlistId: playlist.id, trackIds },
      {
        onSuccess: ({ added }) => {
          toasts.positive(
            added
              ? trans('Added to :name', { name: playlist.name })
              : trans('Already in :name', { name: playlist.name })
          )
          onOpenChange(false)
        },
        onError: (error) => handleMutationError(error, { toasts, trans }),
      }
    )

  return (
    <>
      <Dialog
        isOpen={isOpen && !creating}
        onOpenChange={onOpenChange}
        title={trans('Add to playlist')}
        closeLabel={trans('Close')}
        size="sm"
      >
        <ul className="flex flex-col p-2">
          <li>
            <RACButton
              onPress={() => setCreating(true)}
              className="flex w-full cursor-default items-center gap-3 rounded-base p-2 text-left text-sm font-semibold text-main outline-none hover:bg-main/10 data-focus-visible:bg-main/10"
            >
              <span className="flex size-10 items-center justify-center rounded-base bg-chip">
                <Plus aria-hidden className="size-5" />
              </span>
              {trans('New playlist')}
            </RACButton>
          </li>
          {playlists.isPending
            ? [0, 1, 2].map((index) => (
                <li key={index} className="flex items-center gap-3 p-2">
                  <Skeleton className="size-10" />
                  <Skeleton className="h-4 w-32" />
                </li>
              ))
            : writable.map((playlist) => (
                <li key={playlist.id}>
                  <RACButton
                    isDisabled={add.isPending}
                    onPress={() => addTo(playlist)}
                    className="flex w-full cursor-default items-center gap-3 rounded-base p-2 text-left outline-none hover:bg-main/10 data-focus-visible:bg-main/10"
                  >
                    <CoverImage src={playlist.image} alt="" kind="playlist" className="size-10" />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-semibold text-main">
                        {playlist.name}
                      </span>
                      <span className="text-xs text-muted">
                        {countLabel(trans, playlist.tracks_count, ':count track', ':count tracks')}
                      </span>
                    </span>
                  </RACButton>
                </li>
              ))}
        </ul>
      </Dialog>
      {creating && (
        <PlaylistFormDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setCreating(false)
          }}
          onCreated={(playlist) => {
            setCreating(false)
            addTo(playlist)
          }}
        />
      )}
    </>
  )
}

import { useState, type DragEvent } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { isApiError } from '@web/services/api_error.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { useAddToPlaylist } from '../../api/playlist_mutations.js'
import type { Playlist } from '../../../shared/api_types.js'
import { carriesTrack, readTrackDrag } from '../../components/track_table/track_drag.js'

/**
 * Makes a sidebar playlist a drop target for track rows: highlighted while
 * a track is over it, and on drop the track is added, with a toast saying
 * so, that it was there already, or that this playlist takes no songs from
 * the viewer. Playlists that plainly take none (someone else's, not
 * collaborative) refuse the drag, so the pointer says so before the drop.
 * (Keyboard users have the track menu's "Add to playlist".)
 */
export function usePlaylistDrop(
  playlist: Pick<Playlist, 'id' | 'name'>,
  { accepts }: { accepts: boolean }
) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const add = useAddToPlaylist()
  const [isOver, setOver] = useState(false)

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!accepts || !carriesTrack(event.dataTransfer)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }

  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    setOver(false)
    const track = accepts ? readTrackDrag(event.dataTransfer) : null
    if (!track) return
    event.preventDefault()
    add.mutate(
      { playlistId: playlist.id, trackIds: [track.id] },
      {
        onSuccess: ({ added }) =>
          added > 0
            ? toasts.positive(trans('Added to :playlist', { playlist: playlist.name }))
            : toasts.danger(
                trans(':track is already in :playlist', {
                  track: track.name,
                  playlist: playlist.name,
                })
              ),
        onError: (error) =>
          isApiError(error) && error.status === 403
            ? toasts.danger(trans("You can't add songs to :playlist", { playlist: playlist.name }))
            : handleMutationError(error, { toasts, trans }),
      }
    )
  }

  return { isOver, dropProps: { onDragOver, onDragLeave, onDrop } }
}

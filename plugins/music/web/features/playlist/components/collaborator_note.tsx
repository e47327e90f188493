import UsersRound from 'lucide-react/icons/users-round'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { useRemoveCollaborator } from '../../../api/playlist_mutations.js'
import type { PlaylistDetail } from '../../../../shared/api_types.js'
import { urls } from '../../../../shared/urls.js'

/** Tells a collaborator what they may do here, with a way to leave the playlist. */
export function CollaboratorNote({
  playlist,
  userId,
}: {
  playlist: PlaylistDetail
  userId: number
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const leave = useRemoveCollaborator(playlist.id)
  const owner = playlist.owner?.name ?? ''

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-base border border-primary/30 bg-primary/10 px-4 py-3">
      <UsersRound aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 text-sm text-main">
        {playlist.can_add_tracks
          ? trans(':owner invited you to collaborate: you can add songs to this playlist.', {
              owner,
            })
          : trans(':owner has paused collaboration on this playlist for now.', { owner })}
      </p>
      <Button
        variant="ghost"
        size="xs"
        className="rounded-full"
        isPending={leave.isPending}
        onPress={() =>
          leave.mutate(userId, {
            onSuccess: () => {
              toasts.positive(trans('You left :name', { name: playlist.name }))
              if (!playlist.public) navigate(urls.library('playlists'))
            },
            onError: (error) => handleMutationError(error, { toasts, trans }),
          })
        }
      >
        {trans('Leave playlist')}
      </Button>
    </div>
  )
}

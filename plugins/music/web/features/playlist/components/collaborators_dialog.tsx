import { useState, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import Search from 'lucide-react/icons/search'
import { Link } from 'react-router'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { Button } from '@web/ui/button.js'
import { Dialog } from '@web/ui/dialog.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextField } from '@web/ui/text_field.js'
import { searchTabQuery } from '../../../api/discovery_queries.js'
import { rowsOf } from '../../../api/paginated.js'
import {
  useAddCollaborator,
  useRemoveCollaborator,
  useUpdatePlaylist,
} from '../../../api/playlist_mutations.js'
import type { PlaylistDetail, UserSummary } from '../../../../shared/api_types.js'
import { useDebouncedValue } from '../../../components/use_debounced_value.js'
import { urls } from '../../../../shared/urls.js'

/** People found by name that fit in the dialog without scrolling. */
const RESULTS_SHOWN = 6

/**
 * The owner's collaboration settings: whether collaborators may add songs,
 * finding people by name to invite, and the current collaborators with a
 * button to remove each.
 */
export function CollaboratorsDialog({
  playlist,
  isOpen,
  onOpenChange,
}: {
  playlist: PlaylistDetail
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const update = useUpdatePlaylist(playlist.id)
  const onError = (error: unknown) => handleMutationError(error, { toasts, trans })

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      title={trans('Collaborators')}
      closeLabel={trans('Close')}
    >
      <div className="flex flex-col gap-6 p-6">
        <Switch
          isSelected={playlist.collaborative}
          isDisabled={update.isPending}
          onChange={(collaborative) => update.mutate({ collaborative }, { onError })}
          description={trans('People you invite can add songs to this playlist.')}
        >
          {trans('Collaborative playlist')}
        </Switch>
        <InvitePeople playlist={playlist} />
        <CollaboratorList playlist={playlist} />
      </div>
    </Dialog>
  )
}

function InvitePeople({ playlist }: { playlist: PlaylistDetail }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const user = useCurrentUser()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim())
  const results = useInfiniteQuery({
    ...searchTabQuery(api, query, 'users'),
    enabled: query.length > 0,
  })
  const add = useAddCollaborator(playlist)
  const collaboratorIds = new Set(playlist.collaborators.map((person) => person.id))
  const people = rowsOf(results.data)
    .filter((person) => person.id !== user?.id)
    .slice(0, RESULTS_SHOWN)

  return (
    <section aria-labelledby="invite-people" className="flex flex-col gap-3">
      <h3 id="invite-people" className="text-sm font-semibold text-main">
        {trans('Invite people')}
      </h3>
      <TextField
        aria-label={trans('Search people by name')}
        placeholder={trans('Search people by name')}
        startIcon={<Search aria-hidden />}
        value={text}
        onChange={setText}
        autoFocus
      />
      {query && (
        <ul aria-label={trans('People found')} className="flex flex-col">
          {results.isPending ? (
            [0, 1].map((index) => (
              <li key={index} className="flex items-center gap-3 p-2">
                <Skeleton className="size-8 rounded-full" />
                <Skeleton className="h-4 w-40" />
              </li>
            ))
          ) : people.length === 0 ? (
            <li className="p-2 text-sm text-muted">
              {trans('Nobody matches ":query".', { query })}
            </li>
          ) : (
            people.map((person) => {
              const invited = collaboratorIds.has(person.id)
              return (
                <PersonRow key={person.id} person={person}>
                  <Button
                    variant={invited ? 'ghost' : 'secondary'}
                    size="xs"
                    className="rounded-full"
                    isDisabled={invited || add.isPending}
                    aria-label={
                      invited
                        ? trans(':name is a collaborator', { name: person.name })
                        : trans('Invite :name', { name: person.name })
                    }
                    onPress={() =>
                      add.mutate(person.id, {
                        onSuccess: () =>
                          toasts.positive(
                            trans(':name can now add songs to :playlist', {
                              name: person.name,
                              playlist: playlist.name,
                            })
                          ),
                        onError: (error) => handleMutationError(error, { toasts, trans }),
                      })
                    }
                  >
                    {invited ? trans('Invited') : trans('Invite')}
                  </Button>
                </PersonRow>
              )
            })
          )}
        </ul>
      )}
    </section>
  )
}

function CollaboratorList({ playlist }: { playlist: PlaylistDetail }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const remove = useRemoveCollaborator(playlist.id)

  return (
    <section aria-labelledby="current-collaborators" className="flex flex-col gap-2">
      <h3 id="current-collaborators" className="text-sm font-semibold text-main">
        {trans('In this playlist')}
      </h3>
      {playlist.collaborators.length === 0 ? (
        <p className="text-sm text-muted">
          {trans('No collaborators yet. Search above to invite someone.')}
        </p>
      ) : (
        <ul aria-label={trans('Collaborators')} className="flex flex-col">
          {playlist.collaborators.map((person) => (
            <PersonRow key={person.id} person={person}>
              <Button
                variant="ghost"
                size="xs"
                className="rounded-full text-muted hover:text-danger"
                isDisabled={remove.isPending}
                aria-label={trans('Remove :name', { name: person.name })}
                onPress={() =>
                  remove.mutate(person.id, {
                    onSuccess: () =>
                      toasts.positive(trans(':name was removed', { name: person.name })),
                    onError: (error) => handleMutationError(error, { toasts, trans }),
                  })
                }
              >
                {trans('Remove')}
              </Button>
            </PersonRow>
          ))}
        </ul>
      )}
    </section>
  )
}

function PersonRow({ person, children }: { person: UserSummary; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-base p-2 hover:bg-main/[0.07]">
      <Avatar name={person.name} src={person.image} size="md" />
      <Link
        to={urls.user(person)}
        className="min-w-0 flex-1 truncate text-sm font-medium text-main hover:underline"
      >
        {person.name}
      </Link>
      {children}
    </li>
  )
}

import { useMemo, useState } from 'react'
import ListMusic from 'lucide-react/icons/list-music'
import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash-2'
import UserPlus from 'lucide-react/icons/user-plus'
import { Link, useNavigate } from 'react-router'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { Button, IconButton } from '@web/ui/button.js'
import { Dialog } from '@web/ui/dialog.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { rowsOf } from '../../../api/paginated.js'
import {
  useDeletePlaylist,
  useMovePlaylistTrack,
  useRemoveFromPlaylist,
} from '../../../api/playlist_mutations.js'
import { playlistTracksQuery } from '../../../api/playlist_queries.js'
import { playlistRouteLoader, useRoutePlaylist } from '../../../api/playlist_route.js'
import type { PlaylistDetail, Track } from '../../../../shared/api_types.js'
import { usePageInfiniteQuery } from '../../../api/use_page_query.js'
import { FollowButton } from '../../../components/follow_button.js'
import { MetaLine, PageHeader, PageHeaderSkeleton } from '../../../components/page_header.js'
import { PageContent } from '../../../components/page_layout.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { PlaylistFormDialog } from '../../../components/playlists/playlist_form_dialog.js'
import { SectionError } from '../../../components/section_states.js'
import { HeaderMoreMenu } from '../../../components/share_menu.js'
import { OfflineButton } from '../../../offline/offline_button.js'
import { TrackTable, TrackTableSkeleton } from '../../../components/track_table/track_table.js'
import { useCanonicalPath } from '../../../components/use_canonical_path.js'
import { formatRelative } from '../../../format.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { urls } from '../../../../shared/urls.js'
import { AddTracksPanel } from '../components/add_tracks_panel.js'
import { CollaboratorNote } from '../components/collaborator_note.js'
import { CollaboratorsDialog } from '../components/collaborators_dialog.js'

export const loader = playlistRouteLoader

/**
 * /playlist/{playlistId}/{playlistName}: the tracks (any number, windowed,
 * loaded as they scroll in), and for those who may: edit, reorder by drag or
 * Alt+Arrow keys, remove, add by search, delete.
 */
export function Component() {
  const trans = useTrans()
  const { playlist } = useRoutePlaylist()
  useCanonicalPath(playlist && urls.playlist(playlist))
  return (
    <PageContent>
      {playlist ? (
        <PlaylistView playlist={playlist} />
      ) : (
        <div role="status" aria-label={trans('Loading page...')} className="flex flex-col gap-10">
          <PageHeaderSkeleton />
          <TrackTableSkeleton />
        </div>
      )}
    </PageContent>
  )
}

function PlaylistView({ playlist }: { playlist: PlaylistDetail }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const user = useCurrentUser()
  const tracks = usePageInfiniteQuery(playlistTracksQuery(api, playlist.id))
  const rows = rowsOf(tracks.data)
  const move = useMovePlaylistTrack(playlist.id)
  const remove = useRemoveFromPlaylist(playlist.id)
  const context = { type: 'playlist', id: playlist.id, name: playlist.name }
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()
  const [editing, setEditing] = useState(false)
  const [sharing, setSharing] = useState(false)
  const isOwner = !!user && playlist.owner?.id === user.id
  const isCollaborator = !!user && playlist.collaborators.some((person) => person.id === user.id)
  const presentIds = useMemo(() => new Set(rows.map((row) => row.id)), [rows])

  const label = playlist.collaborative
    ? trans('Collaborative playlist')
    : playlist.public
      ? trans('Public playlist')
      : trans('Private playlist')

  const onMove = (from: number, to: number) =>
    move.mutate(
      { trackId: rows[from].id, from, to },
      { onError: (error) => handleMutationError(error, { toasts, trans }) }
    )

  return (
    <>
      <PageHeader
        kind="playlist"
        image={playlist.image ?? rows[0]?.image}
        imageAlt={trans('Cover of :name', { name: playlist.name })}
        label={label}
        title={playlist.name}
        description={playlist.description}
        meta={
          <MetaLine
            items={[
              playlist.owner && (
                <span className="inline-flex items-center gap-1.5">
                  <Avatar name={playlist.owner.name} src={playlist.owner.image} size="sm" />
                  <Link to={urls.user(playlist.owner)} className="hover:underline">
                    {playlist.owner.name}
                  </Link>
                </span>
              ),
              playlist.collaborators.length > 0 &&
                trans(
                  playlist.collaborators.length === 1
                    ? ':count collaborator'
                    : ':count collaborators',
                  { count: playlist.collaborators.length }
                ),
              trans(playlist.tracks_count === 1 ? ':count song' : ':count songs', {
                count: playlist.tracks_count,
              }),
              playlist.updated_at && trans('Updated :when', { when: formatRelative(playlist.updated_at) }),
            ]}
          />
        }
        actions={
          <>
            {playlist.tracks_count > 0 && (
              <PlayPauseButton
                size="lg"
                playing={playing}
                label={
                  playing
                    ? trans('Pause :name', { name: playlist.name })
                    : trans('Play :name', { name: playlist.name })
                }
                onPress={() => void toggleContext(context, () => rows)}
              />
            )}
            {!isOwner && (
              <FollowButton
                type="playlist"
                id={playlist.id}
                name={playlist.name}
                followed={playlist.followed}
              />
            )}
            {playlist.can_edit && (
              <Tooltip label={trans('Edit details')}>
                <IconButton
                  aria-label={trans('Edit details')}
                  size="md"
                  className="text-muted hover:text-main"
                  onPress={() => setEditing(true)}
                >
                  <Pencil aria-hidden />
                </IconButton>
              </Tooltip>
            )}
            {isOwner && (
              <Tooltip label={trans('Invite collaborators')}>
                <IconButton
                  aria-label={trans('Invite collaborators')}
                  size="md"
                  className="text-muted hover:text-main"
                  onPress={() => setSharing(true)}
                >
                  <UserPlus aria-hidden />
                </IconButton>
              </Tooltip>
            )}
            {isOwner && <DeletePlaylistButton playlist={playlist} />}
            {playlist.tracks_count > 0 && <OfflineButton type="playlist" id={playlist.id} name={playlist.name} />}
            <HeaderMoreMenu
              name={playlist.name}
              path={urls.playlist(playlist)}
              embedPath={playlist.public ? urls.playlistEmbed(playlist) : undefined}
              radioPath={urls.radio({ type: 'playlist', id: playlist.id, name: playlist.name })}
            />
          </>
        }
      />
      {playlist.collaborators.length > 0 && (
        <ul aria-label={trans('Collaborators')} className="-mt-4 flex flex-wrap items-center gap-2">
          {playlist.collaborators.map((person) => (
            <li key={person.id}>
              <Link
                to={urls.user(person)}
                className="flex items-center gap-2 rounded-full bg-chip py-1 pr-3 pl-1 text-sm font-semibold text-main hover:bg-main/15"
              >
                <Avatar name={person.name} src={person.image} size="sm" />
                {person.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {isCollaborator && user && <CollaboratorNote playlist={playlist} userId={user.id} />}
      {tracks.isPending ? (
        <TrackTableSkeleton />
      ) : tracks.isError && rows.length === 0 ? (
        <SectionError onRetry={() => void tracks.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<ListMusic aria-hidden />}
          message={
            playlist.can_add_tracks
              ? trans('This playlist is empty. Search below for songs to add.')
              : trans('This playlist has no songs yet.')
          }
        />
      ) : (
        <TrackTable
          tracks={rows}
          label={trans('Tracks of :name', { name: playlist.name })}
          context={context}
          totalCount={playlist.tracks_count}
          hasNextPage={tracks.hasNextPage}
          fetchNextPage={() => void tracks.fetchNextPage()}
          isFetchingNextPage={tracks.isFetchingNextPage}
          extraColumn={{
            label: trans('Date added'),
            value: (track: Track) => (track.added_at ? formatRelative(track.added_at) : ''),
          }}
          onMove={playlist.can_edit ? onMove : undefined}
          rowExtras={
            playlist.can_edit
              ? (track) => [
                  {
                    id: 'remove',
                    label: trans('Remove from this playlist'),
                    icon: <Trash2 aria-hidden />,
                    danger: true,
                    onAction: () =>
                      remove.mutate([track.id], {
                        onSuccess: () =>
                          toasts.positive(trans('Removed from :name', { name: playlist.name })),
                        onError: (error) => handleMutationError(error, { toasts, trans }),
                      }),
                  },
                ]
              : undefined
          }
        />
      )}
      {playlist.can_add_tracks && <AddTracksPanel playlist={playlist} presentIds={presentIds} />}
      {editing && <PlaylistFormDialog isOpen playlist={playlist} onOpenChange={setEditing} />}
      {sharing && <CollaboratorsDialog isOpen playlist={playlist} onOpenChange={setSharing} />}
    </>
  )
}

function DeletePlaylistButton({ playlist }: { playlist: PlaylistDetail }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const remove = useDeletePlaylist(playlist.id)
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Tooltip label={trans('Delete playlist')}>
        <IconButton
          aria-label={trans('Delete playlist')}
          size="md"
          className="text-muted hover:text-danger"
          onPress={() => setConfirming(true)}
        >
          <Trash2 aria-hidden />
        </IconButton>
      </Tooltip>
      <Dialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        size="sm"
        title={trans('Delete playlist')}
        closeLabel={trans('Close')}
        footer={
          <>
            <Button variant="ghost" onPress={() => setConfirming(false)}>
              {trans('Cancel')}
            </Button>
            <Button
              variant="danger"
              isPending={remove.isPending}
              onPress={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    toasts.positive(trans('Playlist deleted'))
                    navigate(urls.library('playlists'))
                  },
                  onError: (error) => handleMutationError(error, { toasts, trans }),
                })
              }
            >
              {trans('Delete')}
            </Button>
          </>
        }
      >
        <p className="p-6 text-sm text-main">
          {trans('This will delete ":name" for everyone. This cannot be undone.', {
            name: playlist.name,
          })}
        </p>
      </Dialog>
    </>
  )
}

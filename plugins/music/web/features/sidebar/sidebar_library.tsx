import { lazy, Suspense, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import { NavLink } from 'react-router'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { libraryQuery } from '../../api/library_queries.js'
import { rowsOf } from '../../api/paginated.js'
import type { Playlist } from '../../../shared/api_types.js'
import { CoverImage } from '../../components/cover_image.js'
import { urls } from '../../../shared/urls.js'
import { usePlaylistDrop } from './use_playlist_drop.js'

/** The form and its fields load when a playlist is being created, not with every page. */
const PlaylistFormDialog = lazy(() =>
  import('../../components/playlists/playlist_form_dialog.js').then((module) => ({
    default: module.PlaylistFormDialog,
  }))
)

/**
 * The sidebar's music part (the "sidebar" slot, signed-in people only): the
 * listener's playlists (own, followed and collaborative), with a button to
 * create one. Track rows dragged onto a playlist are added to it.
 */
export default function SidebarLibrary() {
  const user = useCurrentUser()
  // The slot already leaves guests out; this narrows the type.
  if (!user) return null
  return <Playlists userId={user.id} />
}

function Playlists({ userId }: { userId: number }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const playlists = useInfiniteQuery(libraryQuery<Playlist>(api, 'playlists'))
  const [creating, setCreating] = useState(false)
  const rows = rowsOf(playlists.data)
  return (
    <nav
      aria-labelledby="sidebar-playlists"
      className="flex min-h-0 flex-col rounded-base bg-paper p-2"
    >
      <div className="flex items-center justify-between px-3 py-1">
        <h2 id="sidebar-playlists" className="text-sm font-semibold text-muted">
          {trans('Playlists')}
        </h2>
        <Tooltip label={trans('Create playlist')}>
          <IconButton
            aria-label={trans('Create playlist')}
            size="xs"
            className="text-muted hover:text-main"
            onPress={() => setCreating(true)}
          >
            <Plus aria-hidden />
          </IconButton>
        </Tooltip>
      </div>
      {rows.length === 0 && !playlists.isPending ? (
        <p className="px-3 py-2 text-xs text-muted">
          {trans('Create your first playlist with the + button.')}
        </p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {rows.map((playlist) => (
            <SidebarPlaylist
              key={playlist.id}
              playlist={playlist}
              // Collaborators may add to a collaborative playlist; the server has the last word.
              accepts={playlist.owner?.id === userId || playlist.collaborative}
            />
          ))}
        </ul>
      )}
      {creating && (
        <Suspense>
          <PlaylistFormDialog isOpen onOpenChange={setCreating} />
        </Suspense>
      )}
    </nav>
  )
}

function SidebarPlaylist({ playlist, accepts }: { playlist: Playlist; accepts: boolean }) {
  const { isOver, dropProps } = usePlaylistDrop(playlist, { accepts })
  return (
    <li {...dropProps}>
      <NavLink
        to={urls.playlist(playlist)}
        className={({ isActive }) =>
          cx(
            'flex items-center gap-3 rounded-base p-1.5 outline-none hover:bg-main/10 focus-visible:bg-main/10',
            isActive && 'bg-main/10',
            isOver && 'bg-primary/15 ring-2 ring-primary ring-inset'
          )
        }
      >
        <CoverImage
          src={playlist.image}
          alt=""
          kind="playlist"
          className="size-9 rounded-[calc(var(--be-radius)/2)]"
        />
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium text-main">{playlist.name}</span>
          <span className="truncate text-xs text-muted">{playlist.owner?.name}</span>
        </span>
      </NavLink>
    </li>
  )
}

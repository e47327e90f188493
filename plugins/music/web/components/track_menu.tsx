import { lazy, Suspense, useState, type ReactNode } from 'react'
import Disc3 from 'lucide-react/icons/disc-3'
import Ellipsis from 'lucide-react/icons/ellipsis'
import Link2 from 'lucide-react/icons/link-2'
import ListEnd from 'lucide-react/icons/list-end'
import ListPlus from 'lucide-react/icons/list-plus'
import ListStart from 'lucide-react/icons/list-start'
import MicVocal from 'lucide-react/icons/mic-vocal'
import Radio from 'lucide-react/icons/radio'
import { useLocation, useNavigate } from 'react-router'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { Menu, MenuItem, MenuSection } from '@web/ui/menu.js'
import { toPlayerTrack } from '../player/api/player_track.js'
import { usePlayerEngine } from '../player/hooks/use_player.js'
import type { Track } from '../../shared/api_types.js'
import { urls } from '../../shared/urls.js'

/** Dialogs and form fields stay out of every page with a track list until one is asked for. */
const AddToPlaylistDialog = lazy(() =>
  import('./playlists/add_to_playlist_dialog.js').then((module) => ({
    default: module.AddToPlaylistDialog,
  }))
)

/** Extra entries a list adds for its own rows (remove from this playlist, move up). */
export interface TrackMenuExtra {
  id: string
  label: string
  icon?: ReactNode
  danger?: boolean
  onAction: () => void
}

/** A track's "more" menu (DESIGN.md track table): queue, playlists, where it comes from, its link. */
export function TrackMenu({
  track,
  extras = [],
  excludeFromTabOrder,
}: {
  track: Track
  extras?: TrackMenuExtra[]
  excludeFromTabOrder?: boolean
}) {
  const trans = useTrans()
  const engine = usePlayerEngine()
  const navigate = useNavigate()
  const location = useLocation()
  const user = useCurrentUser()
  const toasts = useService(TOAST_QUEUE)
  const [adding, setAdding] = useState(false)
  const firstArtist = track.artists[0]

  const act = (key: string) => {
    switch (key) {
      case 'next':
        engine.playNext([toPlayerTrack(track)])
        toasts.positive(trans('Playing next'))
        return
      case 'queue':
        engine.addToQueue([toPlayerTrack(track)])
        toasts.positive(trans('Added to queue'))
        return
      case 'playlist':
        if (user) setAdding(true)
        else navigate(`/login?redirect=${encodeURIComponent(location.pathname)}`)
        return
      case 'radio':
        navigate(urls.radio({ type: 'track', id: track.id, name: track.name }))
        return
      case 'artist':
        if (firstArtist) navigate(urls.artist(firstArtist))
        return
      case 'album':
        if (track.album) navigate(urls.album({ ...track.album, artists: track.artists }))
        return
      case 'copy':
        void navigator.clipboard
          ?.writeText(new URL(urls.track(track), window.location.origin).href)
          .then(() => toasts.positive(trans('Link copied')))
        return
      default:
        extras.find((extra) => extra.id === key)?.onAction()
    }
  }

  return (
    <>
      <Menu
        aria-label={trans('More options for :name', { name: track.name })}
        onAction={(key) => act(String(key))}
        trigger={
          <IconButton
            aria-label={trans('More options for :name', { name: track.name })}
            excludeFromTabOrder={excludeFromTabOrder}
            className="text-muted hover:text-main"
          >
            <Ellipsis aria-hidden />
          </IconButton>
        }
      >
        <MenuSection>
          <MenuItem id="next" icon={<ListStart aria-hidden />}>
            {trans('Play next')}
          </MenuItem>
          <MenuItem id="queue" icon={<ListEnd aria-hidden />}>
            {trans('Add to queue')}
          </MenuItem>
          <MenuItem id="playlist" icon={<ListPlus aria-hidden />}>
            {trans('Add to playlist')}
          </MenuItem>
        </MenuSection>
        <MenuSection>
          <MenuItem id="radio" icon={<Radio aria-hidden />}>
            {trans('Go to track radio')}
          </MenuItem>
          {firstArtist && (
            <MenuItem id="artist" icon={<MicVocal aria-hidden />}>
              {trans('Go to artist')}
            </MenuItem>
          )}
          {track.album && (
            <MenuItem id="album" icon={<Disc3 aria-hidden />}>
              {trans('Go to album')}
            </MenuItem>
          )}
          <MenuItem id="copy" icon={<Link2 aria-hidden />}>
            {trans('Copy link')}
          </MenuItem>
        </MenuSection>
        {extras.length > 0 && (
          <MenuSection>
            {extras.map((extra) => (
              <MenuItem
                key={extra.id}
                id={extra.id}
                icon={extra.icon}
                variant={extra.danger ? 'danger' : 'default'}
              >
                {extra.label}
              </MenuItem>
            ))}
          </MenuSection>
        )}
      </Menu>
      {adding && (
        <Suspense>
          <AddToPlaylistDialog trackIds={[track.id]} isOpen onOpenChange={setAdding} />
        </Suspense>
      )}
    </>
  )
}

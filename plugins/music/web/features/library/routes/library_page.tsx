import { useState, type ReactNode } from 'react'
import type { InfiniteData } from '@tanstack/react-query'
import { useInfiniteQuery } from '@tanstack/react-query'
import Disc3 from 'lucide-react/icons/disc-3'
import Heart from 'lucide-react/icons/heart'
import History from 'lucide-react/icons/history'
import ListMusic from 'lucide-react/icons/list-music'
import MicVocal from 'lucide-react/icons/mic-vocal'
import Plus from 'lucide-react/icons/plus'
import { useLocation } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { libraryQuery } from '../../../api/library_queries.js'
import { rowsOf } from '../../../api/paginated.js'
import { prefetching } from '../../../api/route_loader.js'
import type { MediaItem, Page, Track } from '../../../../shared/api_types.js'
import { PageContent } from '../../../components/page_layout.js'
import { PageTabs } from '../../../components/page_tabs.js'
import { PagedCardGrid } from '../../../components/paged_card_grid.js'
import { PagedTrackTable } from '../../../components/paged_track_table.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { PlaylistFormDialog } from '../../../components/playlists/playlist_form_dialog.js'
import { formatRelative } from '../../../format.js'
import { useContextPlaying, usePlayback } from '../../../playback/use_playback.js'
import { DOWNLOADS, LIBRARY_SECTIONS, urls, type LibrarySection } from '../../../../shared/urls.js'
import { SavedForOffline } from '../../../offline/saved_for_offline.js'

/** The server's library sections, and what this device keeps for offline listening. */
type Section = LibrarySection | typeof DOWNLOADS

function sectionOf(pathname: string): Section {
  const last = pathname.split('/').filter(Boolean)[1] as Section | undefined
  if (last === DOWNLOADS) return DOWNLOADS
  return last && LIBRARY_SECTIONS.includes(last) ? last : 'playlists'
}

export const loader = prefetching(({ url, api, infiniteQuery }) => {
  const section = sectionOf(url.pathname)
  if (section !== DOWNLOADS) infiniteQuery(libraryQuery(api, section))
})

/** /library and /library/{songs|playlists|albums|artists|history}: the signed-in listener's music. */
export function Component() {
  const trans = useTrans()
  const section = sectionOf(useLocation().pathname)
  const labels: Record<Section, string> = {
    playlists: trans('Playlists'),
    songs: trans('Liked songs'),
    albums: trans('Albums'),
    artists: trans('Artists'),
    history: trans('History'),
    downloads: trans('Downloads'),
  }
  useDocumentTitle(trans('Your library'))
  const order: Section[] = ['playlists', 'songs', 'albums', 'artists', 'history', DOWNLOADS]

  return (
    <PageContent>
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-main md:text-4xl">
          {trans('Your library')}
        </h1>
        <PageTabs
          label={trans('Library sections')}
          selected={section}
          tabs={order.map((id) => ({ id, label: labels[id], href: id === DOWNLOADS ? urls.downloads() : urls.library(id) }))}
        />
        {section === DOWNLOADS ? (
          <SavedForOffline />
        ) : (
          <SectionView key={section} section={section} label={labels[section]} />
        )}
      </div>
    </PageContent>
  )
}

function SectionView({ section, label }: { section: LibrarySection; label: string }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const list = useInfiniteQuery(libraryQuery<MediaItem>(api, section))
  const findMusic = (
    <ButtonLink href={urls.search()} variant="primary" size="sm" className="rounded-full">
      {trans('Find music to like')}
    </ButtonLink>
  )
  const empty = (icon: ReactNode, message: string, action: ReactNode = findMusic) => (
    <EmptyState icon={icon} message={message} action={action} />
  )

  if (section === 'songs' || section === 'history') {
    const tracks = { ...list, data: list.data as InfiniteData<Page<Track>, unknown> | undefined }
    return (
      <div className="flex flex-col gap-6">
        {section === 'songs' && <PlayAllRow tracks={rowsOf(tracks.data)} name={label} />}
        <PagedTrackTable
          list={tracks}
          label={label}
          context={{ type: `library-${section}`, name: label }}
          extraColumn={
            section === 'songs'
              ? {
                  label: trans('Date added'),
                  value: (track) => (track.liked_at ? formatRelative(track.liked_at) : ''),
                }
              : {
                  label: trans('Played'),
                  value: (track) => (track.played_at ? formatRelative(track.played_at) : ''),
                }
          }
          empty={
            section === 'songs'
              ? empty(
                  <Heart aria-hidden />,
                  trans('Songs you like will show up here. Tap the heart on any song to save it.')
                )
              : empty(<History aria-hidden />, trans('Songs you play will show up here.'))
          }
        />
      </div>
    )
  }
  if (section === 'playlists') {
    return (
      <div className="flex flex-col gap-6">
        {/* With nothing here yet, the button is the empty state's one action instead. */}
        {(list.status !== 'success' || rowsOf(list.data).length > 0) && <CreatePlaylistButton />}
        <PagedCardGrid
          list={list}
          label={label}
          empty={empty(
            <ListMusic aria-hidden />,
            trans('Playlists you create or follow will show up here.'),
            <CreatePlaylistButton variant="primary" />
          )}
        />
      </div>
    )
  }
  return (
    <PagedCardGrid
      list={list}
      label={label}
      round={section === 'artists'}
      empty={
        section === 'albums'
          ? empty(<Disc3 aria-hidden />, trans('Albums you like will show up here.'))
          : empty(
              <MicVocal aria-hidden />,
              trans('Artists you follow will show up here.'),
              <ButtonLink href={urls.search()} variant="primary" size="sm" className="rounded-full">
                {trans('Find artists to follow')}
              </ButtonLink>
            )
      }
    />
  )
}

function PlayAllRow({ tracks, name }: { tracks: Track[]; name: string }) {
  const trans = useTrans()
  const context = { type: 'library-songs', name }
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()
  if (tracks.length === 0) return null
  return (
    <div className="flex items-center gap-4">
      <PlayPauseButton
        size="lg"
        playing={playing}
        label={playing ? trans('Pause :name', { name }) : trans('Play :name', { name })}
        onPress={() => void toggleContext(context, () => tracks)}
      />
    </div>
  )
}

function CreatePlaylistButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const trans = useTrans()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        className="self-start rounded-full"
        onPress={() => setOpen(true)}
      >
        <Plus aria-hidden className="size-4" />
        {trans('Create playlist')}
      </Button>
      {open && <PlaylistFormDialog isOpen onOpenChange={setOpen} />}
    </>
  )
}

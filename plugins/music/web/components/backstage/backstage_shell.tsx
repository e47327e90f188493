import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { MyBackstageRequests } from '../../../shared/backstage_types.js'
import { CoverImage } from '../cover_image.js'
import { PageContent } from '../page_layout.js'
import { PageTabs } from '../page_tabs.js'

/** The person's managed artists, as the requests API lists them (cached: every backstage screen draws the header). */
function useManagedArtists() {
  const api = useService(API_CLIENT)
  return useQuery({
    queryKey: ['music', 'backstage', 'managed-artists'],
    queryFn: () => api.get<MyBackstageRequests>('music/backstage/requests').then((body) => body.managed_artists),
    staleTime: 60_000,
  })
}

/**
 * Backstage's frame (DESIGN.md, Backstage): the artist's image and name at
 * the top, then tabs for upload, the person's tracks and albums, their
 * artist page and their requests, each a screen of its own.
 */
export function BackstageShell({ children }: { children: ReactNode }) {
  const trans = useTrans()
  const { pathname } = useLocation()
  const artists = useManagedArtists()
  const first = artists.data?.[0] ?? null
  const tabs = [
    { id: 'upload', label: trans('Upload'), href: '/backstage/upload' },
    { id: 'tracks', label: trans('Tracks'), href: '/backstage/tracks' },
    { id: 'albums', label: trans('Albums'), href: '/backstage/albums' },
    ...(artists.data ?? []).map((artist) => ({ id: `artist-${artist.id}`, label: artists.data!.length > 1 ? artist.name : trans('Artist page'), href: `/backstage/artists/${artist.id}/edit` })),
    { id: 'requests', label: trans('Requests'), href: '/backstage/requests' },
  ]
  const selected = tabs.find((tab) => pathname === tab.href || pathname.startsWith(`${tab.href.replace(/\/edit$/, '')}/`))?.id ?? ''
  return (
    <PageContent className="max-w-6xl gap-6">
      <header className="flex items-center gap-4">
        <CoverImage src={first?.image} alt="" kind="artist" round className="size-14 md:size-16" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary">{trans('Backstage')}</p>
          <p className="truncate text-2xl font-extrabold tracking-tight text-main">{first?.name ?? trans('Your music')}</p>
        </div>
      </header>
      <PageTabs label={trans('Backstage')} selected={selected} tabs={tabs} />
      <div className="flex flex-col">{children}</div>
    </PageContent>
  )
}

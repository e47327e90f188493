import { routeNotFound } from '@web/kernel/route_loader.js'
import type { InfiniteData } from '@tanstack/react-query'
import { useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import Inbox from 'lucide-react/icons/inbox'
import MapPin from 'lucide-react/icons/map-pin'
import Pencil from 'lucide-react/icons/pencil'
import { useParams } from 'react-router'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { profileQuery, profileTabQuery } from '../../../api/profile_queries.js'
import { idParam, prefetching } from '../../../api/route_loader.js'
import type { MediaItem, Page, Profile, Track } from '../../../../shared/api_types.js'
import { FollowButton } from '../../../components/follow_button.js'
import { MetaLine, PageHeader, PageHeaderSkeleton } from '../../../components/page_header.js'
import { PageContent } from '../../../components/page_layout.js'
import { PageTabs } from '../../../components/page_tabs.js'
import { PagedCardGrid } from '../../../components/paged_card_grid.js'
import { PagedTrackTable } from '../../../components/paged_track_table.js'
import { countLabel, formatCount } from '../../../format.js'
import { PROFILE_TABS, urls, type ProfileTabName } from '../../../../shared/urls.js'
import { EditProfileDialog } from '../components/edit_profile_dialog.js'
import { AddHeaderButton, ProfileBanner } from '../components/profile_banner.js'
import { ProfileLinks } from '../components/profile_links.js'

const DEFAULT_TAB: ProfileTabName = 'playlists'

function tabOf(value: string | undefined): ProfileTabName | null {
  if (!value) return DEFAULT_TAB
  return PROFILE_TABS.includes(value as ProfileTabName) ? (value as ProfileTabName) : null
}

export const loader = prefetching(({ params, api, query, infiniteQuery }) => {
  const id = idParam(params.userId)
  const tab = tabOf(params.tabName)
  if (!tab) throw routeNotFound()
  query(profileQuery(api, id))
  infiniteQuery(profileTabQuery(api, id, tab))
})

/** /user/{userId}/{userName}[/{tabName}]: a listener's profile with tabs for what they made, like and follow. */
export function Component() {
  const params = useParams()
  const id = Number(params.userId)
  const tab = tabOf(params.tabName) ?? DEFAULT_TAB
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data } = usePageQuery(profileQuery(api, id))
  useDocumentTitle(data?.user.name)

  return (
    <PageContent>
      {data ? (
        <ProfileView profile={data} tab={tab} />
      ) : (
        <div role="status" aria-label={trans('Loading page...')}>
          <PageHeaderSkeleton round />
        </div>
      )}
    </PageContent>
  )
}

function ProfileView({ profile, tab }: { profile: Profile; tab: ProfileTabName }) {
  const trans = useTrans()
  const viewer = useCurrentUser()
  const [editing, setEditing] = useState(false)
  const { user, profile: details } = profile
  const own = viewer?.id === user.id
  const place = [details.city, details.country].filter(Boolean).join(', ')
  const labels: Record<ProfileTabName, string> = {
    tracks: trans('Tracks'),
    albums: trans('Albums'),
    playlists: trans('Playlists'),
    reposts: trans('Reposts'),
    likes: trans('Likes'),
    followers: trans('Followers'),
    following: trans('Following'),
  }
  return (
    <>
      <div className="flex flex-col">
        {details.header_image && (
          <ProfileBanner userId={user.id} image={details.header_image} editable={own} />
        )}
        <PageHeader
          kind="user"
          image={user.image}
          imageAlt={user.name}
          round
          label={trans('Profile')}
          title={user.name}
          description={details.bio}
          meta={
            <MetaLine
              items={[
                countLabel(trans, user.followers_count, ':count follower', ':count followers'),
                trans(':count following', { count: formatCount(user.following_count) }),
                place && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden className="size-3.5" />
                    {place}
                  </span>
                ),
              ]}
            />
          }
          actions={
            own ? (
              <>
                <Button variant="secondary" size="sm" onPress={() => setEditing(true)}>
                  <Pencil aria-hidden className="size-4" />
                  {trans('Edit profile')}
                </Button>
                {!details.header_image && <AddHeaderButton userId={user.id} />}
              </>
            ) : (
              <FollowButton type="user" id={user.id} name={user.name} followed={user.followed} />
            )
          }
        />
        <ProfileLinks links={details.links} className="mt-5" />
      </div>
      {editing && <EditProfileDialog profile={profile} isOpen onClose={() => setEditing(false)} />}
      <div className="flex flex-col gap-6">
        <PageTabs
          label={trans('Profile sections')}
          selected={tab}
          tabs={PROFILE_TABS.map((id) => ({ id, label: labels[id], href: urls.user(user, id) }))}
        />
        <ProfileTab userId={user.id} name={user.name} tab={tab} label={labels[tab]} />
      </div>
    </>
  )
}

function ProfileTab({
  userId,
  name,
  tab,
  label,
}: {
  userId: number
  name: string
  tab: ProfileTabName
  label: string
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const list = useInfiniteQuery(profileTabQuery(api, userId, tab))
  const empty = <EmptyState icon={<Inbox aria-hidden />} message={emptyLine(trans, tab, name)} />
  if (tab === 'tracks' || tab === 'likes') {
    return (
      <PagedTrackTable
        list={{ ...list, data: list.data as InfiniteData<Page<Track>, unknown> | undefined }}
        label={`${name}: ${label}`}
        context={{ type: `user-${tab}`, id: userId, name }}
        empty={empty}
      />
    )
  }
  return (
    <PagedCardGrid
      list={{ ...list, data: list.data as InfiniteData<Page<MediaItem>, unknown> | undefined }}
      label={`${name}: ${label}`}
      round={tab === 'followers' || tab === 'following'}
      empty={empty}
    />
  )
}

function emptyLine(trans: ReturnType<typeof useTrans>, tab: ProfileTabName, name: string) {
  const lines: Record<ProfileTabName, string> = {
    tracks: ':name has not uploaded any tracks yet.',
    albums: ':name has not released any albums yet.',
    playlists: ':name has no public playlists yet.',
    reposts: ':name has not reposted anything yet.',
    likes: ':name has not liked any songs yet.',
    followers: 'Nobody follows :name yet.',
    following: ':name does not follow anyone yet.',
  }
  return trans(lines[tab], { name })
}

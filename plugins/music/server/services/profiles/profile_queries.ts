import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { toIso } from '../shared/time.js'
import { whereVisible } from '../shared/visibility.js'
import { viewerFlags } from '../shared/viewer_flags.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import { ALBUM_COLUMNS, ARTIST_COLUMNS, PLAYLIST_COLUMNS, TRACK_COLUMNS } from '../summaries/columns.js'
import { trackSummaries, visibleTrackRows } from '../summaries/tracks.js'
import { albumSummaries } from '../summaries/albums.js'
import { toArtistSummary } from '../summaries/artists.js'
import { playlistSummaries } from '../summaries/playlists.js'
import { toUserSummary, userQuery } from '../summaries/users.js'
import { likedRows, summariseLiked } from '../library/library_queries.js'
import { assertProfileVisible } from './public_profiles.js'
import type { MediaItem, Paginated, Profile, ProfileTabItem } from '../../../shared/api_types.js'

export const PROFILE_TABS = ['tracks', 'albums', 'playlists', 'reposts', 'likes', 'followers', 'following'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** The profile's person; 404 when unknown or when their profile is not public (public_profiles.ts). */
async function findUser(id: number, viewer: Viewer) {
  await assertProfileVisible(id, viewer)
  const row = await userQuery()
    .select('users.created_at', 'profiles.bio', 'profiles.links', 'profiles.header_image', 'profiles.city', 'profiles.country as profile_country')
    .where('users.id', id)
    .first()
  if (!row) throw notFound()
  return row
}

/** The profile header: who, bio, links, header image, follower counts and whether the viewer follows. */
export async function profilePage(id: number, viewer: Viewer): Promise<Profile> {
  const row = await findUser(id, viewer)
  const [followers, following, flags] = await Promise.all([
    db.from('follows').where({ followable_type: MORPH.user, followable_id: id }).count('* as total').first(),
    db.from('follows').where('follower_id', id).count('* as total').first(),
    viewerFlags(viewer, MORPH.user, id, ['followed']),
  ])
  return {
    user: {
      ...toUserSummary(row),
      created_at: toIso(row.created_at),
      followers_count: Number(followers?.total ?? 0),
      following_count: Number(following?.total ?? 0),
      ...flags,
    },
    profile: {
      display_name: row.display_name ?? null,
      bio: row.bio ?? null,
      links: row.links ? JSON.parse(row.links) : [],
      header_image: row.header_image ?? null,
      city: row.city ?? null,
      country: row.profile_country ?? null,
    },
  }
}

/** Loads tracks and albums for mixed (type, id) lists in two queries, keyed 'track:12'. */
async function mixedItems(items: Array<{ type: string; id: number }>, viewer: Viewer) {
  const ids = (type: string) => items.filter((item) => item.type === type).map((item) => item.id)
  const trackIds = ids(MORPH.track)
  const albumIds = ids(MORPH.album)
  const artistIds = ids(MORPH.artist)
  const userIds = ids(MORPH.user)
  const [tracks, albums, artists, users] = await Promise.all([
    visibleTrackRows(trackIds, viewer).then((rows) => trackSummaries(rows, viewer)),
    albumIds.length ? whereVisible(db.from('albums').whereIn('albums.id', albumIds), 'albums', viewer).select(ALBUM_COLUMNS).then(albumSummaries) : [],
    artistIds.length ? db.from('artists').whereIn('id', artistIds).select(ARTIST_COLUMNS).then((rows) => rows.map(toArtistSummary)) : [],
    userIds.length ? userQuery().whereIn('users.id', userIds).then((rows) => rows.map(toUserSummary)) : [],
  ])
  const found = new Map<string, MediaItem>()
  for (const item of [...tracks, ...albums, ...artists, ...users]) found.set(`${item.model_type}:${item.id}`, item)
  return found
}

/** One page of a profile tab. */
export async function profileTab(id: number, tab: ProfileTab, page: PageRequest, viewer: Viewer): Promise<Paginated<ProfileTabItem>> {
  await findUser(id, viewer)
  const { limit, offset } = window(page)
  switch (tab) {
    case 'tracks': {
      const rows = await whereVisible(db.from('tracks').where('tracks.owner_id', id), 'tracks', viewer)
        .orderBy('tracks.created_at', 'desc')
        .orderBy('tracks.id', 'desc')
        .limit(limit)
        .offset(offset)
        .select(TRACK_COLUMNS)
      return { pagination: await toPage(rows, page, (kept) => trackSummaries(kept, viewer)) }
    }
    case 'albums': {
      const rows = await whereVisible(db.from('albums').where('albums.owner_id', id), 'albums', viewer)
        .orderBy('albums.release_date', 'desc')
        .orderBy('albums.id', 'desc')
        .limit(limit)
        .offset(offset)
        .select(ALBUM_COLUMNS)
      return { pagination: await toPage(rows, page, albumSummaries) }
    }
    case 'playlists': {
      const rows = await whereVisible(db.from('playlists').where('playlists.owner_id', id), 'playlists', viewer)
        .orderBy('playlists.updated_at', 'desc')
        .orderBy('playlists.id', 'desc')
        .limit(limit)
        .offset(offset)
        .select(PLAYLIST_COLUMNS)
      return { pagination: await toPage(rows, page, playlistSummaries) }
    }
    case 'likes': {
      const rows = await likedRows(id, 'tracks', viewer, limit, offset)
      return { pagination: await toPage(rows, page, (kept) => summariseLiked('tracks', kept, viewer)) }
    }
    case 'reposts': {
      const rows = await db
        .from('reposts')
        .where('user_id', id)
        .orderBy('created_at', 'desc')
        .orderBy('repostable_id', 'desc')
        .limit(limit)
        .offset(offset)
        .select('repostable_type as type', 'repostable_id as id', 'created_at')
      return { pagination: await toPage(rows, page, (kept) => withItems(kept, viewer, 'reposted_at')) }
    }
    case 'followers': {
      const rows = await db
        .from('follows')
        .where({ followable_type: MORPH.user, followable_id: id })
        .orderBy('created_at', 'desc')
        .orderBy('follower_id', 'desc')
        .limit(limit)
        .offset(offset)
        .select(db.raw(`'${MORPH.user}' as type`), 'follower_id as id', 'created_at')
      return { pagination: await toPage(rows, page, (kept) => withItems(kept, viewer, 'followed_at')) }
    }
    case 'following': {
      const rows = await db
        .from('follows')
        .where('follower_id', id)
        .whereIn('followable_type', [MORPH.user, MORPH.artist])
        .orderBy('created_at', 'desc')
        .orderBy('followable_id', 'desc')
        .limit(limit)
        .offset(offset)
        .select('followable_type as type', 'followable_id as id', 'created_at')
      return { pagination: await toPage(rows, page, (kept) => withItems(kept, viewer, 'followed_at')) }
    }
  }
}

/** Summaries for (type, id, created_at) rows, in order; hidden or deleted items drop out. */
async function withItems(
  rows: Array<{ type: string; id: number; created_at: unknown }>,
  viewer: Viewer,
  dateKey: 'reposted_at' | 'followed_at'
): Promise<ProfileTabItem[]> {
  const found = await mixedItems(rows, viewer)
  return rows.flatMap((row) => {
    const item = found.get(`${row.type}:${row.id}`)
    return item ? [{ ...item, [dateKey]: toIso(row.created_at) }] : []
  })
}

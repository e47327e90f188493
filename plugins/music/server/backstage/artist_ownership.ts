import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { AccessControl } from '#core/kernel/module_services'
import { grantPermission } from '#core/accounts/server/actions/users/grant_permission'
import { MUSIC_CREATE, MUSIC_UPDATE } from '../../permissions.js'
import { workspaceIdsOf } from './workspace_scope.js'

/**
 * Artist ownership: which accounts manage which artists (the `artist_user`
 * table), and the policy every backstage screen, editor and insights page
 * asks before showing or changing an artist, album or track. People who may
 * manage the whole catalogue (music.update, or admin) manage every one,
 * and members of a workspace whose role allows it (editor and above)
 * manage its content. Nothing the client sends decides ownership: only
 * these rows do.
 */

/** How an account is linked to an artist. Approved requests link owners. */
export const ARTIST_ROLES = ['owner'] as const
export type ArtistRole = (typeof ARTIST_ROLES)[number]

/** Whoever asks: a signed-in account (`ctx.auth.user`), or null for a guest. */
export type Manager = { id: number } | null | undefined

async function managesCatalogue(user: { id: number }) {
  const grants = await (await app.container.make(AccessControl)).grantsOf(user.id)
  return grants(MUSIC_UPDATE)
}

/** Whether `user` may manage the artist: linked to it, managing its workspace's content, or managing the catalogue. */
export async function canManageArtist(user: Manager, artistId: number) {
  if (!user) return false
  const linked = await db.from('artist_user').where({ artist_id: artistId, user_id: user.id }).select('artist_id').first()
  return Boolean(linked) || (await inManagedWorkspace('artists', artistId, user.id)) || managesCatalogue(user)
}

/** Whether the row belongs to a workspace where the person's role manages content. */
async function inManagedWorkspace(table: 'artists' | 'albums' | 'tracks', id: number, userId: number) {
  const workspaces = await workspaceIdsOf(userId, 'manage')
  if (!workspaces.length) return false
  const query = db.from(table).where(`${table}.id`, id).select(`${table}.id`)
  // A track of a workspace's album is the workspace's too.
  if (table === 'tracks') query.leftJoin('albums', 'albums.id', 'tracks.album_id').where((owned) => owned.whereIn('tracks.workspace_id', workspaces).orWhereIn('albums.workspace_id', workspaces))
  else query.whereIn(`${table}.workspace_id`, workspaces)
  return Boolean(await query.first())
}

/** Whether `user` may manage the album: its uploader, linked to one of its artists, managing its workspace's content, or managing the catalogue. */
export async function canManageAlbum(user: Manager, albumId: number) {
  if (!user) return false
  const owned = await db
    .from('albums')
    .where('albums.id', albumId)
    .where((own) => own.where('albums.owner_id', user.id).orWhereExists(linkedArtistOf('album_artist', 'album_id', 'albums.id', user.id)))
    .select('albums.id')
    .first()
  return Boolean(owned) || (await inManagedWorkspace('albums', albumId, user.id)) || managesCatalogue(user)
}

/**
 * Whether `user` may manage the track: its uploader, the uploader of its
 * album, linked to one of its artists or of its album's artists, or managing
 * the catalogue.
 */
export async function canManageTrack(user: Manager, trackId: number) {
  if (!user) return false
  const owned = await db
    .from('tracks')
    .leftJoin('albums', 'albums.id', 'tracks.album_id')
    .where('tracks.id', trackId)
    .where((own) =>
      own
        .where('tracks.owner_id', user.id)
        .orWhere('albums.owner_id', user.id)
        .orWhereExists(linkedArtistOf('artist_track', 'track_id', 'tracks.id', user.id))
        .orWhereExists(linkedArtistOf('album_artist', 'album_id', 'tracks.album_id', user.id))
    )
    .select('tracks.id')
    .first()
  return Boolean(owned) || (await inManagedWorkspace('tracks', trackId, user.id)) || managesCatalogue(user)
}

/** A subquery: a row of `pivot` links `column` (the outer row's `outer`) to an artist `userId` manages. */
function linkedArtistOf(pivot: 'artist_track' | 'album_artist', column: string, outer: string, userId: number) {
  return (query: DatabaseQueryBuilderContract) =>
    query
      .from(pivot)
      .join('artist_user', 'artist_user.artist_id', `${pivot}.artist_id`)
      .whereColumn(`${pivot}.${column}`, outer)
      .where('artist_user.user_id', userId)
}

/** The ids of the artists the account is linked to, oldest link first. */
export async function managedArtistIds(userId: number, client?: QueryClientContract) {
  const rows = await (client ?? db).from('artist_user').where('user_id', userId).orderBy('created_at').orderBy('artist_id').select('artist_id')
  return rows.map((row) => Number(row.artist_id))
}

/**
 * Links the account to the artist (kept if already linked, with the given
 * role) and gives it music.create so backstage's upload and editors open, in
 * the caller's transaction. Used when an admin approves an artist request.
 */
export async function grantArtistRole(trx: TransactionClientContract, userId: number, artistId: number, role: ArtistRole = 'owner') {
  const linked = await trx.from('artist_user').where({ artist_id: artistId, user_id: userId }).first()
  if (linked) await trx.from('artist_user').where({ artist_id: artistId, user_id: userId }).update({ role })
  else await trx.table('artist_user').insert({ artist_id: artistId, user_id: userId, role, created_at: new Date() })
  await grantPermission(trx, userId, MUSIC_CREATE)
}

import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { forbidden } from '../services/shared/errors.js'

/**
 * Who edits: the admin area (music.update: every track, album and artist)
 * or backstage (music.create: only what the person manages). One editing API
 * serves both; the route group says which it is, the services check the rest.
 */
export interface EditorScope {
  kind: 'admin' | 'backstage'
  userId: number
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    editorScope?: EditorScope
  }
}

/** Route middleware naming the scope of a group of editing routes (after its permission guard). */
export function editsAs(kind: EditorScope['kind']) {
  return (ctx: HttpContext, next: NextFn) => {
    ctx.editorScope = { kind, userId: ctx.auth.user!.id as number }
    return next()
  }
}

export function scopeOf(ctx: HttpContext): EditorScope {
  if (!ctx.editorScope) throw new Error(`${ctx.route?.pattern} is an editing route without editsAs()`)
  return ctx.editorScope
}

/*
 * Ownership: the artists a person manages (artist_user, linked when an
 * artist request is approved) and, through them, the albums and tracks
 * credited to those artists; plus what the person uploaded themselves.
 */

export async function managesArtist(client: QueryClientContract, userId: number, artistId: number) {
  return Boolean(await client.from('artist_user').where({ artist_id: artistId, user_id: userId }).first())
}

export async function managesTrack(client: QueryClientContract, userId: number, trackId: number) {
  const row = await client
    .from('tracks')
    .where('tracks.id', trackId)
    .where((owned) =>
      owned.where('tracks.owner_id', userId).orWhereExists((credit) =>
        credit
          .from('artist_track')
          .join('artist_user', 'artist_user.artist_id', 'artist_track.artist_id')
          .whereColumn('artist_track.track_id', 'tracks.id')
          .where('artist_user.user_id', userId)
      )
    )
    .select('tracks.id')
    .first()
  return Boolean(row)
}

export async function managesAlbum(client: QueryClientContract, userId: number, albumId: number) {
  const row = await client
    .from('albums')
    .where('albums.id', albumId)
    .where((owned) =>
      owned.where('albums.owner_id', userId).orWhereExists((credit) =>
        credit
          .from('album_artist')
          .join('artist_user', 'artist_user.artist_id', 'album_artist.artist_id')
          .whereColumn('album_artist.album_id', 'albums.id')
          .where('artist_user.user_id', userId)
      )
    )
    .select('albums.id')
    .first()
  return Boolean(row)
}

const CHECKS = { artist: managesArtist, album: managesAlbum, track: managesTrack }

/**
 * Refuses (403) a backstage edit of something the person does not manage;
 * admins pass. Callers check that the row exists first (404 before 403).
 */
export async function assertManages(client: QueryClientContract, scope: EditorScope, type: keyof typeof CHECKS, id: number) {
  if (scope.kind === 'admin') return
  if (!(await CHECKS[type](client, scope.userId, id))) throw forbidden()
}

import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import db from '@adonisjs/lucid/services/db'
import type { ActiveWorkspace } from '#core/kernel/module_services'
import { canManageAlbum, canManageArtist, canManageTrack } from '../backstage/artist_ownership.js'
import { activeWorkspaceOf, OWN_SPACE } from '../backstage/workspace_scope.js'
import { forbidden, notFound } from '../services/shared/errors.js'

/**
 * Who edits: the admin area (music.update: every track, album and artist)
 * or backstage (music.create: only what the person manages, by the artist
 * ownership policy). One editing API serves both; the route group says
 * which, the services check the rest.
 */
/** What the editors edit, as their routes name them. */
export const EDITOR_KINDS = ['tracks', 'albums', 'artists'] as const
export type EditorKind = (typeof EDITOR_KINDS)[number]

/** The kind a route serves, from its pattern ('…/albums/:id/image', '…/editor-options/artists'). */
export function kindOf(ctx: HttpContext): EditorKind {
  const kind = EDITOR_KINDS.find((candidate) => new RegExp(`/${candidate}(/:id/image)?$`).test(ctx.route?.pattern ?? ''))
  if (!kind) throw new Error(`${ctx.route?.pattern} names no editor kind`)
  return kind
}

export interface EditorScope {
  kind: 'admin' | 'backstage'
  userId: number
  /** Backstage's workspace (the request's `workspaceId`): its lists, and what it creates; the admin area works outside workspaces. */
  workspace: ActiveWorkspace
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    editorScope?: EditorScope
  }
}

const READS = new Set(['GET', 'HEAD'])

/**
 * Route middleware naming the scope of a group of editing routes (after its
 * permission guard). Backstage works in the request's workspace: a
 * non-member is refused (403), and so is a write by a member whose role
 * only lets them see the workspace's content.
 */
export function editsAs(kind: EditorScope['kind']) {
  return async (ctx: HttpContext, next: NextFn) => {
    const workspace = kind === 'backstage' ? await activeWorkspaceOf(ctx) : OWN_SPACE
    if (!workspace.canManage && !READS.has(ctx.request.method())) throw forbidden('Your role in this workspace does not allow that.')
    ctx.editorScope = { kind, userId: ctx.auth.user!.id as number, workspace }
    return next()
  }
}

export function scopeOf(ctx: HttpContext): EditorScope {
  if (!ctx.editorScope) throw new Error(`${ctx.route?.pattern} is an editing route without editsAs()`)
  return ctx.editorScope
}

const POLICIES = { artist: canManageArtist, album: canManageAlbum, track: canManageTrack }

/**
 * Whether the scope may manage the row: the admin area everything, backstage
 * what the ownership policy grants. The policy reads outside any
 * transaction, so callers ask before opening theirs (SQLite has one
 * connection: a read beside an open transaction would wait for it).
 */
export async function manages(scope: EditorScope, type: keyof typeof POLICIES, id: number) {
  return scope.kind === 'admin' || POLICIES[type]({ id: scope.userId }, id)
}

const TABLES = { artist: 'artists', album: 'albums', track: 'tracks' }

/** 404 when the row does not exist, 403 when backstage does not manage it: before any write's transaction. */
export async function assertEditable(scope: EditorScope, type: keyof typeof POLICIES, id: number) {
  if (!(await db.from(TABLES[type]).where('id', id).select('id').first())) throw notFound()
  if (!(await manages(scope, type, id))) throw forbidden()
}

import { rawRows } from './raw_rows.js'
import type { Viewer } from './viewer.js'

export interface ViewerFlags {
  liked?: boolean
  reposted?: boolean
  followed?: boolean
}

type Flag = keyof ViewerFlags

/**
 * What the signed-in viewer did with one item (liked, reposted, followed), in
 * one query. Guests get no flags at all.
 */
export async function viewerFlags(viewer: Viewer, type: string, id: number, flags: Flag[]): Promise<ViewerFlags> {
  if (viewer.userId === null || !flags.length) return {}
  const sources: Record<Flag, string> = {
    liked: `SELECT 'liked' AS flag FROM likes WHERE user_id = ? AND likeable_type = ? AND likeable_id = ?`,
    reposted: `SELECT 'reposted' AS flag FROM reposts WHERE user_id = ? AND repostable_type = ? AND repostable_id = ?`,
    followed: `SELECT 'followed' AS flag FROM follows WHERE follower_id = ? AND followable_type = ? AND followable_id = ?`,
  }
  const sql = flags.map((flag) => sources[flag]).join(' UNION ALL ')
  const rows = await rawRows<{ flag: Flag }>(sql, flags.flatMap(() => [viewer.userId, type, id]))
  const found = new Set(rows.map((row) => row.flag))
  return Object.fromEntries(flags.map((flag) => [flag, found.has(flag)]))
}

import { routeNotFound } from '@web/kernel/route_loader.js'

/**
 * What an admin catalogue screen shows for the path below it (spec section
 * 2: tracks, albums, artists, each with new and {id}/edit): the list, a new
 * row's editor or an existing row's. Anything else is the not-found page.
 */
export function catalogueRoute(rest: string): { view: 'list' } | { view: 'editor'; id: number | null } {
  if (rest === '') return { view: 'list' }
  if (rest === 'new') return { view: 'editor', id: null }
  const edit = /^([1-9]\d{0,9})\/edit$/.exec(rest)
  if (!edit) throw routeNotFound()
  return { view: 'editor', id: Number(edit[1]) }
}

import { matchRoutes } from 'react-router'

/**
 * Parts of the site whose screens arrive with modules: the admin area (web
 * parts' adminScreens) and an artist's backstage. Until a module registers a
 * page there, a link into one would end on the not-found page (or on a
 * channel page of that name, which the catch-all channel routes would try),
 * so links into an area count only once a registered route answers them.
 * A module makes its links appear by registering its screens; nothing here
 * names a module.
 */
const SCREEN_AREAS = ['/admin', '/backstage']

const inArea = (path: string, area: string) => path === area || path.startsWith(`${area}/`)

/** Whether a link target has a screen to show, given the paths of the registered routes. */
export function screenPresence(routePaths: string[]): (target: string) => boolean {
  const areaRoutes = routePaths
    .filter((path) => SCREEN_AREAS.some((area) => inArea(path, area)))
    .map((path) => ({ path }))
  return (target) => {
    const pathname = target.split(/[?#]/, 1)[0]
    if (!SCREEN_AREAS.some((area) => inArea(pathname, area))) return true
    return Boolean(matchRoutes(areaRoutes, pathname)?.length)
  }
}

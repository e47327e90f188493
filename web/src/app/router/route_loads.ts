import type { Location } from 'react-router'
import { guardOutcome } from '../../auth/guard.js'
import type { RouteServices } from '../../kernel/route_loader.js'
import { resolve } from '../../services/container.js'
import { BOOTSTRAP } from '../../services/tokens.js'
import { routeMatcher, type AppRoute, type RouteMatch } from './app_routes.js'

/**
 * Runs the loaders of the page each navigation lands on: the web part's
 * loader at once, the page module's own loader as soon as the module is
 * there (at once when it already is). Loaders only start requests; a loader
 * that throws (a malformed URL) leaves its error for that navigation's page
 * to show.
 */
export class RouteLoads {
  readonly #errors = new Map<string, unknown>()
  readonly #notFound = new Set<string>()
  readonly #match: (location: Pick<Location, 'pathname'>) => RouteMatch | undefined

  constructor(
    readonly routes: AppRoute[],
    private readonly services: RouteServices,
    private readonly origin: string
  ) {
    this.#match = routeMatcher(routes)
  }

  /** Starts the loaders for `location`; the promise settles when their requests have. */
  start(location: Pick<Location, 'pathname' | 'search' | 'key'>): Promise<unknown> {
    const match = this.#match(location)
    if (!match || this.isNotFound(location) || !this.#allowed(match)) return Promise.resolve()
    const run = (loader: AppRoute['loader']) => {
      try {
        return loader?.({
          params: match.params,
          url: new URL(location.pathname + location.search, this.origin),
          services: this.services,
        })
      } catch (error) {
        this.#errors.set(location.key, error)
      }
    }
    const fromRoute = run(match.route.loader)
    const loaded = match.route.loadedModule()
    const fromModule = loaded
      ? run(loaded.loader)
      : match.route.module().then((module) => run(module.loader))
    return Promise.all([fromRoute, fromModule])
  }

  /**
   * Whether the visitor may see the page: one its guard turns away (a guest
   * on /library) is never drawn, so its loaders would only fail (401).
   */
  #allowed({ route: { requirements } }: RouteMatch) {
    if (!requirements.auth && !requirements.permissions?.length) return true
    const viewer = resolve(this.services.container, BOOTSTRAP).getSnapshot()
    return guardOutcome(viewer, requirements) === 'allow'
  }

  /** What a loader threw for this navigation, if anything. */
  errorFor(location: Pick<Location, 'key'>): unknown {
    return this.#errors.get(location.key)
  }

  /**
   * The server found nothing at this location (it answered 404): the
   * not-found page shows in the page's place, and its loaders never run.
   */
  markNotFound(location: Pick<Location, 'key'>) {
    this.#notFound.add(location.key)
  }

  isNotFound(location: Pick<Location, 'key'>): boolean {
    return this.#notFound.has(location.key)
  }

  /** The page a location shows (see routeMatcher). */
  match(location: Pick<Location, 'pathname'>): RouteMatch | undefined {
    return this.#match(location)
  }
}

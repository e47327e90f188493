// tsyringe checks for the Reflect metadata API as it loads: it must be defined first.
import './reflect_metadata.js'
import {
  container as rootContainer,
  instanceCachingFactory,
  type DependencyContainer,
} from 'tsyringe'
import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'
import { ApiClient } from './api_client.js'
import { BootstrapStore } from './bootstrap_store.js'
import type { Clock } from './clock.js'
import type { Cookies } from './cookies.js'
import { LazyErrorReporter } from './lazy_error_reporter.js'
import { WEB_ERROR_REPORT_PATH } from '../../../core/kernel/shared/web_error_report.js'
import { ToastQueue } from './toast_queue.js'
import {
  API_CLIENT,
  BOOTSTRAP,
  CLOCK,
  COOKIES,
  ERROR_REPORTER,
  FETCH,
  TOAST_QUEUE,
  type Token,
} from './tokens.js'

export interface Platform {
  fetch: typeof fetch
  cookies: Cookies
  clock: Clock
  bootstrap: BootstrapData
}

/** The app's container: the root one, holding the browser's platform and the services built on it. */
export function createAppContainer(platform: Platform) {
  return registerServices(rootContainer, platform)
}

/** Typed resolve: the token carries the service type. */
export function resolve<T>(container: DependencyContainer, token: Token<T>): T {
  return container.resolve<T>(token)
}

/**
 * Registers the client services on a container. Services are plain classes
 * built by factories from other tokens (no decorators, no reflection), one
 * instance per container; tests pass a child container and fake platform.
 */
export function registerServices(container: DependencyContainer, platform: Platform) {
  container.register(FETCH, { useValue: platform.fetch })
  container.register(COOKIES, { useValue: platform.cookies })
  container.register(CLOCK, { useValue: platform.clock })
  container.register(BOOTSTRAP, { useValue: new BootstrapStore(platform.bootstrap) })
  container.register(API_CLIENT, {
    useFactory: instanceCachingFactory(
      (c) =>
        new ApiClient({
          fetch: resolve(c, FETCH),
          readCookie: (name) => resolve(c, COOKIES).get(name),
          clock: resolve(c, CLOCK),
        })
    ),
  })
  container.register(TOAST_QUEUE, {
    useFactory: instanceCachingFactory((c) => new ToastQueue(resolve(c, CLOCK))),
  })
  container.register(ERROR_REPORTER, {
    useFactory: instanceCachingFactory(
      (c) =>
        new LazyErrorReporter({
          send: (report) => resolve(c, API_CLIENT).post(WEB_ERROR_REPORT_PATH, report),
          random: () => Math.random(),
          pagePath: () => globalThis.location?.pathname ?? '/',
        })
    ),
  })
  return container
}

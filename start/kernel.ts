/*
 * HTTP kernel: the error handler and the middleware stacks.
 */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import env from '#start/env'

server.errorHandler(() => import('#core/kernel/http/exception_handler'))

/** Runs on every request, matched route or not. */
server.use([
  () => import('#core/kernel/http/request_log_middleware'),
  () => import('#core/kernel/http/method_override_middleware'),
  () => import('#core/kernel/http/public_storage_cache_middleware'),
  // Only `npm run dev` serves the web app through Vite; elsewhere the middleware would just pass every request on.
  ...(env.get('VITE_DEV') ? [() => import('#core/kernel/shell/vite_dev_middleware')] : []),
])

/** Runs on every request with a matched route. */
router.use([
  () => import('#core/kernel/shell/page_turns_middleware'),
  // Drops the read caches a write request changed, on every node (core/kernel/cache/read_cache.ts).
  () => import('#core/kernel/cache/drop_reads_middleware'),
  () => import('#core/kernel/http/body_parser_middleware'),
  () => import('#core/kernel/http/session_middleware'),
  () => import('#core/kernel/http/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

/** Route guards are plain functions in core/kernel/http/guards.ts (importable from manifests). */
export const middleware = router.named({})

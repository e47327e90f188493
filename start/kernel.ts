/*
 * HTTP kernel: the error handler and the middleware stacks.
 */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#core/kernel/http/exception_handler'))

/** Runs on every request, matched route or not. */
server.use([
  () => import('#core/kernel/http/request_log_middleware'),
  () => import('#core/kernel/http/method_override_middleware'),
  () => import('#core/kernel/shell/vite_dev_middleware'),
])

/** Runs on every request with a matched route. */
router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('#core/kernel/http/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

/** Route guards are plain functions in core/kernel/http/guards.ts (importable from manifests). */
export const middleware = router.named({})

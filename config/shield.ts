import { defineConfig } from '@adonisjs/shield'
import { hasBearerToken } from '#core/accounts/server/auth/bearer'

/**
 * CSRF protection follows spec section 7: the XSRF-TOKEN cookie is readable by
 * the web app, which echoes it in the X-XSRF-TOKEN header on state changes.
 * API-token calls (`Authorization: Bearer`) are exempt: a browser cannot add
 * that header to a cross-site request, and such calls never authenticate
 * through the session cookie (TrackedSessionGuard).
 */
const shieldConfig = defineConfig({
  csp: { enabled: false, directives: {}, reportOnly: false },
  csrf: {
    enabled: true,
    exceptRoutes: ({ request }) => hasBearerToken(request),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'SAMEORIGIN' },
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig

import { defineConfig } from '@adonisjs/shield'

/**
 * CSRF protection follows spec section 7: the XSRF-TOKEN cookie is readable by
 * the web app, which echoes it in the X-XSRF-TOKEN header on state changes.
 */
const shieldConfig = defineConfig({
  csp: { enabled: false, directives: {}, reportOnly: false },
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'SAMEORIGIN' },
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig

import env from '#start/env'
import { defineConfig } from '@adonisjs/shield'
import { hasBearerToken } from '#core/accounts/server/auth/bearer'

/** Where files live when they are in S3-compatible buckets (config/drive.ts): covers and audio load from there. */
const storageOrigins = [env.get('S3_PUBLIC_URL'), env.get('S3_ENDPOINT')].filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin)

/**
 * CSRF protection follows spec section 7: the XSRF-TOKEN cookie is readable by
 * the web app, which echoes it in the X-XSRF-TOKEN header on state changes.
 * API-token calls (`Authorization: Bearer`) are exempt: a browser cannot add
 * that header to a cross-site request, and such calls never authenticate
 * through the session cookie (TrackedSessionGuard).
 *
 * The Content-Security-Policy lets scripts come from this site only, inline
 * ones only with the request's nonce (the shell's bootstrap and head scripts,
 * core/kernel/http/csp_nonce.ts), so an injected script does not run. What
 * the app loads from elsewhere is listed: reCAPTCHA (fonts are self-hosted),
 * images and audio from https (storage buckets, CDNs, pictures linked in
 * custom pages), https frames in custom pages. Style attributes stay allowed:
 * the page drawn on the server carries React's inline styles. Frames of this
 * site are allowed to this site only (the appearance editor); embed pages
 * change that (shield_middleware.ts). `npm run dev` goes without: Vite's
 * hot reload injects inline scripts of its own.
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: !env.get('VITE_DEV'),
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      fontSrc: [`'self'`, 'data:'],
      imgSrc: [`'self'`, 'data:', 'blob:', 'https:', ...storageOrigins],
      mediaSrc: [`'self'`, 'blob:', 'https:', ...storageOrigins],
      connectSrc: [`'self'`, 'https:', ...storageOrigins],
      frameSrc: [`'self'`, 'https:'],
      workerSrc: [`'self'`, 'blob:'],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
      frameAncestors: [`'self'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    // Gateways' webhooks are signed by the gateway (checked on the raw body by their controller), never sent by a browser.
    // An email's one-click unsubscribe (RFC 8058) comes from a mail app, proven by its signed token.
    exceptRoutes: ({ request }) =>
      hasBearerToken(request) || request.url().startsWith('/api/v1/billing/webhooks/') || request.url().startsWith('/api/v1/notifications/unsubscribe/'),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'SAMEORIGIN' },
  // Sent by shield_middleware.ts over https only (strictTransportSecurity below).
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig

/**
 * HSTS, 180 days, for requests that came over https (directly or through a
 * trusted proxy's X-Forwarded-Proto). Over plain http the header means
 * nothing, and a site served on http (a LAN box, localhost) must not tell
 * browsers to insist on https.
 */
export const strictTransportSecurity = 'max-age=15552000'

/** Other sites learn only our origin from links followed out of Cadenza, never a page's path (private playlist names, searches). */
export const referrerPolicy = 'strict-origin-when-cross-origin'

import type { IncomingMessage, ServerResponse } from 'node:http'
import env from '#start/env'
import { defineConfig } from '@adonisjs/core/http'
import { serializeJson } from '#core/kernel/http/json_serializer'

/** Absolute URL of the site, used for canonical and OpenGraph URLs and in emails. */
export const appUrl = env.get('APP_URL') ?? `http://localhost:${env.get('PORT', 3333)}`

/**
 * The error payload carries a stack trace only when debugging is on
 * (APP_DEBUG; on by default outside production). Read per call so an
 * operator's change applies without a restart of the handler module.
 */
export function appDebug() {
  const raw = process.env.APP_DEBUG
  return raw === undefined ? env.get('NODE_ENV') !== 'production' : ['true', '1'].includes(raw)
}

/**
 * Whose X-Forwarded-For gives the client's address (rate limits, sessions,
 * the human check all key on it). By default only a proxy on this machine
 * (nginx in front); behind a load balancer elsewhere, name its addresses,
 * or every visitor shares the balancer's address and its limits.
 */
function trustedProxies(): string | boolean {
  const value = env.get('TRUST_PROXY')?.trim()
  if (!value) return 'loopback'
  return value === 'false' ? false : value
}

export const http = defineConfig({
  generateRequestId: true,
  trustProxy: trustedProxies(),
  // PUT/PATCH/DELETE may arrive as POST with `_method` (spec section 7); the
  // X-HTTP-Method-Override header is folded into `_method` by a middleware.
  allowMethodSpoofing: true,
  useAsyncLocalStorage: true,
  serializeJSON: serializeJson,
  // A URL that does not decode (`/track/%ff`) is refused before routing: with the spec's error shape, like every other 4xx.
  onBadUrl(_request: IncomingMessage, response: ServerResponse) {
    response.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify({ message: 'Bad request.' }))
  },
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: appUrl.startsWith('https://'),
    sameSite: 'lax',
  },
})

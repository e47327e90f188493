import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'
import { PAYPAL_API_URL, PAYPAL_CLIENT_ID, PAYPAL_ENABLE, PAYPAL_SANDBOX, PAYPAL_SECRET, PAYPAL_WEBHOOK_ID } from '../../settings.js'

const LIVE_API = 'https://api-m.paypal.com'
const SANDBOX_API = 'https://api-m.sandbox.paypal.com'
const TIMEOUT_MS = 20_000

/** PayPal is off, or its app credentials are not saved. */
export class PayPalNotConfigured extends Error {
  constructor() {
    super('PayPal is not set up: add its client ID and secret in Settings > Subscriptions.')
  }
}

/** PayPal refused a call: its status, its error name (RESOURCE_NOT_FOUND...) and what it said. */
export class PayPalError extends Error {
  constructor(
    public status: number,
    public errorName: string,
    message: string
  ) {
    super(message)
  }
}

interface Credentials {
  apiUrl: string
  clientId: string
  secret: string
  webhookId: string | null
  sandbox: boolean
}

/** The saved app's credentials, PayPal enabled or not (see paypalKeysSaved). */
async function credentials(): Promise<Credentials | null> {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  const clientId = settings.get<string | null>(PAYPAL_CLIENT_ID, null)
  const secret = settings.get<string | null>(PAYPAL_SECRET, null)
  if (!clientId || !secret) return null
  const sandbox = Boolean(settings.get(PAYPAL_SANDBOX, false))
  const apiUrl = settings.get<string | null>(PAYPAL_API_URL, null) ?? (sandbox ? SANDBOX_API : LIVE_API)
  return { apiUrl: apiUrl.replace(/\/$/, ''), clientId, secret, webhookId: settings.get<string | null>(PAYPAL_WEBHOOK_ID, null), sandbox }
}

/**
 * PayPal is offered: enabled in Settings > Subscriptions and its app saved.
 * Only then does checkout offer it and do plans get kept in step on it.
 */
export async function paypalConfigured() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return Boolean(settings.get(PAYPAL_ENABLE, false)) && (await credentials()) !== null
}

/**
 * The app's credentials are saved, enabled or not: switching PayPal off
 * stops new subscriptions only. The ones people hold there stay theirs to
 * see, cancel and renew, their webhooks are still taken, and they are still
 * reconciled, ended at their period end, and cancelled with a deleted account.
 */
export async function paypalKeysSaved() {
  return (await credentials()) !== null
}

/** What PayPal answers on failure: REST errors have name/message/details, OAuth ones error/error_description. */
function refusal(status: number, body: any) {
  const detail = Array.isArray(body?.details) && body.details[0] ? `: ${body.details[0].issue}${body.details[0].description ? ` (${body.details[0].description})` : ''}` : ''
  const name = body?.name ?? body?.error ?? 'UNKNOWN_ERROR'
  return new PayPalError(status, name, `${body?.message ?? body?.error_description ?? `PayPal answered ${status}`}${detail}`)
}

let token: { key: string; value: string; expiresAt: number } | null = null

/** An OAuth access token for the saved app (client credentials), reused until a minute before it expires. */
async function accessToken(creds: Credentials) {
  const key = `${creds.apiUrl}|${creds.clientId}|${creds.secret}`
  if (token?.key === key && token.expiresAt > Date.now()) return token.value
  const response = await fetch(`${creds.apiUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'authorization': `Basic ${Buffer.from(`${creds.clientId}:${creds.secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded', 'accept': 'application/json' },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body: any = await response.json().catch(() => null)
  if (!response.ok) throw refusal(response.status, body)
  token = { key, value: body.access_token, expiresAt: Date.now() + (Number(body.expires_in) - 60) * 1000 }
  return token.value
}

/**
 * PayPal's REST API (v1 catalogs, billing plans and subscriptions,
 * notifications) for the app saved in Settings > Subscriptions. Plain
 * `fetch`: the official server SDK does not cover subscriptions.
 */
export class PayPalApi {
  constructor(private creds: Credentials) {}

  get sandbox() {
    return this.creds.sandbox
  }

  get webhookId() {
    return this.creds.webhookId
  }

  /** Sends a call; `body` is JSON, or a string sent as it is (bytes that must not be re-encoded). */
  async call<T = any>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.creds.apiUrl}${path}`, {
      method,
      headers: {
        'authorization': `Bearer ${await accessToken(this.creds)}`,
        'content-type': 'application/json',
        'accept': 'application/json',
        // Asks for the created object back rather than links only.
        'prefer': 'return=representation',
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await response.text()
    const parsed = text ? JSON.parse(text) : null
    if (!response.ok) throw refusal(response.status, parsed)
    return parsed as T
  }
}

/** The API of the saved app, enabled or not (paypalKeysSaved says why): callers offering PayPal anew check paypalConfigured first. */
export async function paypalApi() {
  const creds = await credentials()
  if (!creds) throw new PayPalNotConfigured()
  return new PayPalApi(creds)
}

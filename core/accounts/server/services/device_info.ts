import type { HttpRequest } from '@adonisjs/core/http'
import { UAParser } from 'ua-parser-js'

export interface DeviceInfo {
  ipAddress: string | null
  userAgent: string | null
  deviceType: 'mobile' | 'tablet' | 'other'
  platform: string | null
  browser: string | null
  city: string | null
  country: string | null
}

/** Cloudflare's placeholders for "unknown" and "Tor" are not countries. */
const NOT_A_COUNTRY = new Set(['XX', 'T1'])

/**
 * What the sessions list shows about a browser: device type, platform and
 * browser from the user agent, and the city and country a CDN in front of the
 * site reports (Cloudflare's CF-IPCountry / CF-IPCity), else unknown.
 */
export function deviceInfoOf(request: HttpRequest): DeviceInfo {
  const userAgent = request.header('user-agent')?.slice(0, 500) || null
  const parsed = UAParser(userAgent ?? '')
  const type = parsed.device.type
  const country = request.header('cf-ipcountry')?.trim().toUpperCase() || null
  return {
    ipAddress: request.ip() || null,
    userAgent,
    deviceType: type === 'mobile' || type === 'tablet' ? type : 'other',
    platform: parsed.os.name?.slice(0, 50) ?? null,
    browser: parsed.browser.name?.slice(0, 50) ?? null,
    city: request.header('cf-ipcity')?.trim().slice(0, 100) || null,
    country: country && !NOT_A_COUNTRY.has(country) ? country.slice(0, 8) : null,
  }
}

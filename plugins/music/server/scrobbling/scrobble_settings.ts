import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'

export const LASTFM_API_KEY = 'scrobbling.lastfm_api_key'
export const LASTFM_API_SECRET = 'scrobbling.lastfm_api_secret'
/** Where the calls go: the services themselves unless set (tests point them at their local stand-ins). */
export const LISTENBRAINZ_API_URL = 'scrobbling.listenbrainz_api_url'
export const LASTFM_API_URL = 'scrobbling.lastfm_api_url'
export const LASTFM_AUTH_URL = 'scrobbling.lastfm_auth_url'

async function siteSettings() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return settings
}

export async function scrobbleEndpoints() {
  const settings = await siteSettings()
  return {
    listenbrainz: settings.get<string | null>(LISTENBRAINZ_API_URL, null) || 'https://api.listenbrainz.org',
    lastfmApi: settings.get<string | null>(LASTFM_API_URL, null) || 'https://ws.audioscrobbler.com/2.0/',
    lastfmAuth: settings.get<string | null>(LASTFM_AUTH_URL, null) || 'https://www.last.fm/api/auth/',
  }
}

/** The API account the admin registered at last.fm/api; null until both are saved. */
export async function lastFmKeys() {
  const settings = await siteSettings()
  const key = settings.get<string | null>(LASTFM_API_KEY, null)
  const secret = settings.get<string | null>(LASTFM_API_SECRET, null)
  return key && secret ? { key, secret } : null
}

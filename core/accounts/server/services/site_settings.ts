import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'

/** The settings store, re-read when its copy is stale (an admin may have changed a setting). */
export async function freshSettings() {
  const settings = await app.container.make(SettingsStore)
  await settings.refresh()
  return settings
}

/** Shown in emails and their subjects. */
export function siteName(settings: SettingsStore) {
  return settings.get<string>('branding.site_name', 'Cadenza') || 'Cadenza'
}

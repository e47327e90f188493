import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'

/** Saves site settings as an admin would; returns a function restoring the previous values. */
export async function saveSettings(values: Record<string, unknown>) {
  const store = await app.container.make(SettingsStore)
  await store.refresh(true)
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, store.get(key, null)]))
  await store.save(values)
  return () => store.save(previous)
}

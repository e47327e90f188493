import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { dropReads } from '#core/kernel/cache/read_cache'
import { SettingsStore } from '#core/settings/server/settings_store'

const KEPT_SETTINGS = [
  'branding.site_name',
  'branding.splash_video_desktop_link',
  'menus',
  'custom_code.css',
  'custom_code.html',
  'themes.default_mode',
  'appearance.version',
]

/** Snapshots the themes table and the settings appearance tests write; the returned function puts them back. */
export async function keepAppearance() {
  const themes = await db.from('themes').orderBy('id')
  const settings = await db.from('settings').whereIn('name', KEPT_SETTINGS)
  return async () => {
    await db.from('themes').delete()
    await db.table('themes').multiInsert(themes)
    await db.from('settings').whereIn('name', KEPT_SETTINGS).delete()
    if (settings.length) await db.table('settings').multiInsert(settings)
    await (await app.container.make(SettingsStore)).refresh(true)
    await dropReads()
  }
}

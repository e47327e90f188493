import app from '@adonisjs/core/services/app'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { SettingsStore } from '#core/settings/server/settings_store'
import type { AdContent, AdsScreenData } from '../shared/ad_types.js'

export const ADS_DISABLED = 'ads.disable'

const EMPTY: AdContent = { enabled: false, image: null, description: null, url: null }

/** A slot's stored setting as content; a value of an older shape (HTML, or no `enabled`) reads as off. */
export function contentOf(value: unknown): AdContent {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY
  const stored = value as Partial<AdContent>
  const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null)
  return { enabled: stored.enabled === true, image: text(stored.image), description: text(stored.description), url: text(stored.url) }
}

/**
 * The ad slots every enabled module declares (manifest `adSlots`) with what
 * the admin put in each, read from the settings store afresh.
 */
export async function adSlots() {
  const [registry, settings] = await Promise.all([app.container.make(ModuleRegistry), app.container.make(SettingsStore)])
  await settings.refresh(true)
  return {
    settings,
    declared: registry.adSlots().map((slot) => ({ ...slot, name: slot.key.slice('ads.'.length) })),
  }
}

/** What the ads screen shows. */
export async function adsScreenData(): Promise<AdsScreenData> {
  const { settings, declared } = await adSlots()
  return {
    disabled: settings.get<boolean>(ADS_DISABLED, false) === true,
    slots: declared.map((slot) => ({ name: slot.name, label: slot.label, size_hint: slot.sizeHint, ...contentOf(settings.get(slot.key)) })),
  }
}

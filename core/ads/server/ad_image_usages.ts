import type { FileUsageSource } from '#core/kernel/contract'
import { adSlots, contentOf } from './ad_slots.js'

/** Ads' part of "where is this file used": the ad slot whose setting holds the image's URL. */
const adImageUsages: FileUsageSource = {
  async usagesOf(files) {
    const keyByUrl = new Map(files.map((file) => [file.url, file.key]))
    const { settings, declared } = await adSlots()
    return declared.flatMap((slot) => {
      const image = contentOf(settings.get(slot.key)).image
      const key = image ? keyByUrl.get(image) : undefined
      return key ? [{ key, type: 'ad', id: slot.name, label: `Ad: ${slot.label}`, url: '/admin/ads' }] : []
    })
  },
}

export default adImageUsages

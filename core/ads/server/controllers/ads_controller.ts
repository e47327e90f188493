import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import { recordAudit } from '#core/audit/server/record_audit'
import { ImageRejected } from '#core/accounts/server/services/public_images'
import { adImages } from '../ad_images.js'
import { ADS_DISABLED, adSlots, adsScreenData, contentOf } from '../ad_slots.js'
import { adsValidator } from '../validators/ads_validator.js'

/** The admin's ads screen (permission settings.update): the slots the modules declare, filled and switched on here. */
export default class AdsController {
  /** GET ads -> { disabled, slots } */
  async index() {
    return adsScreenData()
  }

  /** PUT ads { disabled, slots: { [name]: { enabled, description, url } } } -> as GET; 422 naming an unknown slot. Audited. */
  async update({ request }: HttpContext) {
    const input = await request.validateUsing(adsValidator)
    const { settings, declared } = await adSlots()
    const keys = new Map(declared.map((slot) => [slot.name, slot.key]))
    const unknown = Object.keys(input.slots).filter((name) => !keys.has(name))
    if (unknown.length) {
      throw new errors.E_VALIDATION_ERROR(unknown.map((name) => ({ field: `slots.${name}`, message: `There is no ad slot named ${name}`, rule: 'known' })))
    }

    const values: Record<string, unknown> = { [ADS_DISABLED]: input.disabled }
    for (const [name, slot] of Object.entries(input.slots)) {
      const key = keys.get(name)!
      // The image stays as uploaded: it is only ever set by the upload below.
      values[key] = { ...contentOf(settings.get(key)), enabled: slot.enabled, description: slot.description || null, url: slot.url || null }
    }
    await this.#save(settings, values, 'ads.updated')
    return adsScreenData()
  }

  /** POST ads/:name/image (multipart `file`) -> as GET, the slot showing the stored image; 422 for a file that is not a fitting image. */
  async storeImage(ctx: HttpContext) {
    const { key, settings } = await this.#slot(ctx)
    const adminId = ctx.auth.getUserOrFail().id
    let image: string
    try {
      image = await adImages.storeUpload(adminId, ctx.request.is(['multipart/form-data']) ? ctx.request.file('file') : null)
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error
      return ctx.response.unprocessableEntity({ message: error.message, errors: { file: [error.message] } })
    }
    const previous = contentOf(settings.get(key))
    await this.#save(settings, { [key]: { ...previous, image } }, 'ads.image_uploaded')
    // Only the uploader's own file is deleted (stored_images names the owner); another admin's stays listed in Files.
    await adImages.deleteStored(adminId, previous.image)
    return adsScreenData()
  }

  /** DELETE ads/:name/image -> as GET, the slot without its image. */
  async destroyImage(ctx: HttpContext) {
    const { key, settings } = await this.#slot(ctx)
    const previous = contentOf(settings.get(key))
    await this.#save(settings, { [key]: { ...previous, image: null } }, 'ads.image_removed')
    await adImages.deleteStored(ctx.auth.getUserOrFail().id, previous.image)
    return adsScreenData()
  }

  /** Stores the slots' settings and the audit entry of the change in one transaction. */
  async #save(settings: Awaited<ReturnType<typeof adSlots>>['settings'], values: Record<string, unknown>, action: string) {
    const before = Object.fromEntries(Object.keys(values).map((key) => [key, settings.get(key, null)]))
    await db.transaction(async (trx) => {
      await settings.save(values, trx)
      await recordAudit(trx, { action, subject: { type: 'ads', id: null }, before, after: values })
    })
  }

  /** The slot named in the address, or a 404. */
  async #slot({ params, response }: HttpContext) {
    const { settings, declared } = await adSlots()
    const slot = declared.find((candidate) => candidate.name === params.name)
    if (!slot) return response.abort({ message: 'There is no such ad slot.' }, 404)
    return { key: slot.key, settings }
  }
}

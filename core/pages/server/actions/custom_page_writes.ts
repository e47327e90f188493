import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { nothingToAudit, recordAudit } from '#core/audit/server/record_audit'
import CustomPage from '../models/custom_page.js'
import { sanitizePageHtml } from '../page_html.js'
import { serializeAdminCustomPage } from '../serializers/custom_page_serializer.js'
import { slugOf } from '../../shared/slug.js'
import type { CustomPageInput } from '../../shared/custom_page_types.js'
import { isUniqueViolation } from '#core/kernel/database/database_conflicts'

const SLUG_TAKEN = 'The slug has already been taken.'
const AUDIT_SUBJECT = 'custom_page'

const slugTaken = () => new vineErrors.E_VALIDATION_ERROR([{ field: 'slug', message: SLUG_TAKEN, rule: 'unique' }])

/** A page's fields from the editor's input: the slug from the title when left empty, the body sanitized. */
function fieldsOf(input: CustomPageInput) {
  const slug = input.slug || slugOf(input.title)
  if (!slug) throw new vineErrors.E_VALIDATION_ERROR([{ field: 'slug', message: 'Enter a slug: the title has no letters or digits to make one.', rule: 'required' }])
  return {
    title: input.title,
    slug,
    body: sanitizePageHtml(input.body ?? ''),
    meta: { title: input.seo?.title || null, description: input.seo?.description || null },
    hideNav: input.hide_nav ?? false,
  }
}

/** Refuses a slug another page has (the unique index is the last word, for two saves at once). */
async function assertSlugFree(trx: TransactionClientContract, slug: string, exceptId?: number) {
  const query = CustomPage.query({ client: trx }).where('slug', slug)
  if (exceptId) query.whereNot('id', exceptId)
  if (await query.first()) throw slugTaken()
}

/** Two saves of one slug at once: the loser hits the unique index, and hears what the check would have said. */
async function savingSlug<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken()
    throw error
  }
}

/** A new page, written and audited in one transaction. */
export function createCustomPage(input: CustomPageInput, userId: number | null) {
  const fields = fieldsOf(input)
  return savingSlug(() =>
    db.transaction(async (trx) => {
      await assertSlugFree(trx, fields.slug)
      const page = await CustomPage.create({ ...fields, userId }, { client: trx })
      await recordAudit(trx, { action: 'custom_page.created', subject: { type: AUDIT_SUBJECT, id: page.id }, before: null, after: audited(page) })
      return page
    })
  )
}

/** Saves the editor's fields over a page, audited with the page before and after. */
export function updateCustomPage(page: CustomPage, input: CustomPageInput) {
  const fields = fieldsOf(input)
  return savingSlug(() =>
    db.transaction(async (trx) => {
      await assertSlugFree(trx, fields.slug, page.id)
      const before = audited(page)
      page.useTransaction(trx).merge(fields)
      await page.save()
      await recordAudit(trx, { action: 'custom_page.updated', subject: { type: AUDIT_SUBJECT, id: page.id }, before, after: audited(page) })
      return page
    })
  )
}

/** Deletes the selected pages in one transaction, each recorded as it was; ids that name no page are ignored. */
export async function deleteCustomPages(ids: number[]) {
  return db.transaction(async (trx) => {
    const pages = await CustomPage.query({ client: trx }).whereIn('id', ids)
    if (!pages.length) nothingToAudit()
    for (const page of pages) {
      const before = audited(page)
      await page.delete()
      await recordAudit(trx, { action: 'custom_page.deleted', subject: { type: AUDIT_SUBJECT, id: page.id }, before, after: null })
    }
    return pages.length
  })
}

/** What the audit log keeps of a page: what the editor shows (the id is the entry's subject). */
function audited(page: CustomPage) {
  const { title, slug, body, seo, hide_nav: hideNav } = serializeAdminCustomPage(page)
  return { title, slug, body, seo, hide_nav: hideNav }
}

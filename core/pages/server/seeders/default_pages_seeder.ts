import { readFile } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import type { ModuleSeeder } from '#core/kernel/contract'
import CustomPage from '../models/custom_page.js'

/** Pages every site needs; their bodies are the HTML files beside this seeder. */
const DEFAULT_PAGES = [
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    description: 'What personal information this service collects, how it is used and shared, and the choices and rights you have.',
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of service',
    description: 'The rules for using this service: your account, acceptable use, the content you upload, subscriptions and termination.',
  },
  {
    slug: 'about-us',
    title: 'About us',
    description: 'What this service is, what you can do here, and how to get in touch.',
  },
]

/**
 * Creates the default pages on a fresh install only. Checking for an empty
 * table (not for each slug) means a page an admin deleted stays deleted.
 */
const defaultPagesSeeder: ModuleSeeder = {
  async run() {
    await db.transaction(async (trx) => {
      const existing = await trx.from('custom_pages').count('* as total').first()
      if (Number(existing?.total ?? 0) > 0) return
      for (const page of DEFAULT_PAGES) {
        const body = await readFile(new URL(`./default_pages/${page.slug}.html`, import.meta.url), 'utf8')
        await CustomPage.create(
          { slug: page.slug, title: page.title, body, meta: { title: page.title, description: page.description }, hideNav: false, userId: null },
          { client: trx }
        )
      }
    })
  },
}

export default defaultPagesSeeder

import app from '@adonisjs/core/services/app'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import type { ModuleSeeder } from '#core/kernel/contract'
import { seedDemoCatalogue } from './demo_catalogue.js'

/**
 * Seeds the demo catalogue on the first `npm start`, so every page has
 * content and every track plays. Skipped when the catalogue already has an
 * artist (a later start, or an install with its own music), when
 * MUSIC_DEMO_CATALOGUE=false, and in the test environment (tests create the
 * rows they assert on; the demo has its own test that runs setup in a fresh
 * data folder).
 */
const demoCatalogueSeeder: ModuleSeeder = {
  async run(host) {
    if (app.inTest || env.get('MUSIC_DEMO_CATALOGUE') === false) return
    if (await db.from('artists').select('id').first()) return
    const started = Date.now()
    const counts = await seedDemoCatalogue()
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    host.logger.info(`demo catalogue seeded: ${counts.artists} artists, ${counts.albums} albums, ${counts.tracks} tracks, ${counts.playlists} playlists in ${seconds} s`)
  },
}

export default demoCatalogueSeeder

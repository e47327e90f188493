import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { generateCatalogue, planFor } from '#plugins/music/server/generator/catalogue_generator'
import { ProgressBar } from './_progress_bar.js'

/** `node ace music:generate --tracks 1000000`: a synthetic catalogue for benchmarks. */
export default class MusicGenerate extends BaseCommand {
  static commandName = 'music:generate'
  static description = 'Fill the database with a synthetic music catalogue (benchmarks); every count scales with --tracks'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Number of tracks (artists, albums, users, plays... scale with it)', default: 1_000_000 })
  declare tracks: number

  @flags.string({ description: 'Seed of the random generator (same seed, same catalogue)' })
  declare seed?: string

  @flags.boolean({ description: 'Allow running in production (it adds thousands of fake accounts)' })
  declare force?: boolean

  async run() {
    if (!Number.isInteger(this.tracks) || this.tracks < 100 || this.tracks > 50_000_000) {
      this.logger.error('--tracks must be a whole number between 100 and 50,000,000')
      this.exitCode = 1
      return
    }
    if (this.app.inProduction && !this.force) {
      this.logger.error('Refusing to add a synthetic catalogue in production without --force')
      this.exitCode = 1
      return
    }
    const plan = planFor(this.tracks)
    this.logger.info(
      `Generating ${plan.tracks} tracks, ${plan.albums} albums, ${plan.artists} artists, ${plan.users} users, ` +
        `${plan.plays} plays, ${plan.trackLikes + plan.albumLikes + plan.artistLikes} likes, ${plan.follows} follows, ${plan.playlists} playlists`
    )
    const started = Date.now()
    const progress = new ProgressBar(this, 'Generating')
    let phase = ''
    await generateCatalogue(plan, {
      seed: this.seed,
      onProgress: (done, total, current) => {
        if (current !== phase && current.startsWith('rebuilding')) {
          progress.finish()
          this.logger.info(current)
        } else if (!current.startsWith('rebuilding')) {
          progress.update(done, total, current)
        }
        phase = current
      },
    })
    this.logger.success(`Catalogue generated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}

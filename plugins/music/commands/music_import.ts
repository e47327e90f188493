import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { dropReads } from '#core/kernel/cache/read_cache'
import { MusicImporter } from '#plugins/music/server/import/importer'
import { ProgressBar } from './_progress_bar.js'

/** `node ace music:import <folder>`: scans audio files into the catalogue. */
export default class MusicImport extends BaseCommand {
  static commandName = 'music:import'
  static description = 'Import a folder of audio files (MP3, FLAC, Ogg/Opus, M4A/AAC, WAV) into the music catalogue'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Folder to scan, recursively' })
  declare folder: string

  async run() {
    const folder = resolve(this.folder)
    if (!(await stat(folder).catch(() => null))?.isDirectory()) {
      this.logger.error(`Not a folder: ${folder}`)
      this.exitCode = 1
      return
    }
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    const bars = { hashing: new ProgressBar(this, 'Hashing'), importing: new ProgressBar(this, 'Importing') }
    const summary = await new MusicImporter().importFolder(folder, {
      onProgress: (phase, done, total) => {
        bars[phase].update(done, total)
        if (done === total) bars[phase].finish()
      },
    })
    // Running servers sharing Redis forget their pages of the catalogue now, others within config/cache.ts' ttl.
    await dropReads()

    const seconds = (performance.now() - started) / 1000
    const perMinute = Math.round((summary.total / Math.max(seconds, 0.001)) * 60)
    const cpu = process.cpuUsage(cpuBefore)
    const cpuSeconds = (cpu.user + cpu.system) / 1e6
    this.logger.info(`Scanned ${summary.total} audio file(s) in ${folder} in ${seconds.toFixed(1)} s (${perMinute} files/min, ${cpuSeconds.toFixed(1)} s of CPU)`)
    // Decoding follows in the queue's workers (`npm start`, or `node ace queue:work`).
    if (summary.imported + summary.updated) this.logger.info('Waveforms and loudness are being computed in the background by the queue workers')
    this.logger.success(`Imported: ${summary.imported}, updated: ${summary.updated}, skipped: ${summary.skipped.length}, failed: ${summary.failed.length}`)
    const table = this.ui.table().head(['File', 'Outcome', 'Reason'])
    for (const issue of summary.skipped) table.row([issue.file, 'skipped', issue.reason])
    for (const issue of summary.failed) table.row([issue.file, this.colors.red('failed'), issue.reason])
    if (summary.skipped.length || summary.failed.length) table.render()
  }
}

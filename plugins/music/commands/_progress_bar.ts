import type { BaseCommand } from '@adonisjs/core/ace'

/**
 * A one-line progress bar for long commands: redrawn in place on a terminal,
 * and logged once per 10 % through the command's logger otherwise (log files,
 * pipes, tests), so it never floods a log.
 */
export class ProgressBar {
  #started = Date.now()
  #lastDecile = -1
  #interactive: boolean

  constructor(
    private command: BaseCommand,
    private label: string
  ) {
    this.#interactive = !!process.stdout.isTTY && !command.app.inTest
  }

  update(done: number, total: number, detail = '') {
    const ratio = total > 0 ? Math.min(1, done / total) : 1
    const elapsed = ((Date.now() - this.#started) / 1000).toFixed(1)
    const text = `${this.label} ${Math.floor(ratio * 100)}% ${done}/${total} ${elapsed}s ${detail}`.trimEnd()
    if (this.#interactive) {
      const width = 28
      const filled = Math.round(ratio * width)
      process.stdout.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}\x1b[K`)
      return
    }
    const decile = Math.floor(ratio * 10)
    if (decile !== this.#lastDecile) {
      this.#lastDecile = decile
      this.command.logger.log(text)
    }
  }

  finish() {
    if (this.#interactive) process.stdout.write('\n')
  }
}

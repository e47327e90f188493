import type { WebErrorReport } from '../../../core/kernel/shared/web_error_report.js'
import { ERROR_REPORT_SAMPLE_RATE, isIgnoredError, toErrorReport } from './error_report_rules.js'

export interface ErrorReporterDeps {
  /** Sends a report to the server's error log; failures are swallowed. */
  send: (report: WebErrorReport) => Promise<unknown>
  /** A number in [0, 1): Math.random in the app. */
  random: () => number
  /** The current page's path (never its query string: it may carry tokens). */
  pagePath: () => string
}

/** Reports per page load at most: an error repeating in a loop is one problem, not a flood. */
const MAX_REPORTS_PER_PAGE = 5

/**
 * Sends the web app's unexpected errors to the error log (spec sections 7,
 * 8 and 9): ignored kinds are dropped, the rest sampled at 0.2, the same
 * message sent once, and at most a few per page load. The server limits
 * reports per address as well.
 */
export class ErrorReporter {
  #sent = new Set<string>()

  constructor(
    private deps: ErrorReporterDeps,
    private sampleRate = ERROR_REPORT_SAMPLE_RATE
  ) {}

  /** Returns whether the error was sent. */
  report(error: unknown): boolean {
    if (isIgnoredError(error) || this.#sent.size >= MAX_REPORTS_PER_PAGE) return false
    const report = toErrorReport(error, this.deps.pagePath())
    const key = `${report.exception}: ${report.message}`
    if (this.#sent.has(key) || this.deps.random() >= this.sampleRate) return false
    this.#sent.add(key)
    this.deps.send(report).catch(() => {})
    return true
  }
}

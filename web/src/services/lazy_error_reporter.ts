import type { ErrorReporter, ErrorReporterDeps } from './error_reporter.js'

/**
 * The app's error reporter as pages carry it: the ErrorReporter (its rules
 * and sampling) is fetched on the first error, so a page that never fails
 * never loads it and the first-load budget stays as it was.
 */
export class LazyErrorReporter {
  #reporter?: Promise<ErrorReporter>

  constructor(private deps: ErrorReporterDeps) {}

  report(error: unknown) {
    this.#reporter ??= import('./error_reporter.js').then(
      ({ ErrorReporter: Reporter }) => new Reporter(this.deps)
    )
    this.#reporter.then(
      (reporter) => reporter.report(error),
      // Offline, or a stale deploy: nothing can be sent now; try again on the next error.
      () => (this.#reporter = undefined)
    )
  }
}

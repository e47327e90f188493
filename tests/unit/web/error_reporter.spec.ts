import { test } from '@japa/runner'
import type { WebErrorReport } from '../../../core/kernel/shared/web_error_report.js'
import { WEB_ERROR_REPORT_LIMITS } from '../../../core/kernel/shared/web_error_report.js'
import { ApiError } from '../../../web/src/services/api_error.js'
import { ErrorReporter } from '../../../web/src/services/error_reporter.js'
import { isIgnoredError, toErrorReport } from '../../../web/src/services/error_report_rules.js'

function named(name: string, message: string, stack?: string) {
  const error = new Error(message)
  error.name = name
  if (stack !== undefined) error.stack = stack
  return error
}

/** A reporter whose random numbers come from a list, and that keeps what it sent. */
function makeReporter(randoms: number[] = []) {
  const sent: WebErrorReport[] = []
  const reporter = new ErrorReporter({
    send: async (report) => sent.push(report),
    random: () => randoms.shift() ?? 0,
    pagePath: () => '/album/3/artist/name',
  })
  return { reporter, sent }
}

test.group('Error reporting rules (spec section 8)', () => {
  test('failed dynamic imports, ResizeObserver loops and canceled shares are ignored', ({ assert }) => {
    for (const error of [
      new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/track-1a2b.js'),
      new TypeError('error loading dynamically imported module: https://x.test/assets/a.js'),
      new TypeError('Importing a module script failed.'),
      new Error('Unable to preload CSS for /assets/app.css'),
      'ResizeObserver loop completed with undelivered notifications.',
      new Error('ResizeObserver loop limit exceeded'),
      named('AbortError', 'Share canceled'),
      named('AbortError', 'Abort due to cancellation of share.'),
    ]) {
      assert.isTrue(isIgnoredError(error), String(error))
    }
  })

  test('errors thrown by browser extensions are ignored', ({ assert }) => {
    assert.isTrue(isIgnoredError(named('TypeError', 'x is undefined', 'TypeError: x is undefined\n    at chrome-extension://abcdef/content.js:1:20')))
    assert.isTrue(isIgnoredError(named('TypeError', 'x', 'e@moz-extension://1234/inject.js:2:3')))
    assert.isTrue(isIgnoredError(named('TypeError', 'x', 'e@webkit-masked-url://hidden/:1:1')))
    assert.isTrue(isIgnoredError('Script error.'))
  })

  test("failed API calls and pages that answered 404 are handled, not the app's bugs", ({ assert }) => {
    assert.isTrue(isIgnoredError(new ApiError(500, 'bad-response', null)))
    assert.isTrue(isIgnoredError(named('RouteStatusError', 'This page answered 404')))
  })

  test("the app's own errors are reported, an AbortError that is not a share included", ({ assert }) => {
    assert.isFalse(isIgnoredError(new TypeError("Cannot read properties of undefined (reading 'title')")))
    assert.isFalse(isIgnoredError(named('AbortError', 'The operation was aborted')))
    assert.isFalse(isIgnoredError(named('Error', 'boom', 'Error: boom\n    at https://x.test/assets/index.js:1:2')))
  })

  test('a report carries the name, message, stack and page, cut to what the server takes', ({ assert }) => {
    const error = named('RangeError', 'm'.repeat(5000), 's'.repeat(20_000))
    const report = toErrorReport(error, '/track/1/song')
    assert.equal(report.exception, 'RangeError')
    assert.lengthOf(report.message, WEB_ERROR_REPORT_LIMITS.message)
    assert.lengthOf(report.stack!, WEB_ERROR_REPORT_LIMITS.stack)
    assert.equal(report.url, '/track/1/song')
    assert.deepEqual(toErrorReport('plain text thrown', '/'), { exception: 'Error', message: 'plain text thrown', url: '/' })
    assert.equal(toErrorReport(new Error(''), '/').message, '(no message)')
  })
})

test.group('ErrorReporter', () => {
  test('sends one error in five: those whose draw is under the 0.2 sample rate', ({ assert }) => {
    const { reporter, sent } = makeReporter([0.19, 0.2, 0.5, 0.99, 0])
    const results = ['a', 'b', 'c', 'd', 'e'].map((message) => reporter.report(new Error(message)))
    assert.deepEqual(results, [true, false, false, false, true])
    assert.deepEqual(
      sent.map((report) => report.message),
      ['a', 'e']
    )
    assert.equal(sent[0].url, '/album/3/artist/name')
  })

  test('ignored errors are never sent, whatever the draw', ({ assert }) => {
    const { reporter, sent } = makeReporter()
    assert.isFalse(reporter.report(new Error('ResizeObserver loop limit exceeded')))
    assert.lengthOf(sent, 0)
  })

  test('the same error is sent once, and at most five per page load', ({ assert }) => {
    const { reporter, sent } = makeReporter()
    reporter.report(new Error('again'))
    reporter.report(new Error('again'))
    for (let index = 0; index < 10; index++) reporter.report(new Error(`error ${index}`))
    assert.deepEqual(
      sent.map((report) => report.message),
      ['again', 'error 0', 'error 1', 'error 2', 'error 3']
    )
  })

  test('a report the server refuses is dropped quietly', async ({ assert }) => {
    const reporter = new ErrorReporter({
      send: async () => {
        throw new ApiError(429, 'bad-request', { message: 'Too many error reports. Please try again later.' })
      },
      random: () => 0,
      pagePath: () => '/',
    })
    assert.isTrue(reporter.report(new Error('boom')))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
})

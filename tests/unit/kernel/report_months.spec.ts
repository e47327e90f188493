import { test } from '@japa/runner'
import { splitByMonths } from '#core/kernel/reports/daily_rollups'

/** Issue 16: a report's top lists read whole months from the monthly roll-up and the days around them from the daily one. */
test.group('Report ranges by month', () => {
  test('a year: the months it covers whole, and the days before and after them', ({ assert }) => {
    assert.deepEqual(splitByMonths({ start: '2025-11-28', end: '2026-11-27' }), {
      months: ['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01'],
      edges: [
        { start: '2025-11-28', end: '2025-11-30' },
        { start: '2026-11-01', end: '2026-11-27' },
      ],
    })
  })

  test('a range of whole months has no days around them; a range inside a month has no month', ({ assert }) => {
    assert.deepEqual(splitByMonths({ start: '2024-02-01', end: '2024-03-31' }), { months: ['2024-02-01', '2024-03-01'], edges: [] })
    assert.deepEqual(splitByMonths({ start: '2026-03-02', end: '2026-03-31' }), { months: [], edges: [{ start: '2026-03-02', end: '2026-03-31' }] })
    assert.deepEqual(splitByMonths({ start: '2026-01-15', end: '2026-02-10' }), {
      months: [],
      edges: [{ start: '2026-01-15', end: '2026-02-10' }],
    })
  })
})

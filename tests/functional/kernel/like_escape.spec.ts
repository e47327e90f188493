import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { escapeLike } from '#core/kernel/database/like'

/** Whether the database finds `needle`, escaped, inside `haystack` (`LIKE ? ESCAPE '!'`). */
async function contains(haystack: string, needle: string) {
  const row = await db.query().select(db.raw(`CASE WHEN ? LIKE ? ESCAPE '!' THEN 1 ELSE 0 END AS hit`, [haystack, `%${escapeLike(needle)}%`])).first()
  return Number(row.hit) === 1
}

/** core/kernel/database/like.ts: typed text in a LIKE pattern matches itself only, on SQLite and MariaDB alike. */
test.group('escapeLike', () => {
  test('escapes the wildcards and the escape character with !', ({ assert }) => {
    assert.equal(escapeLike('50%_off!'), '50!%!_off!!')
    assert.equal(escapeLike('plain \\ text'), 'plain \\ text')
  })

  test('the wildcards, ! and \\ match themselves only', async ({ assert }) => {
    const cases: Array<[string, string, boolean]> = [
      ['save 50% now', '50%', true],
      ['save 500 now', '50%', false],
      ['a_b', 'a_b', true],
      ['axb', 'a_b', false],
      ['wow!', 'wow!', true],
      ['wow', 'wow!', false],
      ['C:\\music', 'C:\\m', true],
      ['C:music', 'C:\\m', false],
      ["it's", "it's", true],
    ]
    for (const [haystack, needle, expected] of cases) assert.equal(await contains(haystack, needle), expected, `${needle} in ${haystack}`)
  })
})

import { test } from '@japa/runner'
import { writtenTable } from '#core/kernel/database/local_writes'

test.group('writtenTable: the one table a write statement changes', () => {
  test('knex and hand-written spellings of INSERT, REPLACE, UPDATE and DELETE', ({ assert }) => {
    assert.equal(writtenTable('insert into `plays` (`track_id`, `user_id`) values (?, ?)'), 'plays')
    assert.equal(writtenTable('INSERT OR IGNORE INTO rate_limits (bucket) VALUES (?)'), 'rate_limits')
    assert.equal(writtenTable('replace into "user_sessions" ("id") values (?)'), 'user_sessions')
    assert.equal(writtenTable('update `tracks` set `plays` = `plays` + 1 where `id` = ?'), 'tracks')
    assert.equal(writtenTable('UPDATE OR REPLACE Plays SET x = 1'), 'plays')
    assert.equal(writtenTable('  delete from [uncounted_plays] where id in (?)'), 'uncounted_plays')
    assert.equal(writtenTable('insert into uncounted_plays(track_id) values (?)'), 'uncounted_plays')
  })

  test('statements whose table is not certain count as unknown (null): every cache drops', ({ assert }) => {
    assert.isNull(writtenTable('WITH x AS (SELECT 1) INSERT INTO plays SELECT * FROM x'))
    assert.isNull(writtenTable('insert into "main"."plays" (id) values (1)'))
    assert.isNull(writtenTable('CREATE TABLE plays (id integer)'))
    assert.isNull(writtenTable('DROP TABLE plays'))
    assert.isNull(writtenTable('select * from plays'))
    assert.isNull(writtenTable('ALTER TABLE plays ADD COLUMN x'))
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { RememberedHydration } from '#core/kernel/database/remembered_hydration'

class Person extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column.dateTime()
  declare createdAt: DateTime
}

const row = (changes: Record<string, unknown> = {}) => ({ id: 7, name: 'Ada', created_at: '2026-11-25 10:30:00', note: 'extra', ...changes })

test.group('Remembered hydration: a row seen before becomes a model without consuming its columns again', () => {
  test('the same row gives equal, separate, persisted models', ({ assert }) => {
    const people = new RememberedHydration(Person)
    const first = people.hydrate(7, row())
    const second = people.hydrate(7, row())
    assert.notStrictEqual(second, first)
    for (const person of [first, second]) {
      assert.equal(person.name, 'Ada')
      assert.isTrue(person.createdAt.equals(DateTime.fromSQL('2026-11-25 10:30:00')))
      assert.equal(person.$extras.note, 'extra')
      assert.isTrue(person.$isPersisted)
      assert.isFalse(person.$isDirty)
    }
  })

  test('changing one model reaches neither the next one nor its own originals', ({ assert }) => {
    const people = new RememberedHydration(Person)
    people.hydrate(7, row())
    const changed = people.hydrate(7, row())
    changed.name = 'Grace'
    changed.$extras.note = 'changed'
    assert.deepEqual(changed.$dirty, { name: 'Grace' })
    const next = people.hydrate(7, row())
    assert.equal(next.name, 'Ada')
    assert.equal(next.$extras.note, 'extra')
    assert.isFalse(next.$isDirty)
  })

  test('a changed row, another key or a row with an object value is consumed again', ({ assert }) => {
    const people = new RememberedHydration(Person)
    people.hydrate(7, row())
    assert.equal(people.hydrate(7, row({ name: 'Grace' })).name, 'Grace')
    assert.isTrue(people.hydrate(7, row({ created_at: '2026-11-26 08:00:00' })).createdAt.equals(DateTime.fromSQL('2026-11-26 08:00:00')))
    assert.equal(people.hydrate(8, row({ id: 8, name: 'Linus' })).name, 'Linus')
    // MySQL hands dates over as Date objects: a new object on every read, never taken for the same row.
    const fromMysql = { id: 9, name: 'Barbara', created_at: new Date('2026-11-25T10:30:00Z') }
    people.hydrate(9, fromMysql)
    const again = people.hydrate(9, { ...fromMysql, created_at: new Date('2026-11-27T10:30:00Z') })
    assert.equal(again.createdAt.toUTC().toISODate(), '2026-11-27')
  })
})

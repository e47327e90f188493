import { test } from '@japa/runner'
import { NavigationGuard } from '../../../web/src/kernel/navigation_guard.js'
import { brokenRule } from '../../../core/kernel/shared/field_description.js'

/** Issue 16: the unsaved-changes guard's navigation state machine, without a DOM. */
test.group('Navigation guard', () => {
  test('a navigation runs at once without blockers, and waits for a blocker to let it', ({ assert }) => {
    const guard = new NavigationGuard()
    const went: string[] = []
    guard.attempt('/a', () => went.push('/a'))
    assert.deepEqual(went, ['/a'])

    let proceed: (() => void) | null = null
    let asked: string | null = null
    const unblock = guard.block((letGo, pathname) => {
      proceed = letGo
      asked = pathname
    })
    guard.attempt('/b', () => went.push('/b'))
    assert.deepEqual(went, ['/a'])
    assert.equal(asked, '/b')
    proceed!()
    assert.deepEqual(went, ['/a', '/b'])
    // The push it let through is followed, not asked about again.
    assert.isTrue(guard.follow('PUSH', '/b', 1, () => {}))

    unblock()
    guard.attempt('/c', () => went.push('/c'))
    assert.deepEqual(went, ['/a', '/b', '/c'])
  })

  test('a blocked back button is undone, asked about, and redone when let go', ({ assert }) => {
    const guard = new NavigationGuard()
    const moves: number[] = []
    let proceed: (() => void) | null = null
    guard.block((letGo) => (proceed = letGo))

    assert.isFalse(guard.follow('POP', '/before', -1, (delta) => moves.push(delta)))
    assert.deepEqual(moves, [1], 'the browser is sent forward again')
    assert.isFalse(guard.follow('POP', '/form', 1, (delta) => moves.push(delta)), 'the undo itself changes nothing')
    proceed!()
    assert.deepEqual(moves, [1, -1], 'leaving redoes the back')
    assert.isTrue(guard.follow('POP', '/before', -1, (delta) => moves.push(delta)))
  })
})

test.group('Field rules', () => {
  test('the first broken rule of a described field, as a message to translate', ({ assert }) => {
    const title = { type: 'string' as const, validation: { required: true, max: 5 } }
    assert.equal(brokenRule(title, '  ')?.message, 'This field is required.')
    assert.deepEqual(brokenRule(title, 'too long'), { message: 'Enter at most :max characters.', values: { max: '5' } })
    assert.isNull(brokenRule(title, 'fine'))
    const volume = { type: 'number' as const, validation: { min: 0, max: 11 } }
    assert.equal(brokenRule(volume, '12')?.message, 'Enter :max or less.')
    assert.equal(brokenRule(volume, 'loud')?.message, 'Enter a number.')
    assert.isNull(brokenRule(volume, ''))
    assert.equal(brokenRule({ type: 'string', validation: { pattern: '[a-z]+' } }, 'A1')?.message, 'This value is not in the expected format.')
  })
})

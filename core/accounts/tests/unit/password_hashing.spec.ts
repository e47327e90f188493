import { test } from '@japa/runner'
import { Scrypt } from '@adonisjs/core/hash/drivers/scrypt'
import { PASSWORD_SCRYPT } from '#config/hash'

/** Security bar: passwords are hashed with scrypt at a strong cost, and the hash says how. */
test.group('Password hashing', () => {
  test('production parameters meet OWASP floor for scrypt (N=2^14, r=8, p=5)', ({ assert }) => {
    assert.isAtLeast(PASSWORD_SCRYPT.cost, 2 ** 14)
    assert.isAtLeast(PASSWORD_SCRYPT.blockSize, 8)
    assert.isAtLeast(PASSWORD_SCRYPT.cost * PASSWORD_SCRYPT.parallelization, 5 * 2 ** 14)
  })

  test('a production hash records its parameters and verifies', async ({ assert }) => {
    const scrypt = new Scrypt(PASSWORD_SCRYPT)
    const hashed = await scrypt.make('correct horse battery staple')
    assert.match(hashed, /^\$scrypt\$n=16384,r=8,p=5\$/)
    assert.isTrue(await scrypt.verify(hashed, 'correct horse battery staple'))
    assert.isFalse(await scrypt.verify(hashed, 'wrong horse'))
  })
})

import hash from '@adonisjs/core/services/hash'
import User from '../models/user.js'

let dummyHash: Promise<string> | undefined

/**
 * The account matching an email and password, or null. An unknown email and
 * an account without a password (social sign-in only) still cost one hash
 * verification, so the answer takes as long as a wrong password does and
 * reveals nothing about which accounts exist.
 */
export async function findByCredentials(email: string, password: string): Promise<User | null> {
  const user = await User.findBy('email', email.toLowerCase())
  if (!user?.password) {
    dummyHash ??= hash.use('scrypt').make('cadenza-timing-equalizer')
    await hash.use('scrypt').verify(await dummyHash, password)
    return null
  }
  return (await hash.use('scrypt').verify(user.password, password)) ? user : null
}

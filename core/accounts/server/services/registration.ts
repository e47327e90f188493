import type User from '../models/user.js'
import { createUser } from '../actions/create_user.js'
import { isUniqueViolation } from '#core/kernel/database/database_conflicts'

/**
 * Creates the account of a person who signed up, with the default role.
 * Returns null when the address was taken in the meantime (two sign-ups
 * racing past the uniqueness check).
 */
export async function registerAccount(input: {
  email: string
  password: string
}): Promise<User | null> {
  try {
    return await createUser({ email: input.email, password: input.password })
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

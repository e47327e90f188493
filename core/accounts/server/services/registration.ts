import type User from '../models/user.js'
import { createUser } from '../actions/create_user.js'

/** Whether an error is the database refusing a second row with the same unique value. */
function isDuplicateEntry(error: unknown) {
  const code = (error as { code?: string })?.code
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

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
    if (isDuplicateEntry(error)) return null
    throw error
  }
}

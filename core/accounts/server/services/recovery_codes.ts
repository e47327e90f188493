import { randomInt } from 'node:crypto'
import { digestsMatch, sha256 } from './secrets.js'

/** Spec section 9: recovery codes are 21 characters long. */
export const RECOVERY_CODE_LENGTH = 21
export const RECOVERY_CODE_COUNT = 8

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function randomChunk(length: number) {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}

/** 'Ab3dE6gH9k-Lm2nO5qR8t': two 10-character halves (about 119 random bits). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => `${randomChunk(10)}-${randomChunk(10)}`)
}

/**
 * A plain SHA-256 is enough: the codes carry ~119 random bits, so unlike
 * passwords they cannot be guessed from the digest, and checking one against
 * eight stored digests stays instant.
 */
export const hashRecoveryCode = sha256

/** Index of the stored digest matching `code` (each compared in constant time); -1 when none does. */
export function findRecoveryCode(storedDigests: string[], code: string): number {
  const candidate = sha256(code)
  return storedDigests.findIndex((digest) => digestsMatch(digest, candidate))
}

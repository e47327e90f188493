import { createHmac, hash, randomInt } from 'node:crypto'
import env from '#start/env'
import string from '@adonisjs/core/helpers/string'
import { safeEqual } from '@adonisjs/core/helpers'

/**
 * Helpers for the one-time secrets of sign-in (session keys, reset tokens,
 * verification codes). Only digests are stored; digests are compared in
 * constant time so a response's timing says nothing about a near miss.
 */

/** A URL-safe random string of the given length. */
export function randomToken(length: number) {
  return string.random(length)
}

/** A random numeric code, zero-padded ('004217'). */
export function randomDigits(length: number) {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

/**
 * Digest of a high-entropy secret (random tokens): a plain SHA-256 is enough.
 * The one-shot `hash` (every signed-in request digests its session key) skips
 * building a Hash object.
 */
export function sha256(value: string) {
  return hash('sha256', value, 'hex')
}

/**
 * Digest of a low-entropy secret (6-digit codes): keyed with the app key, so a
 * leaked table cannot be reversed by trying every code.
 */
export function keyedDigest(value: string) {
  return createHmac('sha256', env.get('APP_KEY').release()).update(value).digest('hex')
}

export function digestsMatch(expected: string, actual: string) {
  return safeEqual(expected, actual)
}

import { defineConfig, drivers } from '@adonisjs/core/hash'

/**
 * Passwords are hashed with scrypt at OWASP's recommended floor for
 * N=2^14, r=8: parallelization 5, the same work as N=2^17 with p=1 at an
 * eighth of the memory (16 MB per hash). The test suite signs up hundreds
 * of people, so it uses p=1; hashes record their parameters, so either
 * verifies the other's.
 */
export const PASSWORD_SCRYPT = { cost: 16384, blockSize: 8, parallelization: 5, maxMemory: 33554432 }

const inTest = process.env.NODE_ENV === 'test'

const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt(inTest ? { ...PASSWORD_SCRYPT, parallelization: 1 } : PASSWORD_SCRYPT),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}

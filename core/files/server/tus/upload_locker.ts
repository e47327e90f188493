import type { Lock, Locker } from '@tus/utils'
import { moduleLock } from '#core/kernel/locks'
import { TUS_UPLOAD_LOCK } from '#core/files/locks'

/** How often a held upload lock is extended, well inside its 20 s ttl. */
const EXTEND_EVERY_MS = 5_000

export const UPLOAD_LOCKED = {
  status_code: 423,
  body: 'The upload is locked: another request is writing to it. Try again shortly.',
}

/**
 * @tus/server's Locker on @adonisjs/lock, so the lock holds across app nodes.
 * The package's own lockers make a second request wait and ask the holder
 * to let go; the issue asks for 423 instead ("423 means locked", spec
 * section 8, which the client retries), so a request that finds the upload
 * held is refused at once.
 */
export class AdonisUploadLocker implements Locker {
  newLock(id: string): Lock {
    return new UploadLock(id)
  }
}

class UploadLock implements Lock {
  #lock
  #extender: NodeJS.Timeout | null = null

  constructor(id: string) {
    this.#lock = moduleLock(TUS_UPLOAD_LOCK, id)
  }

  async lock() {
    if (!(await this.#lock.acquireImmediately())) throw UPLOAD_LOCKED
    this.#extender = setInterval(() => void this.#lock.extend().catch(() => {}), EXTEND_EVERY_MS)
    this.#extender.unref()
  }

  async unlock() {
    if (this.#extender) clearInterval(this.#extender)
    this.#extender = null
    await this.#lock.release()
  }
}

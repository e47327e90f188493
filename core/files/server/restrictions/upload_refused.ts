import { quotaRefusal } from '#core/kernel/http/quota_refusal'

/**
 * A file refused before anything is stored: the message is the client's
 * (spec section 8: the upload row shows the server's `message`). The status
 * is the HTTP answer: 422 for what the file is, 413 for size and space, 404
 * for an upload that is not the person's, 409 for one not finished, 423 for
 * one another request holds.
 */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409 | 413 | 422 | 423 = 422,
    /** Refused by a restriction's quota (space): the answer offers where to get more. */
    readonly quota = false
  ) {
    super(message)
  }

  /** The answer's body: `{ message, ...extra }`, and `upgrade_url` for a quota while billing offers more. */
  async body<Extra extends object>(extra?: Extra) {
    return this.quota
      ? quotaRefusal(this.message, extra)
      : { ...(extra as Extra), message: this.message }
  }
}

export const UPLOAD_MESSAGES = {
  /** Spec section 5. */
  type: 'This file type is not allowed',
  size: (file: string, limit: string) => `\`${file}\` exceeds maximum allowed size of ${limit}`,
  space: (limit: string) =>
    `You have exhausted your allowed space of ${limit}. Delete some files or ask for more space.`,
  empty: 'The file is empty.',
  mismatch: 'The file’s content does not match its extension.',
  name: 'The file name is not allowed.',
  path: 'The folder path is not allowed.',
}

/** 2147483648 -> '2GB', 524288000 -> '500MB' (the avatar message's style). */
export function readableSize(bytes: number) {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${Number(value.toFixed(1))}${units[unit]}`
}

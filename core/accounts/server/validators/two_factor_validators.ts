import vine from '@vinejs/vine'
import { RECOVERY_CODE_LENGTH } from '../services/recovery_codes.js'

/** Spec section 9: authenticator codes are 6 digits. */
export const OTP_LENGTH = 6

export const confirmTwoFactorValidator = vine.compile(
  vine.object({
    code: vine.string().trim().maxLength(OTP_LENGTH),
  })
)

/** Spec section 5: a code of exactly 6 characters, or a recovery code of exactly 21. */
export const twoFactorChallengeValidator = vine.compile(
  vine.object({
    code: vine
      .string()
      .trim()
      .fixedLength(OTP_LENGTH)
      .optional()
      .requiredIfMissing('recovery_code'),
    recovery_code: vine.string().trim().fixedLength(RECOVERY_CODE_LENGTH).optional(),
  })
)

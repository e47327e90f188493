import type { HttpContext } from '@adonisjs/core/http'
import type { TwoFactorChallengeResponse } from '../../shared/sign_in_types.js'
import User from '#core/accounts/server/models/user'
import { completeLogin } from '#core/accounts/server/services/login_service'
import { TwoFactorService } from '../services/two_factor_service.js'
import {
  admitCode,
  completeChallenge,
  endChallenge,
  pendingChallenge,
} from '../services/two_factor_challenge.js'
import { twoFactorChallengeValidator } from '../validators/two_factor_validators.js'

export const CHALLENGE_EXPIRED = 'Your login attempt has expired. Please log in again.'
export const CHALLENGE_LOCKED = 'Too many invalid codes. Please log in again.'
export const INVALID_CODE = 'The provided two factor authentication code was invalid.'
export const INVALID_RECOVERY_CODE = 'The provided two factor recovery code was invalid.'

/**
 * POST auth/two-factor-challenge {code} or {recovery_code}: the second step
 * of a login whose password step put a pending challenge in the session.
 * A TOTP code works once per time window, a recovery code once ever. Codes
 * are counted on the server, per challenge (5, then 429 and the password
 * step, itself rate-limited, must be repeated), per account and per IP; a
 * challenge signs in once.
 */
export default class TwoFactorChallengeController {
  #twoFactor = new TwoFactorService()

  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const pending = pendingChallenge(session)
    if (!pending) return response.unauthorized({ message: CHALLENGE_EXPIRED })
    const input = await request.validateUsing(twoFactorChallengeValidator)

    const admission = await admitCode(pending, request.ip())
    if (!admission.admitted) {
      endChallenge(session)
      if (admission.reason === 'completed')
        return response.unauthorized({ message: CHALLENGE_EXPIRED })
      response.header('Retry-After', String(admission.waitSeconds))
      return response.tooManyRequests({ message: CHALLENGE_LOCKED })
    }

    const user = await User.find(pending.userId)
    if (!user?.twoFactorConfirmedAt) {
      endChallenge(session)
      return response.unauthorized({ message: CHALLENGE_EXPIRED })
    }

    const accepted = input.code
      ? await this.#twoFactor.acceptCode(user, input.code)
      : await this.#twoFactor.consumeRecoveryCode(user, input.recovery_code!)
    if (!accepted) {
      if (admission.lastOne) {
        endChallenge(session)
        return response.tooManyRequests({ message: CHALLENGE_LOCKED })
      }
      const [field, message] = input.code
        ? ['code', INVALID_CODE]
        : ['recovery_code', INVALID_RECOVERY_CODE]
      return response.unprocessableEntity({ message, errors: { [field]: [message] } })
    }

    endChallenge(session)
    if (!(await completeChallenge(pending)))
      return response.unauthorized({ message: CHALLENGE_EXPIRED })
    await admission.limits.giveBack()
    return (await completeLogin(ctx, user, { remember: pending.remember })) satisfies TwoFactorChallengeResponse
  }
}

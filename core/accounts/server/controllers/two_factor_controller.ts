import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/accounts/server/models/user'
import { freshSettings, siteName } from '../services/site_settings.js'
import { TwoFactorService } from '../services/two_factor_service.js'
import { confirmTwoFactorValidator } from '../validators/two_factor_validators.js'
import { serializeAccount } from '../serializers/user_serializer.js'
import type { TwoFactorQrCode, TwoFactorResponse } from '#core/accounts/shared/account_types'

export const INVALID_TWO_FACTOR_CODE = 'The provided two factor authentication code was invalid.'

/**
 * The signed-in person's two-factor setup (spec section 4). Every action
 * here sits behind the password-confirmation guard; a transition the state
 * does not allow answers 409. Plain recovery codes are only ever in the
 * response that created them.
 */
export default class TwoFactorController {
  #twoFactor = new TwoFactorService()

  /** POST auth/user/two-factor-authentication: disabled -> awaiting confirmation. */
  async enable({ auth }: HttpContext): Promise<TwoFactorResponse> {
    const user = auth.getUserOrFail() as User
    const recoveryCodes = await this.#twoFactor.enable(user)
    return { recovery_codes: recoveryCodes, user: await serializeAccount(user) }
  }

  /** DELETE auth/user/two-factor-authentication: any state -> disabled (also Cancel while awaiting). */
  async disable({ auth }: HttpContext): Promise<TwoFactorResponse> {
    const user = auth.getUserOrFail() as User
    await this.#twoFactor.disable(user)
    return { user: await serializeAccount(user) }
  }

  /** GET auth/user/two-factor/qr-code: `{svg, secret}` for the authenticator app. */
  async qrCode({ auth }: HttpContext): Promise<TwoFactorQrCode> {
    return this.#twoFactor.qrCode(auth.getUserOrFail() as User, siteName(await freshSettings()))
  }

  /** POST auth/user/confirmed-two-factor-authentication {code}: awaiting -> enabled. */
  async confirm({ auth, request, response }: HttpContext) {
    const { code } = await request.validateUsing(confirmTwoFactorValidator)
    const user = auth.getUserOrFail() as User
    if (!(await this.#twoFactor.confirm(user, code))) {
      return response.unprocessableEntity({
        message: INVALID_TWO_FACTOR_CODE,
        errors: { code: [INVALID_TWO_FACTOR_CODE] },
      })
    }
    return { user: await serializeAccount(user) }
  }

  /** POST auth/user/two-factor-recovery-codes: new codes, shown once. */
  async regenerateRecoveryCodes({ auth }: HttpContext): Promise<TwoFactorResponse> {
    const user = auth.getUserOrFail() as User
    const recoveryCodes = await this.#twoFactor.regenerateRecoveryCodes(user)
    return { recovery_codes: recoveryCodes, user: await serializeAccount(user) }
  }
}

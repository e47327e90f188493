import type { HttpContext } from '@adonisjs/core/http'
import User from '../models/user.js'
import type { CreatedAccessToken } from '#core/accounts/shared/account_types'
import { createAccessTokenValidator } from '../validators/sign_in_validators.js'

/**
 * POST access-tokens {tokenName} and DELETE access-tokens/{id}: a person's
 * API tokens (spec section 3, Access token). The plain token is shown once,
 * in the creation answer; only its digest is stored.
 */
export default class AccessTokensController {
  async store({ auth, request }: HttpContext): Promise<CreatedAccessToken> {
    const user = auth.getUserOrFail() as User
    const { tokenName } = await request.validateUsing(createAccessTokenValidator)
    const token = await User.accessTokens.create(user, ['*'], { name: tokenName })
    return {
      token: {
        id: Number(token.identifier),
        name: token.name,
        last_used_at: null,
        created_at: token.createdAt.toISOString(),
      },
      plainTextToken: token.value!.release(),
    }
  }

  /** Only the person's own tokens: another person's id answers 404, like a missing one. */
  async destroy({ auth, params, response }: HttpContext) {
    const user = auth.getUserOrFail() as User
    const id = Number(params.id)
    const deleted =
      Number.isSafeInteger(id) && id > 0 ? await User.accessTokens.delete(user, id) : 0
    if (!deleted) return response.notFound({ message: 'Not found.' })
    return response.noContent()
  }
}

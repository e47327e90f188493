import vine, { SimpleMessagesProvider, type VineValidator } from '@vinejs/vine'

/** Spec section 9 / issue 3: passwords of 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** Messages a person reads next to the sign-in form fields. */
export const SIGN_IN_MESSAGES: Record<string, string> = {
  'required': 'The {{ field }} field is required.',
  'email': 'Please enter a valid email address.',
  'password.minLength': `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  'password.maxLength': `The password must not be longer than ${PASSWORD_MAX_LENGTH} characters.`,
  'confirmed': 'The password confirmation does not match.',
  'email.database.unique': 'This email address is already registered.',
}

const signInMessages = new SimpleMessagesProvider(SIGN_IN_MESSAGES)

/** Addresses are stored lower-cased (createUser), so they are compared lower-cased. */
export const emailField = () => vine.string().trim().toLowerCase().email().maxLength(191)

/** A new password, typed twice (password_confirmation). */
export const newPasswordField = () =>
  vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(PASSWORD_MAX_LENGTH).confirmed()

/** A password the person types to prove it is them; never trimmed. */
const currentPasswordField = () => vine.string().maxLength(PASSWORD_MAX_LENGTH)

function withSignInMessages<Validator extends VineValidator<any, any>>(
  validator: Validator
): Validator {
  validator.messagesProvider = signInMessages
  return validator
}

export const loginValidator = withSignInMessages(
  vine.create(
    vine.object({
      email: emailField(),
      password: currentPasswordField(),
      // 'Stay signed in for a month' is checked by default.
      remember: vine.boolean().optional(),
    })
  )
)

export const forgotPasswordValidator = withSignInMessages(
  vine.create(vine.object({ email: emailField() }))
)

export const resetPasswordValidator = withSignInMessages(
  vine.create(
    vine.object({
      token: vine.string().trim().maxLength(255),
      email: emailField(),
      password: newPasswordField(),
    })
  )
)

export const changePasswordValidator = withSignInMessages(
  vine.create(
    vine.object({
      current_password: currentPasswordField(),
      password: newPasswordField(),
    })
  )
)

/** POST user-sessions/logout-other: the account password, again. */
export const logoutOtherSessionsValidator = withSignInMessages(
  vine.create(vine.object({ password: currentPasswordField() }))
)

/** Spec section 5: the verification code is required, at most 6 characters. */
export const verificationCodeValidator = withSignInMessages(
  vine.create(vine.object({ code: vine.string().trim().maxLength(6) }))
)

/** The address to send a new code to; when given it must be the account's own. */
export const resendVerificationValidator = withSignInMessages(
  vine.create(vine.object({ email: emailField().optional() }))
)

/** POST access-tokens: the token name is required (spec section 5). */
export const createAccessTokenValidator = withSignInMessages(
  vine.create(vine.object({ tokenName: vine.string().trim().minLength(1).maxLength(100) }))
)

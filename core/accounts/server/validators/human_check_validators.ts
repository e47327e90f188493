import vine from '@vinejs/vine'

/** POST recaptcha/verify: a token the browser got from reCAPTCHA (Google's are about 2,000 characters). */
export const recaptchaVerifyValidator = vine.compile(
  vine.object({
    token: vine.string().maxLength(4096),
  })
)

import { useTrans } from '../i18n/use_trans.js'
import { PasswordField } from '../ui/password_field.js'

export interface NewPassword {
  password: string
  password_confirmation: string
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', password_confirmation: '' }

/** Both fields typed in (whether they match is the server's to say). */
export function isNewPasswordFilled({ password, password_confirmation }: NewPassword) {
  return password !== '' && password_confirmation !== ''
}

/**
 * A new password and its confirmation (registering, resetting, changing it),
 * named as the server's payload expects them.
 */
export function NewPasswordFields({
  value,
  onChange,
  passwordLabel,
  autoFocus,
}: {
  value: NewPassword
  onChange: (value: NewPassword) => void
  /** "Password" when registering, "New password" when replacing one. */
  passwordLabel: string
  autoFocus?: boolean
}) {
  const trans = useTrans()
  const field = (name: keyof NewPassword) => ({
    name,
    autoComplete: 'new-password',
    isRequired: true,
    value: value[name],
    onChange: (text: string) => onChange({ ...value, [name]: text }),
  })
  return (
    <>
      <PasswordField label={passwordLabel} autoFocus={autoFocus} {...field('password')} />
      <PasswordField label={trans('Confirm password')} {...field('password_confirmation')} />
    </>
  )
}

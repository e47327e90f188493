import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { TextField } from '@web/ui/text_field.js'

/** The account's email on the sign-in screens; locked (disabled) when a link already names it. */
export function EmailField({
  value,
  onChange,
  autoFocus,
  isDisabled,
}: {
  value: string
  onChange: (value: string) => void
  autoFocus?: boolean
  isDisabled?: boolean
}) {
  const trans = useTrans()
  return (
    <TextField
      name="email"
      type="email"
      label={trans('Email')}
      autoComplete="email"
      autoFocus={autoFocus}
      isRequired
      isDisabled={isDisabled}
      value={value}
      onChange={onChange}
    />
  )
}

/**
 * The email of a screen opened from a link that names it (?email=): the
 * field starts filled in and locked, and focus skips it (spec section 2).
 */
export function useLinkedEmail() {
  const [searchParams] = useSearchParams()
  const linked = searchParams.get('email')
  const [email, setEmail] = useState(linked ?? '')
  return {
    email,
    isLocked: linked !== null,
    fieldProps: {
      value: email,
      onChange: setEmail,
      autoFocus: !linked,
      isDisabled: linked !== null,
    },
  }
}

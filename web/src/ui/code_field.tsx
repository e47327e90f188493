import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { cx } from './cx.js'
import {
  FieldParts,
  fieldChrome,
  inputBoxClasses,
  inputSizeClasses,
  type FieldProps,
} from './field.js'

export interface CodeFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'className' | 'inputMode'>, FieldProps {
  placeholder?: string
  className?: string
  /** Digits only (one-time codes): a numeric keyboard on phones and non-digits dropped as typed. */
  numeric?: boolean
}

/**
 * A field for one-time codes (email verification, two-factor, recovery
 * codes): large monospaced characters spaced apart, so a code copied by eye
 * is easy to check. Offers the browser's one-time-code autofill by default.
 */
export function CodeField({ placeholder, numeric = false, onChange, ...props }: CodeFieldProps) {
  const { root, parts } = fieldChrome(props)
  return (
    <RACTextField
      autoComplete="one-time-code"
      spellCheck="false"
      {...root}
      inputMode={numeric ? 'numeric' : 'text'}
      onChange={(value) => onChange?.(numeric ? value.replace(/\D/g, '') : value.trim())}
    >
      <FieldParts {...parts}>
        <Input
          placeholder={placeholder}
          className={cx(
            inputBoxClasses,
            inputSizeClasses.lg,
            'font-mono tracking-[0.3em] tabular-nums placeholder:font-sans placeholder:tracking-normal'
          )}
        />
      </FieldParts>
    </RACTextField>
  )
}

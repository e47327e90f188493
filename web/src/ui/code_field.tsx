import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { cx } from './cx.js'
import { FieldParts, inputBoxClasses, inputSizeClasses, type FieldProps } from './field.js'

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
export function CodeField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  numeric = false,
  onChange,
  ...props
}: CodeFieldProps) {
  return (
    <RACTextField
      autoComplete="one-time-code"
      spellCheck="false"
      {...props}
      inputMode={numeric ? 'numeric' : 'text'}
      onChange={(value) => onChange?.(numeric ? value.replace(/\D/g, '') : value.trim())}
      className={cx('flex flex-col', className)}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
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

import type { ReactNode } from 'react'
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { cx } from './cx.js'
import {
  FieldParts,
  inputBoxClasses,
  inputSizeClasses,
  type FieldProps,
  type InputSize,
} from './field.js'

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'className'>, FieldProps {
  size?: InputSize
  placeholder?: string
  className?: string
  /** An icon shown inside the field, before the text. */
  startIcon?: ReactNode
}

export function TextField({
  label,
  description,
  errorMessage,
  size = 'md',
  placeholder,
  className,
  startIcon,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={cx('flex flex-col', className)}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div className="relative flex items-center">
          {startIcon && (
            <span className="pointer-events-none absolute left-3 flex text-muted [&_svg]:size-4.5">
              {startIcon}
            </span>
          )}
          <Input
            placeholder={placeholder}
            className={cx(inputBoxClasses, inputSizeClasses[size], !!startIcon && 'pl-9.5')}
          />
        </div>
      </FieldParts>
    </RACTextField>
  )
}

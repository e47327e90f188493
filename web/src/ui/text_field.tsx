import type { ReactNode } from 'react'
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { FieldInput, FieldParts, fieldChrome, type FieldProps, type InputSize } from './field.js'

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'className'>, FieldProps {
  size?: InputSize
  placeholder?: string
  className?: string
  /** An icon shown inside the field, before the text. */
  startIcon?: ReactNode
}

export function TextField({ size, placeholder, startIcon, ...props }: TextFieldProps) {
  const { root, parts } = fieldChrome(props)
  return (
    <RACTextField {...root}>
      <FieldParts {...parts}>
        <FieldInput size={size} placeholder={placeholder} startIcon={startIcon} />
      </FieldParts>
    </RACTextField>
  )
}

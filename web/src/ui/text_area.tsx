import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { cx } from './cx.js'
import { FieldParts, fieldChrome, inputBoxClasses, type FieldProps } from './field.js'

export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'children' | 'className'>, FieldProps {
  /** Visible lines; spec section 9 defaults textareas to 4. */
  rows?: number
  placeholder?: string
  className?: string
}

export function TextArea({ rows = 4, placeholder, ...props }: TextAreaProps) {
  const { root, parts } = fieldChrome(props)
  return (
    <RACTextField {...root}>
      <FieldParts {...parts}>
        <RACTextArea
          rows={rows}
          placeholder={placeholder}
          className={cx(inputBoxClasses, 'resize-y px-3.5 py-2.5 text-sm leading-5')}
        />
      </FieldParts>
    </RACTextField>
  )
}

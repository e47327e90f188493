import { useState } from 'react'
import Eye from 'lucide-react/icons/eye'
import EyeOff from 'lucide-react/icons/eye-off'
import {
  Button as RACButton,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { useTrans } from '../i18n/use_trans.js'
import { FieldInput, FieldParts, fieldChrome, type FieldProps, type InputSize } from './field.js'

export interface PasswordFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'className' | 'type'>, FieldProps {
  size?: InputSize
  placeholder?: string
  className?: string
}

/**
 * A password input with a button that shows what was typed, so people on
 * phones can check a long password before sending it.
 */
export function PasswordField({ size, placeholder, ...props }: PasswordFieldProps) {
  const trans = useTrans()
  const [revealed, setRevealed] = useState(false)
  const { root, parts } = fieldChrome(props)
  return (
    <RACTextField {...root} type={revealed ? 'text' : 'password'}>
      <FieldParts {...parts}>
        <FieldInput
          size={size}
          placeholder={placeholder}
          className="pr-11"
          endButton={
            <RACButton
              aria-label={revealed ? trans('Hide password') : trans('Show password')}
              onPress={() => setRevealed((current) => !current)}
              isDisabled={props.isDisabled}
              className="absolute right-1.5 flex size-8 cursor-default items-center justify-center rounded-full text-muted transition-colors hover:bg-main/10 hover:text-main data-disabled:opacity-50 [&_svg]:size-4.5"
            >
              {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            </RACButton>
          }
        />
      </FieldParts>
    </RACTextField>
  )
}

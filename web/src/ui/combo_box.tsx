import ChevronDown from 'lucide-react/icons/chevron-down'
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components'
import { FieldInput, FieldParts, fieldChrome } from './field.js'
import { ListPopover, type ListFieldProps } from './select.js'

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children' | 'className'>, ListFieldProps<T> {
  placeholder?: string
}

/**
 * A select for long lists (time zones, countries): type to filter, arrows to
 * move, the button opens the whole list. Items are SelectItem elements.
 */
export function ComboBox<T extends object>({
  size,
  items,
  children,
  placeholder,
  ...props
}: ComboBoxProps<T>) {
  const { root, parts } = fieldChrome(props)
  return (
    <RACComboBox
      {...root}
      // Typed away by react-aria-components, yet the input takes its placeholder from here.
      {...{ placeholder }}
    >
      <FieldParts {...parts}>
        <FieldInput
          size={size}
          className="pr-10"
          endButton={
            <RACButton className="absolute right-1 flex size-8 cursor-default items-center justify-center rounded-full text-muted hover:text-main">
              <ChevronDown aria-hidden className="size-4" />
            </RACButton>
          }
        />
      </FieldParts>
      <ListPopover items={items}>{children}</ListPopover>
    </RACComboBox>
  )
}

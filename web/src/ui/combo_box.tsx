import type { ReactNode } from 'react'
import ChevronDown from 'lucide-react/icons/chevron-down'
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Input,
  ListBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components'
import { cx } from './cx.js'
import {
  FieldParts,
  inputBoxClasses,
  inputSizeClasses,
  type FieldProps,
  type InputSize,
} from './field.js'
import { Popover } from './popover.js'

/** Spec section 9: a select's list is at most 420 px tall. */
const LIST_MAX_HEIGHT = 420

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children' | 'className'>, FieldProps {
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
  size?: InputSize
  placeholder?: string
  className?: string
}

/**
 * A select for long lists (time zones, countries): type to filter, arrows to
 * move, the button opens the whole list. Items are SelectItem elements.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  size = 'md',
  items,
  children,
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      {...props}
      // Typed away by react-aria-components, yet the input takes its placeholder from here.
      {...{ placeholder }}
      className={cx('flex flex-col', className)}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div className="relative flex items-center">
          <Input className={cx(inputBoxClasses, inputSizeClasses[size], 'pr-10')} />
          <RACButton className="absolute right-1 flex size-8 cursor-default items-center justify-center rounded-full text-muted hover:text-main">
            <ChevronDown aria-hidden className="size-4" />
          </RACButton>
        </div>
      </FieldParts>
      <Popover maxHeight={LIST_MAX_HEIGHT} className="min-w-(--trigger-width) p-1">
        <ListBox items={items} className="outline-none">
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  )
}

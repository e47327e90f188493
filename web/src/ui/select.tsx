import type { ReactNode } from 'react'
import ChevronDown from 'lucide-react/icons/chevron-down'
import Check from 'lucide-react/icons/check'
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  SelectValue,
  type ListBoxItemProps,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components'
import { cx } from './cx.js'
import {
  FieldParts,
  fieldChrome,
  inputBoxClasses,
  inputSizeClasses,
  type FieldProps,
  type InputSize,
} from './field.js'
import { Popover } from './popover.js'

/** Spec section 9: a select's list is at most 420 px tall. */
const LIST_MAX_HEIGHT = 420

/** What the fields that pick from a list (Select, ComboBox) add to their primitive's props. */
export interface ListFieldProps<T extends object> extends FieldProps {
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
  size?: InputSize
  className?: string
}

/** The list a Select or ComboBox opens under its field. */
export function ListPopover<T extends object>({
  items,
  children,
}: Pick<ListFieldProps<T>, 'items' | 'children'>) {
  return (
    <Popover maxHeight={LIST_MAX_HEIGHT} className="min-w-(--trigger-width) p-1">
      <ListBox items={items} className="outline-none">
        {children}
      </ListBox>
    </Popover>
  )
}

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'children' | 'className'>, ListFieldProps<T> {}

export function Select<T extends object>({
  size = 'md',
  items,
  children,
  ...props
}: SelectProps<T>) {
  const { root, parts } = fieldChrome(props)
  return (
    <RACSelect {...root}>
      <FieldParts {...parts}>
        <RACButton
          className={cx(
            inputBoxClasses,
            inputSizeClasses[size],
            'flex items-center justify-between gap-2 text-left'
          )}
        >
          <SelectValue className="truncate data-placeholder:text-muted" />
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
        </RACButton>
      </FieldParts>
      <ListPopover items={items}>{children}</ListPopover>
    </RACSelect>
  )
}

export function SelectItem({
  children,
  ...props
}: Omit<ListBoxItemProps, 'className' | 'children'> & { id: Key; children: ReactNode }) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined)
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className="flex cursor-default items-center gap-2 rounded-[calc(var(--be-radius)/2)] px-3 py-2 text-sm text-main outline-none data-disabled:text-disabled data-focused:bg-main/10"
    >
      {({ isSelected }) => (
        <>
          <span className="flex-1 truncate">{children}</span>
          {isSelected && <Check aria-hidden className="size-4 text-primary" />}
        </>
      )}
    </ListBoxItem>
  )
}

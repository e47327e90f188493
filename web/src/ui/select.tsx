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
  inputBoxClasses,
  inputSizeClasses,
  type FieldProps,
  type InputSize,
} from './field.js'
import { Popover } from './popover.js'

/** Spec section 9: a select's list is at most 420 px tall. */
const SELECT_MAX_HEIGHT = 420

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'children' | 'className'>, FieldProps {
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
  size?: InputSize
  className?: string
}

export function Select<T extends object>({
  label,
  description,
  errorMessage,
  size = 'md',
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={cx('flex flex-col', className)}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
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
      <Popover maxHeight={SELECT_MAX_HEIGHT} className="min-w-(--trigger-width) p-1">
        <ListBox items={items} className="outline-none">
          {children}
        </ListBox>
      </Popover>
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

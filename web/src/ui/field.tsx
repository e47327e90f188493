import type { ReactNode } from 'react'
import {
  FieldError as RACFieldError,
  Input,
  Label,
  Text,
  type ValidationResult,
} from 'react-aria-components'
import { cx } from './cx.js'

/** Spec section 9: input heights 24/30/36/42/50/60 for 2xs..xl. */
export type InputSize = '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl'

export const inputSizeClasses: Record<InputSize, string> = {
  '2xs': 'h-6 px-2 text-xs',
  'xs': 'h-7.5 px-2.5 text-xs',
  'sm': 'h-9 px-3 text-sm',
  'md': 'h-10.5 px-3.5 text-sm',
  'lg': 'h-12.5 px-4 text-base',
  'xl': 'h-15 px-5 text-lg',
}

/** The box of every text-like control: quiet at rest, clear on hover, focus and error. */
export const inputBoxClasses = cx(
  'w-full rounded-base border border-divider bg-background text-main placeholder:text-muted transition-colors',
  'hover:border-muted focus:border-main focus:ring-1 focus:ring-main focus:outline-none data-focused:border-main',
  'data-invalid:border-danger data-disabled:cursor-not-allowed data-disabled:border-divider data-disabled:bg-chip/40 data-disabled:text-muted'
)

/** What every field wrapper accepts on top of its primitive's props. */
export interface FieldProps {
  label?: ReactNode
  description?: ReactNode
  /** Shown when invalid; server errors given to <Form validationErrors> appear here on their own. */
  errorMessage?: string | ((validation: ValidationResult) => string)
}

function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="mb-1.5 block text-sm font-medium text-main">
      {children}
      {isRequired && (
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      )}
    </Label>
  )
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className="mt-1.5 block text-xs text-muted">
      {children}
    </Text>
  )
}

export function FieldError({ children }: { children?: FieldProps['errorMessage'] }) {
  return (
    <RACFieldError className="mt-1.5 block text-xs font-medium text-danger">
      {children}
    </RACFieldError>
  )
}

/**
 * Splits a field wrapper's props: the parts FieldParts draws around the
 * control, and the rest for the react-aria primitive at the root, which
 * stacks them in a column.
 */
export function fieldChrome<P extends FieldProps & { isRequired?: boolean; className?: string }>({
  label,
  description,
  errorMessage,
  className,
  ...primitive
}: P) {
  return {
    parts: { label, description, errorMessage, isRequired: primitive.isRequired },
    root: { ...primitive, className: cx('flex flex-col', className) },
  }
}

/**
 * The input of a text-like field, with an optional icon before the text and
 * a button inside its end (reveal a password, open a list); `className`
 * makes room for that button.
 */
export function FieldInput({
  size = 'md',
  placeholder,
  startIcon,
  endButton,
  className,
}: {
  size?: InputSize
  placeholder?: string
  startIcon?: ReactNode
  endButton?: ReactNode
  className?: string
}) {
  return (
    <div className="relative flex items-center">
      {startIcon && (
        <span className="pointer-events-none absolute left-3 flex text-muted [&_svg]:size-4.5">
          {startIcon}
        </span>
      )}
      <Input
        placeholder={placeholder}
        className={cx(inputBoxClasses, inputSizeClasses[size], !!startIcon && 'pl-9.5', className)}
      />
      {endButton}
    </div>
  )
}

/** Label above, control, then helper text and the error under it (DESIGN.md, Forms). */
export function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      {children}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </>
  )
}

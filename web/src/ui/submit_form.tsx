import type { FormEvent, ReactNode } from 'react'
import { useTrans } from '../i18n/use_trans.js'
import { useService } from '../kernel/services_context.js'
import { handleMutationError } from '../services/mutation_errors.js'
import { TOAST_QUEUE } from '../services/tokens.js'
import { Button } from './button.js'
import { Form, useServerErrors } from './form.js'

export interface SubmitFormOptions {
  /** Whether the values are complete enough to send; until then the submit button is disabled. */
  canSubmit: boolean
  /** The write under way: the button spins and another submit is ignored. */
  isPending: boolean
  onSubmit: () => void
  /** The form's id, for a submit button outside it (a dialog's footer). */
  id?: string
}

/**
 * The wiring of a form that sends one write: submitting runs `onSubmit`
 * instead of loading a page, and only when the form can be sent; `onError`
 * puts a 422 answer's messages under their fields (anything else becomes a
 * toast), and each goes away as its field changes.
 */
export function useSubmitForm({ canSubmit, isPending, onSubmit, id }: SubmitFormOptions) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const serverErrors = useServerErrors()
  return {
    formProps: {
      id,
      validationBehavior: 'aria' as const,
      ...serverErrors.formProps,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        if (canSubmit && !isPending) onSubmit()
      },
    },
    submitProps: {
      type: 'submit' as const,
      form: id,
      variant: 'primary' as const,
      isDisabled: !canSubmit,
      isPending,
    },
    setErrors: serverErrors.setErrors,
    onError: (error: unknown) =>
      handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
  }
}

export type SubmitFormState = ReturnType<typeof useSubmitForm>

/**
 * A form with its submit button after the fields: `wide` for the sign-in
 * cards (one large full-width button), `end` for settings panels (a small
 * button at the end of the row). `after` follows the button.
 */
export function SubmitForm({
  form,
  submitLabel,
  layout,
  className,
  children,
  after,
}: {
  form: SubmitFormState
  submitLabel: string
  layout: 'wide' | 'end'
  className?: string
  children: ReactNode
  after?: ReactNode
}) {
  const wide = layout === 'wide'
  const button = (
    <Button {...form.submitProps} size={wide ? 'lg' : 'sm'} className={wide ? 'w-full' : undefined}>
      {submitLabel}
    </Button>
  )
  return (
    <Form {...form.formProps} className={className}>
      {children}
      {wide ? button : <div className="flex justify-end">{button}</div>}
      {after}
    </Form>
  )
}

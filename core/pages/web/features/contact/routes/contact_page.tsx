import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { Form, useServerErrors } from '@web/ui/form.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import { useSendContactMessage, type ContactMessage } from '../api/use_send_contact_message.js'

const EMPTY: ContactMessage = { name: '', email: '', message: '' }
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** /contact: name, email and message to the site's team (spec section 2). */
export function Component() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const send = useSendContactMessage()
  const [values, setValues] = useState(EMPTY)
  const serverErrors = useServerErrors()
  useDocumentTitle(trans('Contact us'))

  const set = (field: keyof ContactMessage) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  // Spec section 5: the send button stays disabled while the form is invalid or sending.
  const isValid =
    values.name.trim() !== '' &&
    LOOKS_LIKE_EMAIL.test(values.email.trim()) &&
    values.message.trim() !== ''

  const submit = () =>
    send.mutate(values, {
      onSuccess: () => {
        toasts.positive(trans('Your message has been submitted.'))
        navigate('/')
      },
      onError: (error) =>
        handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
    })

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-6 pb-16 md:px-8 md:pt-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-main md:text-4xl">
        {trans('Contact us')}
      </h1>
      <p className="mt-3 text-base text-muted">
        {trans(
          "Please use the form below to send us a message and we'll get back to you as soon as possible."
        )}
      </p>
      <Form
        className="mt-8 rounded-base bg-paper p-6 md:p-8"
        {...serverErrors.formProps}
        onSubmit={(event) => {
          event.preventDefault()
          if (isValid && !send.isPending) submit()
        }}
      >
        <TextField
          name="name"
          label={trans('Name')}
          autoComplete="name"
          isRequired
          value={values.name}
          onChange={set('name')}
        />
        <TextField
          name="email"
          type="email"
          label={trans('Email')}
          autoComplete="email"
          isRequired
          value={values.email}
          onChange={set('email')}
        />
        <TextArea
          name="message"
          label={trans('Message')}
          rows={8}
          isRequired
          value={values.message}
          onChange={set('message')}
        />
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="primary"
            size="md"
            isDisabled={!isValid}
            isPending={send.isPending}
          >
            {trans('Send')}
          </Button>
        </div>
      </Form>
    </div>
  )
}

import { useState } from 'react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { Input, TextField as RACTextField, Label } from 'react-aria-components'
import { useTrans } from '../../../i18n/use_trans.js'
import { useService } from '../../../kernel/services_context.js'
import { handleMutationError } from '../../../services/mutation_errors.js'
import { TOAST_QUEUE } from '../../../services/tokens.js'
import { Button } from '../../../ui/button.js'
import { CopyButton } from '../../../ui/copy_button.js'
import { cx } from '../../../ui/cx.js'
import { Dialog } from '../../../ui/dialog.js'
import { inputBoxClasses, inputSizeClasses } from '../../../ui/field.js'
import { Form, useServerErrors } from '../../../ui/form.js'
import { TextField } from '../../../ui/text_field.js'
import { useCreateAccessToken } from '../api/use_access_tokens.js'

const FORM_ID = 'create-access-token'

/**
 * Names a new API token, then shows its plain text this one time, with the
 * spec's notice that it cannot be seen again once the dialog closes.
 */
export function CreateTokenDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const create = useCreateAccessToken()
  const serverErrors = useServerErrors()
  const [name, setName] = useState('')
  const [plainToken, setPlainToken] = useState<string | null>(null)

  const close = () => {
    setName('')
    setPlainToken(null)
    serverErrors.setErrors({})
    onOpenChange(false)
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isDismissable={plainToken === null}
      size="md"
      title={plainToken === null ? trans('Create new token') : trans('Your new token')}
      closeLabel={trans('Close')}
      footer={
        plainToken === null ? (
          <>
            <Button variant="ghost" size="sm" onPress={close}>
              {trans('Cancel')}
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              variant="primary"
              size="sm"
              isDisabled={!name.trim()}
              isPending={create.isPending}
            >
              {trans('Create')}
            </Button>
          </>
        ) : (
          <Button variant="primary" size="sm" onPress={close}>
            {trans('Done')}
          </Button>
        )
      }
    >
      {plainToken === null ? (
        <Form
          validationBehavior="aria"
          id={FORM_ID}
          className="p-6"
          {...serverErrors.formProps}
          onSubmit={(event) => {
            event.preventDefault()
            if (!name.trim() || create.isPending) return
            create.mutate(name.trim(), {
              onSuccess: (response) => {
                setPlainToken(response.plainTextToken)
                toasts.positive(trans('Token create'))
              },
              onError: (error) =>
                handleMutationError(error, {
                  toasts,
                  trans,
                  setFieldErrors: serverErrors.setErrors,
                }),
            })
          }}
        >
          <TextField
            name="tokenName"
            label={trans('Token name')}
            description={trans('What the token is for, so you recognise it later.')}
            autoFocus
            isRequired
            value={name}
            onChange={setName}
          />
        </Form>
      ) : (
        <div className="flex flex-col gap-5 p-6">
          <p className="flex gap-3 rounded-base bg-chip p-4 text-sm leading-6 text-main">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
            {trans(
              'Make sure to store the token in a safe place. After this dialog is closed, token will not be viewable anymore.'
            )}
          </p>
          <RACTextField isReadOnly value={plainToken} className="flex flex-col">
            <Label className="mb-1.5 block text-sm font-medium text-main">{trans('Token')}</Label>
            <div className="flex gap-2">
              <Input
                onFocus={(event) => event.currentTarget.select()}
                className={cx(inputBoxClasses, inputSizeClasses.md, 'font-mono')}
              />
              <CopyButton text={plainToken} variant="secondary" size="md" />
            </div>
          </RACTextField>
        </div>
      )}
    </Dialog>
  )
}

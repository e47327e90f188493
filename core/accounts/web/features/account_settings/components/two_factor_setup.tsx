import { useState } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { CodeField } from '@web/ui/code_field.js'
import { CopyButton } from '@web/ui/copy_button.js'
import { Form } from '@web/ui/form.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useTwoFactorQrCode,
} from '../api/use_two_factor.js'
import { usePasswordRecentlyConfirmed } from './password_confirmation.js'

/** Spec section 9: authenticator codes have 6 digits. */
const OTP_LENGTH = 6

/**
 * Awaiting confirmation: the QR code and secret for the authenticator app,
 * and the first code from it, which turns two-factor on. Cancel turns the
 * half-done setup off again. The QR code shows at once when the password
 * was just confirmed (the person pressed Enable); a setup left unfinished
 * in an earlier visit offers a button instead of a password prompt.
 */
export function TwoFactorSetup() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const passwordRecentlyConfirmed = usePasswordRecentlyConfirmed()
  const [qrCodeWanted, setQrCodeWanted] = useState(passwordRecentlyConfirmed)
  const qrCode = useTwoFactorQrCode(qrCodeWanted)
  const confirm = useConfirmTwoFactor()
  const cancel = useDisableTwoFactor()
  const [code, setCode] = useState('')
  const form = useSubmitForm({
    canSubmit: code.length === OTP_LENGTH,
    isPending: confirm.isPending,
    onSubmit: () => confirm.mutate(code, { onError: form.onError }),
  })

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm leading-6 text-muted">
        {trans(
          "To finish enabling two factor authentication, scan the following QR code using your phone's authenticator application or enter the setup key and provide the generated OTP code."
        )}
      </p>
      {!qrCodeWanted || qrCode.data === null || qrCode.isError ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onPress={() => (qrCodeWanted ? qrCode.refetch() : setQrCodeWanted(true))}
        >
          {trans('Show QR code')}
        </Button>
      ) : (
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          {qrCode.data ? (
            <div
              role="img"
              aria-label={trans('QR code')}
              // The SVG comes from our own server's QR encoder.
              dangerouslySetInnerHTML={{ __html: qrCode.data.svg }}
              className="size-44 shrink-0 rounded-base bg-white p-2.5 [&_svg]:size-full"
            />
          ) : (
            <Skeleton className="size-44 shrink-0" />
          )}
          <div className="flex min-w-0 flex-col gap-2">
            <span className="text-sm font-medium text-main">{trans('Setup key')}</span>
            {qrCode.data ? (
              <code className="rounded-base bg-chip px-3 py-2 font-mono text-sm break-all text-main">
                {qrCode.data.secret}
              </code>
            ) : (
              <Skeleton className="h-9 w-64" />
            )}
            {qrCode.data && (
              <CopyButton
                text={qrCode.data.secret}
                variant="ghost"
                size="xs"
                className="self-start"
              />
            )}
          </div>
        </div>
      )}
      <Form {...form.formProps}>
        <CodeField
          name="code"
          label={trans('Code')}
          numeric
          maxLength={OTP_LENGTH}
          isRequired
          value={code}
          onChange={setCode}
          className="max-w-56"
        />
        <div className="flex gap-3">
          <Button {...form.submitProps} size="sm">
            {trans('Confirm')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isPending={cancel.isPending}
            onPress={() =>
              cancel.mutate(undefined, {
                onError: (error) => handleMutationError(error, { toasts, trans }),
              })
            }
          >
            {trans('Cancel')}
          </Button>
        </div>
      </Form>
    </div>
  )
}

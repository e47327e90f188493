import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { Form, useServerErrors } from '@web/ui/form.js'
import { TextArea } from '@web/ui/text_area.js'
import { billingSummaryQuery, useCancelSubscription } from '../../../billing_api.js'
import { formatDay } from '../../../components/money.js'
import { BillingPage, SubscriberOnly } from '../subscriber_only.js'

/** /billing/cancel: cancel at the end of the period, saying why (spec section 2, DESIGN.md Billing). */
export function Component() {
  return (
    <SubscriberOnly>
      <CancelForm />
    </SubscriberOnly>
  )
}

function CancelForm() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const { i18n } = useBootstrap()
  const { data } = usePageQuery(billingSummaryQuery(api))
  const cancel = useCancelSubscription()
  const [reason, setReason] = useState('')
  const serverErrors = useServerErrors()
  useDocumentTitle(trans('Cancel plan'))
  const end = data?.subscription?.current_period_end

  return (
    <BillingPage
      title={trans('Cancel plan')}
      description={end ? trans('Your plan stays until :date; nothing more is charged.', { date: formatDay(i18n.language || 'en', end) }) : undefined}
    >
      <Form
        className="flex flex-col gap-6 rounded-base border border-divider bg-paper p-6"
        {...serverErrors.formProps}
        onSubmit={(event) => {
          event.preventDefault()
          if (!reason.trim() || cancel.isPending) return
          cancel.mutate(reason.trim(), {
            onSuccess: () => {
              toasts.positive(trans('Your plan was cancelled'))
              void navigate('/billing')
            },
            onError: (error) => handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
          })
        }}
      >
        <TextArea
          name="reason"
          label={trans('Why are you leaving?')}
          description={trans('Your answer helps us improve.')}
          isRequired
          value={reason}
          onChange={setReason}
          maxLength={500}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <ButtonLink href="/billing" variant="ghost">
            {trans('Keep my plan')}
          </ButtonLink>
          <Button type="submit" variant="danger" isDisabled={!reason.trim()} isPending={cancel.isPending}>
            {trans('Cancel plan')}
          </Button>
        </div>
      </Form>
    </BillingPage>
  )
}

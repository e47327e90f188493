import { useState } from 'react'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { Form } from '@web/ui/form.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { Switch } from '@web/ui/switch.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdminUser } from '../../../../shared/admin_types.js'
import { shortDate } from '../../../format_dates.js'
import { USER_WRITES, useAdminUserWrite, type UserDetailsInput } from '../api/user_admin_api.js'
import { SaveBar } from '../access/save_bar.js'
import { SectionCard } from '../access/section_card.js'

/** The details tab: the person's names, and whether their email address counts as verified. */
export function DetailsTab({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const { language } = useBootstrap().i18n
  const saved: UserDetailsInput = { first_name: user.first_name, last_name: user.last_name }
  const [draft, setDraft] = useState(saved)
  const update = useAdminUserWrite(user.id, (api, input: UserDetailsInput) => USER_WRITES.details(api, user.id, input))
  const verify = useAdminUserWrite(user.id, (api, verified: boolean) => USER_WRITES.emailVerified(api, user.id, verified))
  const changed = draft.first_name !== saved.first_name || draft.last_name !== saved.last_name
  const form = useSubmitForm({
    canSubmit: changed,
    isPending: update.isPending,
    onSubmit: () => update.mutate(draft, { onSuccess: () => toasts.positive(trans('User updated')), onError: form.onError }),
  })

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <Form {...form.formProps} className="gap-6">
        <SectionCard title={trans('Account details')} description={trans('The name shown on the site, in comments and on the profile.')}>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField name="first_name" label={trans('First name')} value={draft.first_name ?? ''} onChange={(value) => setDraft({ ...draft, first_name: value || null })} />
            <TextField name="last_name" label={trans('Last name')} value={draft.last_name ?? ''} onChange={(value) => setDraft({ ...draft, last_name: value || null })} />
            <TextField label={trans('Email')} value={user.email} isReadOnly description={trans('People change their address from their account settings.')} />
            <TextField label={trans('Member since')} value={user.created_at ? shortDate(user.created_at, language) : '—'} isReadOnly />
          </div>
        </SectionCard>
        <SaveBar
          isVisible={changed || update.isPending}
          isPending={update.isPending}
          onDiscard={() => {
            setDraft(saved)
            form.setErrors({})
          }}
          submit={
            <Button {...form.submitProps} size="sm">
              {trans('Save changes')}
            </Button>
          }
        />
      </Form>
      <SectionCard title={trans('Email verification')}>
        <Switch
          isSelected={user.email_verified_at !== null}
          isDisabled={verify.isPending}
          onChange={(verified) =>
            verify.mutate(verified, {
              onSuccess: () => toasts.positive(verified ? trans('Email marked as verified') : trans('Email marked as not verified')),
              onError: (error) => handleMutationError(error, { toasts, trans }),
            })
          }
          description={trans('When the site requires email confirmation, an unverified account is asked for a code before anything else.')}
        >
          {trans('Email address verified')}
        </Switch>
      </SectionCard>
    </div>
  )
}

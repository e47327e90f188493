import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { Switch } from '@web/ui/switch.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdminUser } from '../../../../shared/admin_types.js'
import { shortDate } from '../../../format_dates.js'
import { USER_WRITES, useAdminUserWrite, type UserDetailsInput } from '../api/user_admin_api.js'
import { SectionCard } from '../access/section_card.js'

/** The details tab: the person's names, and whether their email address counts as verified. */
export function DetailsTab({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const { language } = useBootstrap().i18n
  const update = useAdminUserWrite(user.id, (api, input: UserDetailsInput) => USER_WRITES.details(api, user.id, input))
  const verify = useAdminUserWrite(user.id, (api, verified: boolean) => USER_WRITES.emailVerified(api, user.id, verified))
  const form = useAdminForm<{ first_name: string; last_name: string }>({
    initialValues: { first_name: user.first_name ?? '', last_name: user.last_name ?? '' },
    rulesOf: 'accounts.users.update',
    submit: (values) => update.mutateAsync({ first_name: values.first_name || null, last_name: values.last_name || null }),
    onSaved: () => {
      toasts.positive(trans('User updated'))
    },
  })

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <AdminForm form={form}>
        <SectionCard title={trans('Account details')} description={trans('The name shown on the site, in comments and on the profile.')}>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField label={trans('First name')} {...form.field('first_name')} />
            <TextField label={trans('Last name')} {...form.field('last_name')} />
          </div>
          <dl className="mt-6 grid gap-4 border-t border-divider pt-5 text-sm md:grid-cols-2">
            <div>
              <dt className="text-muted">{trans('Email')}</dt>
              <dd className="mt-1 truncate font-medium">{user.email}</dd>
            </div>
            <div>
              <dt className="text-muted">{trans('Member since')}</dt>
              <dd className="mt-1 font-medium tabular-nums">{user.created_at ? shortDate(user.created_at, language) : '—'}</dd>
            </div>
          </dl>
        </SectionCard>
      </AdminForm>
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

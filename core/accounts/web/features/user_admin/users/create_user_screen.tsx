import { CheckboxGroup } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { FieldError } from '@web/ui/field.js'
import { PageHeader } from '@web/ui/page_header.js'
import { PasswordField } from '@web/ui/password_field.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextField } from '@web/ui/text_field.js'
import type { RoleSummary } from '../../../../shared/admin_types.js'
import { accessOptionsQuery, useCreateUser, type NewUserInput } from '../api/user_admin_api.js'
import { SectionCard } from '../access/section_card.js'

/** /admin/users/new: an account made by an admin, with its roles; the person signs in with the password given. */
export function CreateUserScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const options = usePageQuery(accessOptionsQuery(api)).data
  useDocumentTitle(trans('New user'))
  return (
    <>
      <PageHeader title={trans('New user')} description={trans('Create an account; the person signs in with the email and password you give.')} />
      {options ? <CreateUserForm roles={options.roles} /> : <Skeleton className="h-96 max-w-3xl" />}
    </>
  )
}

function CreateUserForm({ roles }: { roles: RoleSummary[] }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const create = useCreateUser()
  const form = useAdminForm<NewUserInput, number>({
    // The default role is ticked until the admin chooses otherwise.
    initialValues: { email: '', password: '', first_name: null, last_name: null, email_verified: true, roles: roles.filter((role) => role.default).map((role) => role.id) },
    rulesOf: 'accounts.admin.users.store',
    submit: (values) => create.mutateAsync(values),
    onSaved: (id) => {
      toasts.positive(trans('User created'))
      navigate(`/admin/users/${id}`)
    },
  })
  const { values } = form

  return (
    <AdminForm form={form} saveLabel={trans('Create user')} className="max-w-3xl">
      <div className="flex flex-col gap-6">
        <SectionCard title={trans('Account')}>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField type="email" label={trans('Email')} autoFocus {...form.field('email')} />
            <PasswordField label={trans('Password')} autoComplete="new-password" {...form.field('password')} />
            <TextField label={trans('First name')} name="first_name" value={values.first_name ?? ''} onChange={(value) => form.setValue('first_name', value || null)} />
            <TextField label={trans('Last name')} name="last_name" value={values.last_name ?? ''} onChange={(value) => form.setValue('last_name', value || null)} />
            <Switch className="md:col-span-2" isSelected={values.email_verified} onChange={(verified) => form.setValue('email_verified', verified)}>
              {trans('Email address verified')}
            </Switch>
          </div>
        </SectionCard>
        <SectionCard title={trans('Roles')}>
          <CheckboxGroup
            name="roles"
            aria-label={trans('Roles')}
            value={values.roles.map(String)}
            onChange={(ids) => form.setValue('roles', ids.map(Number))}
            className="grid gap-3 sm:grid-cols-2"
          >
            {roles.map((role) => (
              <Checkbox key={role.id} value={String(role.id)} description={role.description ?? undefined}>
                {role.name}
              </Checkbox>
            ))}
            <FieldError />
          </CheckboxGroup>
        </SectionCard>
      </div>
    </AdminForm>
  )
}

import { useState } from 'react'
import { CheckboxGroup } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { FieldError } from '@web/ui/field.js'
import { Form } from '@web/ui/form.js'
import { PageHeader } from '@web/ui/page_header.js'
import { PasswordField } from '@web/ui/password_field.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { Switch } from '@web/ui/switch.js'
import { TextField } from '@web/ui/text_field.js'
import { accessOptionsQuery, useCreateUser, type NewUserInput } from '../api/user_admin_api.js'
import { SectionCard } from '../access/section_card.js'

/** /admin/users/new: an account made by an admin, with its roles; the person signs in with the password given. */
export function CreateUserScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const options = usePageQuery(accessOptionsQuery(api)).data
  const create = useCreateUser()
  const [draft, setDraft] = useState<NewUserInput | null>(null)
  useDocumentTitle(trans('New user'))
  // The default role is ticked until the admin chooses otherwise.
  const input = draft ?? { email: '', password: '', first_name: null, last_name: null, email_verified: true, roles: options?.roles.filter((role) => role.default).map((role) => role.id) ?? [] }
  const set = (patch: Partial<NewUserInput>) => setDraft({ ...input, ...patch })
  const form = useSubmitForm({
    canSubmit: input.email.trim() !== '' && input.password !== '',
    isPending: create.isPending,
    onSubmit: () =>
      create.mutate(input, {
        onSuccess: (id) => {
          toasts.positive(trans('User created'))
          navigate(`/admin/users/${id}`)
        },
        onError: form.onError,
      }),
  })

  return (
    <>
      <PageHeader title={trans('New user')} description={trans('Create an account; the person signs in with the email and password you give.')} />
      {!options ? (
        <Skeleton className="h-96 max-w-3xl" />
      ) : (
        <Form {...form.formProps} className="max-w-3xl gap-6">
          <SectionCard title={trans('Account')}>
            <div className="grid gap-6 md:grid-cols-2">
              <TextField name="email" type="email" label={trans('Email')} isRequired autoFocus value={input.email} onChange={(email) => set({ email })} />
              <PasswordField name="password" label={trans('Password')} isRequired autoComplete="new-password" value={input.password} onChange={(password) => set({ password })} />
              <TextField name="first_name" label={trans('First name')} value={input.first_name ?? ''} onChange={(value) => set({ first_name: value || null })} />
              <TextField name="last_name" label={trans('Last name')} value={input.last_name ?? ''} onChange={(value) => set({ last_name: value || null })} />
              <Switch className="md:col-span-2" isSelected={input.email_verified} onChange={(verified) => set({ email_verified: verified })}>
                {trans('Email address verified')}
              </Switch>
            </div>
          </SectionCard>
          <SectionCard title={trans('Roles')}>
            <CheckboxGroup
              name="roles"
              aria-label={trans('Roles')}
              value={input.roles.map(String)}
              onChange={(ids) => set({ roles: ids.map(Number) })}
              className="grid gap-3 sm:grid-cols-2"
            >
              {options.roles.map((role) => (
                <Checkbox key={role.id} value={String(role.id)} description={role.description ?? undefined}>
                  {role.name}
                </Checkbox>
              ))}
              <FieldError />
            </CheckboxGroup>
          </SectionCard>
          <div className="flex justify-end">
            <Button {...form.submitProps} size="sm">
              {trans('Create user')}
            </Button>
          </div>
        </Form>
      )}
    </>
  )
}

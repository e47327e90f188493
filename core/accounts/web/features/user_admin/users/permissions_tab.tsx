import { useState } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { Form } from '@web/ui/form.js'
import { FieldError } from '@web/ui/field.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { CheckboxGroup } from 'react-aria-components'
import type { AdminUser } from '../../../../shared/admin_types.js'
import { accessOptionsQuery, USER_WRITES, useAdminUserWrite, type UserAccessInput } from '../api/user_admin_api.js'
import { PermissionPicker } from '../access/permission_picker.js'
import { SaveBar } from '../access/save_bar.js'
import { SectionCard } from '../access/section_card.js'

/** The permissions tab: the person's roles, and permissions given to them directly (with restrictions). */
export function PermissionsTab({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const options = usePageQuery(accessOptionsQuery(api)).data
  const saved: UserAccessInput = { roles: user.roles.map((role) => role.id), permissions: user.direct_permissions }
  const [draft, setDraft] = useState(saved)
  const update = useAdminUserWrite(user.id, (client, input: UserAccessInput) => USER_WRITES.access(client, user.id, input))
  const changed = JSON.stringify(draft) !== JSON.stringify(saved)
  const form = useSubmitForm({
    canSubmit: changed,
    isPending: update.isPending,
    onSubmit: () => update.mutate(draft, { onSuccess: () => toasts.positive(trans('Permissions updated')), onError: form.onError }),
  })
  if (!options) return <Skeleton className="h-96 max-w-4xl" />

  return (
    <Form {...form.formProps} className="max-w-4xl gap-6">
      <SectionCard title={trans('Roles')} description={trans('The person has every permission of each role they hold.')}>
        <CheckboxGroup
          name="roles"
          aria-label={trans('Roles')}
          value={draft.roles.map(String)}
          onChange={(ids) => setDraft({ ...draft, roles: ids.map(Number) })}
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
      <section className="flex flex-col gap-3">
        <div>
          <h2 className="text-base font-semibold">{trans('Direct permissions')}</h2>
          <p className="mt-1 text-sm text-muted">{trans('Given to this person only, on top of their roles.')}</p>
        </div>
        <PermissionPicker groups={options.groups} value={draft.permissions} onChange={(permissions) => setDraft({ ...draft, permissions })} />
      </section>
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
  )
}

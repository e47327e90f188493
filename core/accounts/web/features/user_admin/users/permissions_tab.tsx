import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { FieldError } from '@web/ui/field.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { CheckboxGroup } from 'react-aria-components'
import type { AdminUser } from '../../../../shared/admin_types.js'
import { accessOptionsQuery, USER_WRITES, useAdminUserWrite, type UserAccessInput } from '../api/user_admin_api.js'
import { PermissionPicker } from '../access/permission_picker.js'
import { SectionCard } from '../access/section_card.js'

/** The permissions tab: the person's roles, and permissions given to them directly (with restrictions). */
export function PermissionsTab({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const options = usePageQuery(accessOptionsQuery(api)).data
  const update = useAdminUserWrite(user.id, (client, input: UserAccessInput) => USER_WRITES.access(client, user.id, input))
  const form = useAdminForm({
    initialValues: { roles: user.roles.map((role) => role.id), permissions: user.direct_permissions } as UserAccessInput,
    submit: (values) => update.mutateAsync(values),
    onSaved: () => {
      toasts.positive(trans('Permissions updated'))
    },
  })
  const draft = form.values
  if (!options) return <Skeleton className="h-96 max-w-4xl" />

  return (
    <AdminForm form={form} className="max-w-4xl">
      <div className="flex flex-col gap-6">
      <SectionCard title={trans('Roles')} description={trans('The person has every permission of each role they hold.')}>
        <CheckboxGroup
          name="roles"
          aria-label={trans('Roles')}
          value={draft.roles.map(String)}
          onChange={(ids) => form.setValue('roles', ids.map(Number))}
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
        <PermissionPicker groups={options.groups} value={draft.permissions} onChange={(permissions) => form.setValue('permissions', permissions)} />
      </section>
      </div>
    </AdminForm>
  )
}

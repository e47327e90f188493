import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextField } from '@web/ui/text_field.js'
import type { PermissionGroup, RoleDetail } from '../../../../shared/admin_types.js'
import { permissionCatalogueQuery, roleQuery, useSaveRole, type RoleInput } from '../api/user_admin_api.js'
import { PermissionPicker } from '../access/permission_picker.js'

/** /admin/roles/new and /admin/roles/<id>/edit. */
export function RoleEditorScreen({ roleId }: { roleId: number | null }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const groups = usePageQuery(permissionCatalogueQuery(api)).data
  const role = usePageQuery({ ...roleQuery(api, roleId ?? 0), enabled: roleId !== null }).data
  useDocumentTitle(roleId === null ? trans('New role') : (role?.name ?? trans('Edit role')))
  if (!groups || (roleId !== null && !role)) return <RoleEditorSkeleton />
  return <RoleForm key={role?.updated_at ?? 'new'} role={role ?? null} groups={groups} />
}

function inputOf(role: RoleDetail | null): RoleInput {
  return {
    name: role?.name ?? '',
    description: role?.description ?? null,
    default: role?.default ?? false,
    permissions: role?.permissions ?? [],
  }
}

/**
 * The role's name, description, flags and permissions. Exactly one role is
 * the default of new accounts: the switch can make this one the default,
 * never unmake it (make another role the default instead). The guest role's
 * permissions are what logged-out visitors may do.
 */
function RoleForm({ role, groups }: { role: RoleDetail | null; groups: PermissionGroup[] }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const save = useSaveRole(role?.id ?? null)
  const form = useAdminForm({
    initialValues: inputOf(role),
    rulesOf: role ? 'accounts.admin.roles.update' : 'accounts.admin.roles.store',
    submit: (values) => save.mutateAsync(values),
    onSaved: (saved) => {
      toasts.positive(role ? trans('Role updated') : trans('Role created'))
      if (!role) navigate(`/admin/roles/${saved.id}/edit`, { replace: true })
      return inputOf(saved)
    },
  })
  const { values } = form

  return (
    <>
      <PageHeader
        title={role ? role.name : trans('New role')}
        description={
          role?.guests
            ? trans('What visitors who are not logged in may do.')
            : trans('A set of permissions to give to accounts.')
        }
      />
      <AdminForm form={form} saveLabel={role ? undefined : trans('Create role')} className="max-w-4xl">
        <div className="flex flex-col gap-6">
          <section className="grid gap-6 rounded-base border border-divider bg-paper p-5 md:grid-cols-2 md:p-6">
            <TextField label={trans('Name')} {...form.field('name')} />
            <TextField
              name="description"
              label={trans('Description')}
              value={values.description ?? ''}
              onChange={(description) => form.setValue('description', description || null)}
            />
            {!role?.guests && (
              <Switch
                name="default"
                className="md:col-span-2"
                isSelected={values.default}
                isDisabled={role?.default}
                onChange={(value) => form.setValue('default', value)}
                description={
                  role?.default
                    ? trans('New accounts get this role. To change that, make another role the default.')
                    : trans('New accounts get this role instead of the current default role.')
                }
              >
                {trans('Default role of new accounts')}
              </Switch>
            )}
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold">{trans('Permissions')}</h2>
            <PermissionPicker groups={groups} value={values.permissions} onChange={(permissions) => form.setValue('permissions', permissions)} />
          </section>
        </div>
      </AdminForm>
    </>
  )
}

function RoleEditorSkeleton() {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-40" />
      <Skeleton className="h-96" />
    </div>
  )
}

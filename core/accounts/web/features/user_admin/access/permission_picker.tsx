import { useTrans } from '@web/i18n/use_trans.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { TextField } from '@web/ui/text_field.js'
import type { GrantedPermission, PermissionGroup, PermissionOption } from '../../../../shared/admin_types.js'

/**
 * The permissions of a role or a person, grouped under the headings the
 * manifests declare: a checkbox per permission and, once it is ticked, a
 * number field per restriction it declares (empty means unlimited). Field
 * names follow the order of `value`, which is the order sent to the server,
 * so its 422 messages land under the right field.
 */
export function PermissionPicker({
  groups,
  value,
  onChange,
  isDisabled,
}: {
  groups: PermissionGroup[]
  value: GrantedPermission[]
  onChange: (value: GrantedPermission[]) => void
  isDisabled?: boolean
}) {
  const trans = useTrans()
  const indexOf = (name: string) => value.findIndex((granted) => granted.name === name)
  const toggle = (permission: PermissionOption, selected: boolean) =>
    onChange(selected ? [...value, { name: permission.name, restrictions: [] }] : value.filter((granted) => granted.name !== permission.name))
  const setRestriction = (name: string, restriction: string, text: string) =>
    onChange(
      value.map((granted) => {
        if (granted.name !== name) return granted
        const others = granted.restrictions.filter((existing) => existing.name !== restriction)
        // Whole numbers only: other characters are dropped as they are typed.
        const digits = text.replace(/\D/g, '')
        const number = digits === '' ? null : Number(digits)
        return { ...granted, restrictions: number === null ? others : [...others, { name: restriction, value: number }] }
      })
    )

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group.group} className="rounded-base border border-divider bg-paper">
          <legend className="sr-only">{trans(group.group)}</legend>
          <p aria-hidden className="border-b border-divider px-4 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase">
            {trans(group.group)}
          </p>
          <ul className="divide-y divide-divider">
            {group.permissions.map((permission) => {
              const index = indexOf(permission.name)
              const granted = index === -1 ? null : value[index]
              return (
                <li key={permission.name} className="flex flex-col gap-3 px-4 py-3 md:flex-row md:items-start md:justify-between">
                  <Checkbox
                    isSelected={granted !== null}
                    isDisabled={isDisabled}
                    onChange={(selected) => toggle(permission, selected)}
                    description={permission.description ? trans(permission.description) : undefined}
                    className="min-w-0 flex-1"
                  >
                    <span className="font-medium">{trans(permission.label)}</span>{' '}
                    <code className="ml-1 font-mono text-xs text-muted">{permission.name}</code>
                  </Checkbox>
                  {granted &&
                    permission.restrictions.map((restriction) => {
                      const current = granted.restrictions.find((set) => set.name === restriction.name)
                      // Only a value that is set is sent, and can be refused under its field.
                      const setIndex = current ? granted.restrictions.indexOf(current) : -1
                      return (
                        <TextField
                          key={restriction.name}
                          name={`permissions.${index}.restrictions.${setIndex}.value`}
                          label={trans(restriction.label)}
                          description={trans('Leave empty for unlimited.')}
                          inputMode="numeric"
                          size="sm"
                          className="w-full md:w-56"
                          isDisabled={isDisabled}
                          value={current?.value === null || current === undefined ? '' : String(current.value)}
                          onChange={(text) => setRestriction(permission.name, restriction.name, text)}
                        />
                      )
                    })}
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  )
}

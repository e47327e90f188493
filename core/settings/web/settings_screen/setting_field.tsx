import { useTrans } from '@web/i18n/use_trans.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { Draft } from './setting_drafts.js'
import type { SettingField as Setting } from './settings_api.js'

const INPUT_TYPES = { url: 'url', email: 'email', image: 'url', number: 'text' } as const

/**
 * One setting as the field its type asks for, named by its key so the
 * server's validation errors land under it. Secrets are write-only: the
 * field starts empty and says whether a value is stored.
 */
export function SettingField({
  setting,
  draft,
  onChange,
}: {
  setting: Setting
  draft: Draft
  onChange: (draft: Draft) => void
}) {
  const trans = useTrans()
  const common = {
    name: setting.key,
    label: trans(setting.label),
    description: setting.description ? trans(setting.description) : undefined,
    isRequired: setting.validation?.required,
  }

  switch (setting.type) {
    case 'boolean':
      return (
        <Switch
          name={setting.key}
          isSelected={draft === true}
          onChange={onChange}
          description={common.description}
        >
          {common.label}
        </Switch>
      )
    case 'select':
      return (
        <Select
          {...common}
          // Collections find their items by id.
          items={(setting.options ?? []).map((option) => ({ id: option.value, label: option.label }))}
          selectedKey={typeof draft === 'string' && draft !== '' ? draft : null}
          onSelectionChange={(key) => key !== null && onChange(String(key))}
        >
          {(option) => (
            <SelectItem id={option.id} textValue={trans(option.label)}>
              {trans(option.label)}
            </SelectItem>
          )}
        </Select>
      )
    case 'text':
    case 'json':
      return (
        <TextArea
          {...common}
          rows={setting.type === 'json' ? 6 : 4}
          className={setting.type === 'json' ? '[&_textarea]:font-mono [&_textarea]:text-xs' : undefined}
          value={String(draft)}
          onChange={onChange}
        />
      )
    default:
      return (
        <TextField
          {...common}
          type={setting.secret ? 'password' : (INPUT_TYPES[setting.type as keyof typeof INPUT_TYPES] ?? 'text')}
          inputMode={setting.type === 'number' ? 'decimal' : undefined}
          autoComplete={setting.secret ? 'new-password' : 'off'}
          placeholder={
            setting.secret
              ? setting.is_set
                ? trans('Saved. Type a new value to replace it')
                : trans('Not set')
              : undefined
          }
          value={String(draft)}
          onChange={onChange}
        />
      )
  }
}

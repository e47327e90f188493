import { useTrans } from '@web/i18n/use_trans.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import { useDraftSetting } from '../../draft/use_appearance_draft.js'
import { useEditorField } from '../../draft/editor_fields.js'
import { AssetField } from '../../fields/asset_field.js'
import { SectionGroup } from '../section_group.js'

/** General: the site's name and description, its logos for light and dark themes (and phones), favicon and splash videos. */
export default function GeneralSection() {
  const trans = useTrans()
  return (
    <div className="flex flex-col gap-6">
      <SectionGroup title={trans('Site')}>
        <SettingText settingKey="branding.site_name" />
        <SettingText settingKey="branding.site_description" multiline />
      </SectionGroup>
      <SectionGroup title={trans('Logos')} description={trans('PNG, SVG or WebP with a transparent background. Each theme shows the logo made for it.')}>
        <SettingAsset settingKey="branding.logo_light" kind="image" />
        <SettingAsset settingKey="branding.logo_dark" kind="image" />
        <SettingAsset settingKey="branding.logo_light_mobile" kind="image" />
        <SettingAsset settingKey="branding.logo_dark_mobile" kind="image" />
      </SectionGroup>
      <SectionGroup title={trans('Favicon')}>
        <SettingAsset settingKey="branding.favicon" kind="image" description={trans('A square image, 64 × 64 pixels or more.')} />
      </SectionGroup>
      <SectionGroup title={trans('Splash videos')} description={trans('Played behind the sign-in and sign-up forms. MP4 or WebM, muted.')}>
        <SettingAsset settingKey="branding.splash_video_desktop_link" kind="video" />
        <SettingAsset settingKey="branding.splash_video_mobile_link" kind="video" />
      </SectionGroup>
    </div>
  )
}

function SettingText({ settingKey, multiline }: { settingKey: string; multiline?: boolean }) {
  const trans = useTrans()
  const field = useEditorField(settingKey)
  const [value, setValue] = useDraftSetting<string | null>(settingKey)
  const { required, max } = field?.validation ?? {}
  const props = {
    label: trans(field?.label ?? settingKey),
    description: field?.description ? trans(field.description) : undefined,
    value: value ?? '',
    onChange: (next: string) => setValue(next === '' && !required ? null : next),
    isRequired: required,
    maxLength: max,
    isInvalid: required && !value?.trim() ? true : undefined,
    errorMessage: required && !value?.trim() ? trans('Enter a value') : undefined,
  }
  return multiline ? <TextArea rows={3} {...props} /> : <TextField {...props} />
}

function SettingAsset({ settingKey, kind, description }: { settingKey: string; kind: 'image' | 'video'; description?: string }) {
  const trans = useTrans()
  const field = useEditorField(settingKey)
  const [value, setValue] = useDraftSetting<string | null>(settingKey)
  return (
    <AssetField
      label={trans(field?.label ?? settingKey)}
      description={description ?? (field?.description ? trans(field.description) : undefined)}
      value={value ?? null}
      onChange={setValue}
      kind={kind}
    />
  )
}

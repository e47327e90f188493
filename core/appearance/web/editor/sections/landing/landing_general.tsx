import { useTrans } from '@web/i18n/use_trans.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import { useDraftSetting } from '../../draft/use_appearance_draft.js'
import { useEditorField } from '../../draft/editor_fields.js'
import { LANDING_HOMEPAGE_TYPE } from '../../../landing/landing_content.js'
import { AssetField } from '../../fields/asset_field.js'

/** landing-page/general: whether guests get the landing page at '/', its headline, subheadline and background. */
export function LandingGeneral() {
  const trans = useTrans()
  const [homepage, setHomepage] = useDraftSetting<string>('homepage.type')
  const [headline, setHeadline] = useDraftSetting<string>('landing.headline')
  const [subheadline, setSubheadline] = useDraftSetting<string>('landing.subheadline')
  const [background, setBackground] = useDraftSetting<string | null>('landing.background_image')
  const homepageField = useEditorField('homepage.type')

  return (
    <div className="flex flex-col gap-4">
      <Select
        label={trans('Homepage')}
        description={trans('What guests see at the site’s address.')}
        selectedKey={homepage}
        onSelectionChange={(key) => setHomepage(String(key))}
        items={(homepageField?.options ?? [{ value: LANDING_HOMEPAGE_TYPE, label: 'Landing page' }]).map((option) => ({ id: option.value, label: option.label }))}
      >
        {(option) => <SelectItem id={option.id}>{trans(option.label)}</SelectItem>}
      </Select>
      <TextField label={trans('Headline')} value={headline ?? ''} onChange={setHeadline} maxLength={200} />
      <TextArea label={trans('Subheadline')} rows={3} value={subheadline ?? ''} onChange={setSubheadline} maxLength={1000} />
      <AssetField kind="image" label={trans('Background image')} description={trans('Behind the headline; wide images look best.')} value={background ?? null} onChange={setBackground} />
    </div>
  )
}

import { useTrans } from '@web/i18n/use_trans.js'
import { CodeEditor } from '@web/ui/code_editor.js'
import { Tab, TabList, TabPanel, Tabs } from '@web/ui/tabs.js'
import { CUSTOM_CSS_MAX_LENGTH, CUSTOM_HTML_MAX_LENGTH } from '../../../../shared/appearance_values.js'
import { useAppearanceDraft } from '../../draft/use_appearance_draft.js'

/**
 * Custom code (super admins): CSS put in every page's head and HTML at the
 * end of every page's body, shown in the preview as it is typed.
 */
export default function CustomCodeSection() {
  const trans = useTrans()
  const { values, set } = useAppearanceDraft()
  return (
    <Tabs>
      <TabList aria-label={trans('Language')}>
        <Tab id="css">{trans('Styles (CSS)')}</Tab>
        <Tab id="html">{trans('Markup (HTML)')}</Tab>
      </TabList>
      <TabPanel id="css" className="pt-4">
        <CodeEditor
          label={trans('Custom CSS')}
          description={trans('Added after the site’s own styles on every page. Theme colours are variables: rgb(var(--be-primary)).')}
          language="CSS"
          value={values.custom_code.css}
          onChange={(value) => set('custom_code.css', value)}
          maxLength={CUSTOM_CSS_MAX_LENGTH}
          placeholder={'.site-logo {\n  height: 40px;\n}'}
          rows={18}
        />
      </TabPanel>
      <TabPanel id="html" className="pt-4">
        <CodeEditor
          label={trans('Custom HTML')}
          description={trans('Added at the end of every page. Scripts do not run: only this site’s own scripts are allowed.')}
          language="HTML"
          value={values.custom_code.html}
          onChange={(value) => set('custom_code.html', value)}
          maxLength={CUSTOM_HTML_MAX_LENGTH}
          placeholder={'<div class="announcement">New releases every Friday</div>'}
          rows={18}
        />
      </TabPanel>
    </Tabs>
  )
}

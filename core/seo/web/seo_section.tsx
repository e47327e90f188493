import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextField } from '@web/ui/text_field.js'
import { TextArea } from '@web/ui/text_area.js'
import { Button } from '@web/ui/button.js'
import { Spinner } from '@web/ui/spinner.js'
import { useAppearanceDraft } from '../../appearance/web/editor/draft/use_appearance_draft.js'
import { renderSeoTemplate, seoTemplateKey, type SeoTemplates } from '../../kernel/shared/seo_templates.js'
import type { SeoEditorData, SeoEditorPage } from '../shared/seo_editor_types.js'
import { ROBOTS_TXT } from '../shared/seo_settings.js'
import { DESCRIPTION_SHOWN, SearchSnippet, TITLE_SHOWN } from './search_snippet.js'

/**
 * Appearance editor, "SEO settings": the title and description templates of
 * each SEO page with the variables it offers, a search result drawn live from
 * a real page of the site, robots.txt and the sitemap's last build.
 */
export default function SeoSection() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data, isError } = useQuery({ queryKey: ['seo', 'pages'], queryFn: () => api.get<SeoEditorData>('seo/pages'), staleTime: 60_000 })
  const [pageName, setPageName] = useState('track')

  if (isError) return <p className="text-sm text-danger">{trans('The SEO pages could not be loaded. Try again later.')}</p>
  if (!data) return <Spinner />
  const page = data.pages.find((candidate) => candidate.name === pageName) ?? data.pages[0]
  return (
    <div className="flex flex-col gap-6">
      <Select
        label={trans('Page')}
        selectedKey={page.name}
        onSelectionChange={(key) => setPageName(String(key))}
        items={data.pages.map((candidate) => ({ id: candidate.name, label: candidate.label }))}
      >
        {(item) => <SelectItem id={item.id}>{trans(item.label)}</SelectItem>}
      </Select>
      <PageTemplates key={page.name} page={page} />
      <RobotsAndSitemap sitemap={data.sitemap} />
    </div>
  )
}

function PageTemplates({ page }: { page: SeoEditorPage }) {
  const trans = useTrans()
  const { values, set } = useAppearanceDraft()
  const [focused, setFocused] = useState<keyof SeoTemplates>('title')
  const template = (part: keyof SeoTemplates) => (values.settings[seoTemplateKey(page.name, part)] as string | null | undefined) ?? page.defaults[part]
  const setTemplate = (part: keyof SeoTemplates, value: string) => set(`settings.${seoTemplateKey(page.name, part)}`, value)
  const siteName = String(values.settings['branding.site_name'] ?? '')
  const variables = { ...page.sample?.variables, site_name: siteName }
  const title = renderSeoTemplate(template('title'), variables)
  const description = renderSeoTemplate(template('description'), variables)
  const isDefault = template('title') === page.defaults.title && template('description') === page.defaults.description

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={trans('Title')}
        value={template('title')}
        onChange={(value) => setTemplate('title', value)}
        onFocus={() => setFocused('title')}
        maxLength={300}
        description={trans(':count characters once filled in; search engines show about :max.', { count: String(title.length), max: String(TITLE_SHOWN) })}
      />
      <TextArea
        label={trans('Description')}
        rows={3}
        value={template('description')}
        onChange={(value) => setTemplate('description', value)}
        onFocus={() => setFocused('description')}
        maxLength={300}
        description={trans(':count characters once filled in; search engines show about :max.', { count: String(description.length), max: String(DESCRIPTION_SHOWN) })}
      />
      <div>
        <h3 className="mb-1 text-sm font-medium text-main">{trans('Variables')}</h3>
        <p className="mb-2 text-xs text-muted">{focused === 'title' ? trans('Click one to add it to the title.') : trans('Click one to add it to the description.')}</p>
        <ul className="flex flex-col gap-1">
          {page.variables.map((variable) => (
            <li key={variable.name} className="flex items-baseline gap-2">
              <Button size="xs" variant="secondary" className="font-mono" onPress={() => setTemplate(focused, `${template(focused)}{{${variable.name}}}`)}>
                {`{{${variable.name}}}`}
              </Button>
              <span className="min-w-0 text-xs text-muted">{trans(variable.description)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-main">{trans('Preview')}</h3>
        {page.sample ? (
          <SearchSnippet url={page.sample.url} title={title} description={description} siteName={siteName} />
        ) : (
          <p className="rounded-base border border-dashed border-divider p-4 text-sm text-muted">{trans('There is no public page of this kind yet to preview with.')}</p>
        )}
      </div>
      <Button
        size="sm"
        variant="ghost"
        className="self-start"
        isDisabled={isDefault}
        onPress={() => {
          setTemplate('title', page.defaults.title)
          setTemplate('description', page.defaults.description)
        }}
      >
        {trans('Reset to default')}
      </Button>
    </div>
  )
}

function RobotsAndSitemap({ sitemap }: { sitemap: SeoEditorData['sitemap'] }) {
  const trans = useTrans()
  const { values, set } = useAppearanceDraft()
  return (
    <div className="flex flex-col gap-4 border-t border-divider pt-5">
      <TextArea
        label="robots.txt"
        rows={6}
        value={String(values.settings[ROBOTS_TXT] ?? '')}
        onChange={(value) => set(`settings.${ROBOTS_TXT}`, value)}
        description={trans('Rules for search engines. A line pointing at the sitemap is added unless you write your own.')}
      />
      <div className="rounded-base bg-chip/60 p-3 text-sm">
        <h3 className="font-medium text-main">{trans('Sitemap')}</h3>
        {sitemap ? (
          <p className="mt-1 text-muted">
            {trans('Built :date: :urls addresses in :files files. Rebuilt every night.', {
              date: new Date(sitemap.built_at).toLocaleString(),
              urls: sitemap.urls.toLocaleString(),
              files: sitemap.files.toLocaleString(),
            })}{' '}
            <a className="text-primary underline-offset-2 hover:underline" href={sitemap.url} target="_blank" rel="noreferrer">
              sitemap.xml
            </a>
          </p>
        ) : (
          <p className="mt-1 text-muted">{trans('Not built yet: the first build runs tonight, or when a search engine first asks for it.')}</p>
        )}
      </div>
    </div>
  )
}

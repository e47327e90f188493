import { lazy, Suspense, useState } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ExternalLink from 'lucide-react/icons/external-link'
import Eye from 'lucide-react/icons/eye'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import { slugOf } from '../../../../shared/slug.js'
import type { AdminCustomPage } from '../../../../shared/custom_page_types.js'
import { customPageEditQuery, useSaveCustomPage } from '../api/custom_pages_admin_api.js'
import { PagePreviewDialog } from './page_preview_dialog.js'

/** TipTap and ProseMirror load only when an editor opens (they are most of this screen's weight). */
const RichTextEditor = lazy(() => import('./rich_text_editor.js'))

/** The editor's values; the SEO fields are named as the server's validation errors name them. */
interface PageValues extends Record<string, unknown> {
  'title': string
  'slug': string
  'body': string
  'seo.title': string
  'seo.description': string
  'hide_nav': boolean
}

const EMPTY: PageValues = { 'title': '', 'slug': '', 'body': '', 'seo.title': '', 'seo.description': '', 'hide_nav': false }

const valuesOf = (page: AdminCustomPage): PageValues => ({
  'title': page.title,
  'slug': page.slug,
  'body': page.body,
  'seo.title': page.seo.title ?? '',
  'seo.description': page.seo.description ?? '',
  'hide_nav': page.hide_nav,
})

/** /admin/custom-pages/new and /:pageId/edit. */
export function CustomPageEditor({ pageId }: { pageId: number | null }) {
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data: page } = usePageQuery({ ...customPageEditQuery(api, pageId ?? 0), enabled: pageId !== null })
  useDocumentTitle(pageId === null ? trans('New page') : page?.title)
  if (pageId !== null && !page) return <EditorSkeleton />
  return <PageForm page={page ?? null} />
}

function PageForm({ page }: { page: AdminCustomPage | null }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const save = useSaveCustomPage(page?.id ?? null)
  const [previewing, setPreviewing] = useState(false)
  const form = useAdminForm<PageValues, AdminCustomPage>({
    initialValues: page ? valuesOf(page) : EMPTY,
    rulesOf: page ? 'pages.custom_pages.update' : 'pages.custom_pages.store',
    messages: { slug: trans('Use lower-case letters, digits and single dashes.') },
    submit: (values) =>
      save.mutateAsync({
        title: values.title,
        slug: values.slug || undefined,
        body: values.body,
        seo: { title: values['seo.title'] || null, description: values['seo.description'] || null },
        hide_nav: values.hide_nav,
      }),
    onSaved: (saved) => {
      toasts.positive(page ? trans('Page saved') : trans('Page created'))
      if (!page) navigate(`/admin/custom-pages/${saved.id}/edit`, { replace: true })
      return valuesOf(saved)
    },
  })

  /** A new page's address follows its title until the address is edited by hand. */
  const changeTitle = (title: string) => {
    const following = !page && form.values.slug === slugOf(form.values.title)
    form.setValues(following ? { title, slug: slugOf(title) } : { title })
  }

  return (
    <>
      <PageHeader
        title={page ? page.title : trans('New page')}
        description={
          <ButtonLink href="/admin/custom-pages" variant="ghost" size="xs" className="-ml-2">
            <ArrowLeft aria-hidden className="size-3.5" />
            {trans('Custom pages')}
          </ButtonLink>
        }
        actions={
          <>
            {page && (
              <ButtonLink href={`/pages/${page.slug}`} target="_blank" variant="ghost" size="sm">
                <ExternalLink aria-hidden className="size-4" />
                {trans('View on site')}
              </ButtonLink>
            )}
            <Button variant="secondary" size="sm" onPress={() => setPreviewing(true)}>
              <Eye aria-hidden className="size-4" />
              {trans('Preview')}
            </Button>
          </>
        }
      />
      <AdminForm form={form} saveLabel={page ? undefined : trans('Create page')}>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section className="flex flex-col gap-6 rounded-base border border-divider bg-paper p-5 md:p-6">
            <TextField label={trans('Title')} {...form.field('title')} onChange={changeTitle} />
            <Suspense fallback={<Skeleton className="h-88" />}>
              <RichTextEditor
                name="body"
                label={trans('Content')}
                value={form.values.body}
                onChange={(body) => form.setValue('body', body)}
                errorMessage={form.serverErrors.body}
              />
            </Suspense>
          </section>
          <aside className="flex flex-col gap-6 rounded-base border border-divider bg-paper p-5 md:p-6">
            <TextField
              label={trans('Address')}
              description={trans('The page is at /pages/:slug', { slug: form.values.slug || '…' })}
              startIcon={<span className="font-mono text-xs">/</span>}
              {...form.field('slug')}
              onChange={(slug) => form.setValue('slug', slug.toLowerCase())}
            />
            <Switch
              isSelected={form.values.hide_nav}
              onChange={(hide) => form.setValue('hide_nav', hide)}
              description={trans('Show the page on its own, without the site’s navigation.')}
            >
              {trans('Hide the navigation')}
            </Switch>
            <div className="flex flex-col gap-4 border-t border-divider pt-5">
              <h2 className="text-sm font-semibold">{trans('Search engines')}</h2>
              <TextField
                label={trans('SEO title')}
                description={trans('Shown in search results and link previews; the page title when empty.')}
                {...form.field('seo.title')}
              />
              <TextArea label={trans('SEO description')} rows={3} {...form.field('seo.description')} />
            </div>
          </aside>
        </div>
      </AdminForm>
      <PagePreviewDialog
        isOpen={previewing}
        onClose={() => setPreviewing(false)}
        title={form.values.title || trans('Untitled page')}
        body={form.values.body}
      />
    </>
  )
}

function EditorSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <Skeleton className="h-14 w-72" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-112" />
        <Skeleton className="h-80" />
      </div>
    </div>
  )
}

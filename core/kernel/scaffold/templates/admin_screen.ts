import type { PluginNames } from '../plugin_names.js'
import type { ScaffoldTemplate } from '../scaffold_template.js'

/** The admin screen's texts beyond the items page's (it shares the title and the empty list's line): lang/en.json lists each. */
export function adminScreenLines({ title }: PluginNames) {
  return [`Add and review the items of ${title}.`, 'Title', 'Add item', 'Item added.', 'Added']
}

/**
 * web/features/items/admin/items_admin_screen.tsx: the plugin's admin
 * screen at /admin/<id>, declared in the manifest's `admin` behind the
 * create permission (which POST <id>/items checks too) and drawn by the web
 * part's `adminScreens` under the same path.
 */
export const adminScreenTemplate: ScaffoldTemplate = {
  path: () => 'web/features/items/admin/items_admin_screen.tsx',
  manifest: ({ id, title, constant }) => ({
    imports: [{ from: './permissions.js', names: [`${constant}_CREATE`] }],
    fields: [`admin: [{ path: '${id}', label: '${title}', permission: ${constant}_CREATE, icon: 'puzzle', section: 'plugins', order: 60 }],`],
  }),
  contents: ({ title }) => `import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Inbox from 'lucide-react/icons/inbox'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import { itemsQuery, useCreateItem } from '../items_api.js'

/** /admin/<id>: the items, newest first, under a form that adds one. */
export default function ItemsAdminScreen() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const items = useQuery(itemsQuery(useService(API_CLIENT)))
  const createItem = useCreateItem()
  const [title, setTitle] = useState('')
  useDocumentTitle(trans('${title}'))
  const form = useSubmitForm({
    canSubmit: title.trim() !== '',
    isPending: createItem.isPending,
    onSubmit: () =>
      createItem.mutate(title.trim(), {
        onSuccess: () => {
          setTitle('')
          toasts.positive(trans('Item added.'))
        },
        onError: form.onError,
      }),
  })

  return (
    <>
      <PageHeader title={trans('${title}')} description={trans('Add and review the items of ${title}.')} />
      <SubmitForm form={form} submitLabel={trans('Add item')} layout="end" className="mb-6 space-y-3">
        <TextField name="title" label={trans('Title')} maxLength={200} isRequired value={title} onChange={setTitle} />
      </SubmitForm>
      {!items.data ? (
        <Skeleton className="h-40" />
      ) : items.data.length === 0 ? (
        <EmptyState icon={<Inbox />} message={trans('Nothing here yet.')} />
      ) : (
        <div className="overflow-hidden rounded-base border border-divider bg-paper">
          <table className="w-full text-sm">
            <thead className="border-b border-divider text-left text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">{trans('Title')}</th>
                <th scope="col" className="px-4 py-2.5 text-right font-medium">{trans('Added')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-divider">
              {items.data.map((item) => (
                <tr key={item.id}>
                  <td className="px-4 py-2.5 text-main">{item.title}</td>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap text-muted tabular-nums">
                    {new Date(item.created_at).toLocaleDateString()}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
`,
}

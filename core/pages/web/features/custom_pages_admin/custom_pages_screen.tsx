import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { CustomPageEditor } from './components/custom_page_editor.js'
import { CustomPagesList } from './components/custom_pages_list.js'

/** /admin/custom-pages, /new and /:pageId/edit (spec section 2): the list and the editor. */
export default function CustomPagesScreen() {
  const subPath = useParams()['*'] ?? ''
  if (subPath === '') return <CustomPagesList />
  if (subPath === 'new') return <CustomPageEditor key="new" pageId={null} />
  const editing = /^([1-9]\d{0,9})\/edit$/.exec(subPath)
  if (editing) return <CustomPageEditor key={editing[1]} pageId={Number(editing[1])} />
  throw routeNotFound()
}

import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { RoleEditorScreen } from './role_editor.js'
import { RoleList } from './role_list.js'

/** /admin/roles, /admin/roles/new and /admin/roles/<id>/edit (spec section 2). */
export default function RolesScreen() {
  const rest = useParams()['*'] ?? ''
  if (rest === '') return <RoleList />
  if (rest === 'new') return <RoleEditorScreen roleId={null} />
  const edit = /^([1-9]\d{0,9})\/edit$/.exec(rest)
  if (!edit) throw routeNotFound()
  return <RoleEditorScreen key={edit[1]} roleId={Number(edit[1])} />
}

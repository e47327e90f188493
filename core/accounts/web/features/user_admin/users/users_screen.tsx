import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { CreateUserScreen } from './create_user_screen.js'
import { UserList } from './user_list.js'
import { UserPage, USER_TABS, type UserTab } from './user_page.js'

/**
 * /admin/users (the list), /admin/users/new, and /admin/users/<id>/<tab>
 * with the spec's tabs: details (default), permissions, security, date, api.
 */
export default function UsersScreen() {
  const rest = useParams()['*'] ?? ''
  if (rest === '') return <UserList />
  if (rest === 'new') return <CreateUserScreen />
  const user = /^([1-9]\d{0,9})(?:\/([a-z]+))?$/.exec(rest)
  const tab = (user?.[2] ?? 'details') as UserTab
  if (!user || !USER_TABS.includes(tab)) throw routeNotFound()
  return <UserPage key={user[1]} userId={Number(user[1])} tab={tab} />
}

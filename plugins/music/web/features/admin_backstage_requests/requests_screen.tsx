import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { RequestDetail } from './request_detail.js'
import { RequestList } from './request_list.js'

/** /admin/backstage-requests (the list) and /admin/backstage-requests/{requestId} (one request), spec section 2. */
export default function BackstageRequestsScreen() {
  const rest = useParams()['*'] ?? ''
  if (rest === '') return <RequestList />
  if (!/^[1-9]\d{0,9}$/.test(rest)) throw routeNotFound()
  return <RequestDetail key={rest} id={Number(rest)} />
}

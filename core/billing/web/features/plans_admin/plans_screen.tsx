import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { PlanEditor } from './components/plan_editor.js'
import { PlansList } from './components/plans_list.js'

/** /admin/plans, /admin/plans/new and /admin/plans/{productId}/edit (spec section 2). */
export default function PlansScreen() {
  const subPath = useParams()['*'] ?? ''
  if (subPath === '') return <PlansList />
  if (subPath === 'new') return <PlanEditor key="new" planId={null} />
  const editing = /^([1-9]\d{0,9})\/edit$/.exec(subPath)
  if (editing) return <PlanEditor key={editing[1]} planId={Number(editing[1])} />
  throw routeNotFound()
}

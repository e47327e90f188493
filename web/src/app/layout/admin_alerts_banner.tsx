import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { Link } from 'react-router'
import { useBootstrap } from '../../bootstrap/use_bootstrap.js'
import { useTrans } from '../../i18n/use_trans.js'

/**
 * Tells admins, on every page, that a published demo password still signs
 * someone in (bootstrap admin_alerts), until it is changed. The admin area
 * can show the same fact from the same data.
 */
export function AdminAlertsBanner() {
  const trans = useTrans()
  const { admin_alerts: alerts } = useBootstrap()
  if (!alerts?.demo_password) return null
  return (
    <div
      role="alert"
      className="flex items-center gap-3 border-b border-divider bg-chip px-4 py-2 text-sm text-main"
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0 text-danger" />
      <p>
        {trans('The published demo password still works: anyone can sign in with it.')}{' '}
        <Link to="/account-settings" className="font-semibold underline">
          {trans('Change the password')}
        </Link>
      </p>
    </div>
  )
}

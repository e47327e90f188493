import Ban from 'lucide-react/icons/ban'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { GateLayout } from './gate_layout.js'

/** Spec section 2: replaces the app while the account is banned. */
export function SuspendedScreen() {
  const trans = useTrans()
  const { branding } = useBootstrap()
  return (
    <GateLayout icon={<Ban aria-hidden />} tone="danger" title={trans('Your account is suspended')}>
      <p className="mt-3 text-sm leading-6 text-muted">
        {trans(
          "You can't open :name because your account is suspended. Contact the Admin to re-activate your account.",
          { name: branding.site_name }
        )}
      </p>
    </GateLayout>
  )
}

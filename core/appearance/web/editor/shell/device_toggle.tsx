import Monitor from 'lucide-react/icons/monitor'
import Smartphone from 'lucide-react/icons/smartphone'
import Tablet from 'lucide-react/icons/tablet'
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'

export type PreviewDevice = 'phone' | 'tablet' | 'desktop'

/** The preview's width on each device; the desktop fills the room there is. */
export const DEVICE_WIDTHS: Record<PreviewDevice, number | null> = { phone: 375, tablet: 768, desktop: null }

/** Phone, tablet or desktop: how wide the preview is drawn. */
export function DeviceToggle({ device, onChange }: { device: PreviewDevice; onChange: (device: PreviewDevice) => void }) {
  const trans = useTrans()
  const devices = [
    ['phone', Smartphone, trans('Phone')],
    ['tablet', Tablet, trans('Tablet')],
    ['desktop', Monitor, trans('Desktop')],
  ] as const
  return (
    <ToggleButtonGroup
      aria-label={trans('Preview size')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[device]}
      onSelectionChange={(keys) => onChange(([...keys][0] as PreviewDevice) ?? 'desktop')}
      className="flex rounded-base border border-divider bg-paper p-0.5"
    >
      {devices.map(([id, Icon, label]) => (
        <ToggleButton
          key={id}
          id={id}
          aria-label={label}
          className="flex h-8 w-9 items-center justify-center rounded-[calc(var(--be-radius)/2)] text-muted outline-none hover:text-main data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary data-selected:bg-chip data-selected:text-main"
        >
          <Icon aria-hidden className="size-4" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}

import { Suspense, type ComponentType, type ReactNode } from 'react'
import { hasPermission } from '../auth/permissions.js'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import type { ZoneFill } from './define_web_plugin.js'
import { lazyComponent } from './lazy_component.js'
import { FillBoundary } from './slot.js'
import { webPlugins } from './web_plugins.js'

/**
 * A named zone a module declares and draws (`<Zone zone={...} {...props} />`),
 * with the props every fill receives: the admin overview's widgets get the
 * period it shows, an artist page's admin panel would get the artist. The
 * Props parameter exists for the types only: `zoneFill` refuses a component
 * that wants other props.
 */
export interface ZoneDefinition<Props extends object> {
  name: string
  /** Never set: carries Props to zoneFill and Zone. */
  readonly props?: Props
}

export function defineZone<Props extends object>(name: string): ZoneDefinition<Props> {
  return { name }
}

/** A fill of `zone` whose component takes exactly the zone's props (checked by TypeScript). */
export function zoneFill<Props extends object>(
  zone: ZoneDefinition<Props>,
  fill: Omit<ZoneFill, 'zone' | 'load'> & {
    load: () => Promise<{ default: ComponentType<Props> }>
  }
): ZoneFill {
  return { ...fill, zone: zone.name }
}

/** Lazy wrappers, made once per fill so re-renders never remount them. */
const fillComponents = new Map<string, ComponentType<any>>()

function fillsOf(name: string) {
  return webPlugins
    .flatMap(({ plugin }) =>
      (plugin.zones ?? [])
        .filter((fill) => fill.zone === name)
        .map((fill, index) => ({ key: `${plugin.id}:${name}:${index}`, fill }))
    )
    .sort((a, b) => (a.fill.order ?? 100) - (b.fill.order ?? 100))
}

function componentOf(key: string, fill: ZoneFill) {
  if (!fillComponents.has(key))
    fillComponents.set(key, lazyComponent(`zone:${key}`, async () => (await fill.load()).default))
  return fillComponents.get(key)!
}

/** The sections (`ZoneFill.section`) of the zone's fills the viewer may see, in the zone's order. */
export function useZoneSections(zone: ZoneDefinition<object>) {
  const viewer = useBootstrap()
  return fillsOf(zone.name)
    .filter(({ fill }) => fill.section && (!fill.permission || hasPermission(viewer, fill.permission)))
    .map(({ fill }) => fill.section!)
}

/**
 * Draws every fill of the zone the viewer may see, in order, each with the
 * zone's props; nothing when there is none. A fill that fails is dropped
 * alone. `fallback` shows while a fill's code loads.
 */
export function Zone<Props extends object>({
  zone,
  fallback = null,
  ...props
}: { zone: ZoneDefinition<Props>; fallback?: ReactNode } & Props) {
  const viewer = useBootstrap()
  return fillsOf(zone.name)
    .filter(({ fill }) => !fill.permission || hasPermission(viewer, fill.permission))
    .map(({ key, fill }) => {
      const Fill = componentOf(key, fill)
      return (
        <FillBoundary key={key} name={key}>
          <Suspense fallback={fallback}>
            <Fill {...props} />
          </Suspense>
        </FillBoundary>
      )
    })
}

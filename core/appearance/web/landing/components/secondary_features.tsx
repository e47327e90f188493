import { MenuIcon } from '@web/menus/menu_icon.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { LandingFeature } from '../landing_content.js'

/** Longer stories, one a row, image and text trading sides from row to row. */
export function SecondaryFeatures({ features }: { features: LandingFeature[] }) {
  const trans = useTrans()
  if (!features.length) return null
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 md:gap-28 md:px-8">
      {features.map((feature, index) => (
        <section
          key={`${feature.title}-${index}`}
          aria-label={trans(feature.title)}
          className="grid items-center gap-8 md:grid-cols-2 md:gap-16"
        >
          <FeatureArt
            feature={feature}
            glow={GLOWS[index % GLOWS.length]}
            className={cx(index % 2 === 1 && 'md:order-2')}
          />
          <div className="flex flex-col gap-4">
            {feature.eyebrow && (
              <p className="text-sm font-bold tracking-widest text-primary uppercase">
                {trans(feature.eyebrow)}
              </p>
            )}
            <h3 className="text-3xl font-extrabold tracking-tight text-balance text-main md:text-4xl">
              {trans(feature.title)}
            </h3>
            <p className="max-w-lg text-base leading-7 text-muted md:text-lg md:leading-8">
              {trans(feature.text)}
            </p>
          </div>
        </section>
      ))}
    </div>
  )
}

/** Where the accent light falls on each imageless panel, so neighbours differ. */
const GLOWS = [
  'bg-[radial-gradient(circle_at_30%_20%,rgb(var(--be-primary)/0.35),transparent_60%),radial-gradient(circle_at_80%_90%,rgb(var(--be-primary)/0.18),transparent_55%)]',
  'bg-[radial-gradient(circle_at_75%_25%,rgb(var(--be-primary)/0.38),transparent_60%),radial-gradient(circle_at_15%_85%,rgb(var(--be-primary)/0.15),transparent_50%)]',
  'bg-[radial-gradient(ellipse_at_50%_110%,rgb(var(--be-primary)/0.4),transparent_65%)]',
]

/** The feature's image, or a panel in the accent colour with its icon when it has none. */
function FeatureArt({
  feature,
  glow,
  className,
}: {
  feature: LandingFeature
  glow: string
  className?: string
}) {
  const frame = 'aspect-[4/3] w-full overflow-hidden rounded-[calc(var(--be-radius)*3)]'
  if (feature.image) {
    return <img src={feature.image} alt="" className={cx(frame, 'object-cover', className)} />
  }
  return (
    <div
      aria-hidden
      className={cx(
        frame,
        'relative flex items-center justify-center border border-divider bg-paper',
        glow,
        className
      )}
    >
      {[0, 1, 2].map((ring) => (
        <span
          key={ring}
          className="absolute rounded-full border border-primary/25"
          style={{ width: `${40 + ring * 22}%`, aspectRatio: '1' }}
        />
      ))}
      <span className="relative flex size-24 items-center justify-center rounded-full bg-primary text-on-primary shadow-2xl shadow-primary/30 md:size-28">
        <MenuIcon name={feature.icon ?? 'music'} className="size-11 md:size-12" />
      </span>
    </div>
  )
}

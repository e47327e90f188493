import { MenuIcon } from '@web/menus/menu_icon.js'
import { useTrans } from '@web/i18n/use_trans.js'
import type { LandingFeature } from '../landing_content.js'

/** The landing page's short selling points: icon (or image), title and a sentence each. */
export function PrimaryFeatures({
  features,
  title,
}: {
  features: LandingFeature[]
  title: string
}) {
  const trans = useTrans()
  if (!features.length) return null
  return (
    <section
      aria-labelledby="landing-primary-features"
      className="mx-auto w-full max-w-7xl px-4 md:px-8"
    >
      <h2
        id="landing-primary-features"
        className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance text-main md:text-4xl"
      >
        {title}
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature, index) => (
          <li
            key={`${feature.title}-${index}`}
            className="flex gap-4 rounded-[calc(var(--be-radius)*2)] border border-divider bg-paper p-5 sm:flex-col sm:gap-5 sm:p-6"
          >
            {feature.image ? (
              <img
                src={feature.image}
                alt=""
                className="size-12 shrink-0 rounded-base object-cover"
              />
            ) : (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
                <MenuIcon name={feature.icon ?? 'music'} className="size-6" />
              </span>
            )}
            <div className="flex flex-col gap-2">
              <h3 className="text-lg font-bold text-main">{trans(feature.title)}</h3>
              <p className="text-sm leading-6 text-muted">{trans(feature.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

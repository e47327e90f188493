import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { Slot } from '@web/kernel/slot.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { landingContentOf } from '../landing_content.js'
import { LandingActionLink } from './landing_action_link.js'
import { LandingFooter } from './landing_footer.js'
import { LandingHero } from './landing_hero.js'
import { LandingNavbar } from './landing_navbar.js'
import { PrimaryFeatures } from './primary_features.js'
import { SecondaryFeatures } from './secondary_features.js'

/** Where plugins put content on the landing page, between the hero and the features. */
export const LANDING_SLOT = 'landing-content'

/**
 * The page guests see at '/' when the homepage option is 'Landing page':
 * navbar, hero, what plugins show in the landing-content slot (trending
 * music), the features, a closing call to action and the footer. Texts and
 * lists come from the landing.* settings the appearance editor writes.
 */
export default function LandingPage() {
  const trans = useTrans()
  const { settings, branding } = useBootstrap()
  const content = landingContentOf(settings)
  useDocumentTitle(null)

  return (
    <div className="flex min-h-dvh flex-col bg-background pb-(--bottom-chrome)">
      <LandingNavbar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col gap-16 outline-none md:gap-32">
        <LandingHero content={content} />
        <div className="mx-auto -mt-4 w-full max-w-7xl px-4 empty:hidden md:-mt-24 md:px-8">
          <Slot name={LANDING_SLOT} />
        </div>
        <PrimaryFeatures
          features={content.primaryFeatures}
          title={trans('Why listeners choose :site', { site: branding.site_name })}
        />
        <SecondaryFeatures features={content.secondaryFeatures} />
        {content.actions.length > 0 && (
          <section
            aria-labelledby="landing-closing"
            className="mx-auto mb-20 w-full max-w-7xl px-4 md:mb-28 md:px-8"
          >
            <div className="relative isolate overflow-hidden rounded-[calc(var(--be-radius)*3)] bg-primary/12 px-6 py-14 text-center md:px-16 md:py-20">
              <div
                aria-hidden
                className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_80%_at_50%_0%,rgb(var(--be-primary)/0.3),transparent_70%)]"
              />
              <h2
                id="landing-closing"
                className="text-3xl font-extrabold tracking-tight text-balance text-main md:text-5xl"
              >
                {trans('Press play on :site', { site: branding.site_name })}
              </h2>
              <p className="mx-auto mt-4 max-w-lg text-base text-muted md:text-lg">
                {trans('Your next favourite song is one tap away.')}
              </p>
              <div className="mt-8 flex flex-wrap justify-center gap-3">
                {content.actions.map((action, index) => (
                  <LandingActionLink
                    key={`${action.action}-${index}`}
                    action={action}
                    variant={index === 0 ? 'primary' : 'secondary'}
                  />
                ))}
              </div>
            </div>
          </section>
        )}
      </main>
      <LandingFooter />
    </div>
  )
}

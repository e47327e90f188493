import { useTrans } from '@web/i18n/use_trans.js'
import type { LandingContent } from '../landing_content.js'
import { LandingActionLink } from './landing_action_link.js'
import { SoundBars } from './sound_bars.js'

/**
 * The first screen: the headline, the sub-headline and the action buttons
 * (the first one primary) over the admin's background image, or over a
 * glow of the theme's accent colour when there is none.
 */
export function LandingHero({ content }: { content: LandingContent }) {
  const trans = useTrans()
  return (
    <section
      aria-labelledby="landing-headline"
      className="relative isolate flex items-center overflow-hidden pt-28 pb-12 md:min-h-[min(88svh,760px)] md:pb-16"
    >
      {content.backgroundImage ? (
        <>
          <img
            src={content.backgroundImage}
            alt=""
            className="absolute inset-0 -z-20 size-full object-cover"
          />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-linear-to-r from-background via-background/80 to-background/20"
          />
        </>
      ) : (
        <div aria-hidden className="absolute inset-0 -z-10">
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_60%_at_85%_10%,rgb(var(--be-primary)/0.32),transparent_65%)]" />
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_45%_at_0%_100%,rgb(var(--be-primary)/0.14),transparent_70%)]" />
          <Grooves />
        </div>
      )}
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-linear-to-b from-transparent to-background"
      />
      <div className="mx-auto w-full max-w-7xl px-4 md:px-8">
        <div className="max-w-3xl">
          <h1
            id="landing-headline"
            className="text-5xl leading-[0.95] font-black tracking-tighter text-balance text-main md:text-7xl lg:text-8xl"
          >
            {trans(content.headline)}
          </h1>
          {content.subheadline && (
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-muted md:text-xl">
              {trans(content.subheadline)}
            </p>
          )}
          {content.actions.length > 0 && (
            <div className="mt-10 flex flex-wrap gap-3">
              {content.actions.map((action, index) => (
                <LandingActionLink
                  key={`${action.action}-${index}`}
                  action={action}
                  variant={index === 0 ? 'primary' : 'secondary'}
                  className="max-sm:flex-1"
                />
              ))}
            </div>
          )}
        </div>
      </div>
      <SoundBars className="absolute right-0 bottom-10 -z-10 h-24 w-full max-w-2xl opacity-60 max-md:hidden" />
    </section>
  )
}

/** Concentric rings, like the grooves of a record, half off the right edge. */
function Grooves() {
  return (
    <svg
      viewBox="0 0 800 800"
      className="absolute top-1/2 -right-64 size-[760px] -translate-y-1/2 text-primary opacity-25 max-md:-right-96 max-md:opacity-15 md:size-[900px]"
    >
      {Array.from({ length: 14 }, (_, index) => (
        <circle
          key={index}
          cx="400"
          cy="400"
          r={90 + index * 22}
          fill="none"
          stroke="currentColor"
          strokeOpacity={0.15 + (index % 3) * 0.12}
          strokeWidth={index % 4 === 0 ? 2 : 1}
        />
      ))}
      <circle cx="400" cy="400" r="70" fill="currentColor" fillOpacity="0.35" />
      <circle cx="400" cy="400" r="8" className="fill-background" />
    </svg>
  )
}

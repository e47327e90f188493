import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'

/** Spec section 9: mobile is 768 px wide or less. */
const MOBILE_QUERY = '(max-width: 768px)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The video behind the sign-in screens (spec section 2): a splash_video
 * query parameter wins, else the branding's mobile or desktop link for the
 * screen at hand. Null when there is none.
 */
export function useSplashVideo(): string | null {
  const [searchParams] = useSearchParams()
  const bootstrap = useBootstrap()
  const narrow = useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches)
  const mobile = narrow || bootstrap.is_mobile_device
  return (
    searchParams.get('splash_video') ||
    (mobile ? bootstrap.branding.splash_video_mobile_link : null) ||
    bootstrap.branding.splash_video_desktop_link ||
    null
  )
}

/** Muted, looping and behind a scrim, so the form on top stays readable in both themes. */
export function SplashVideo({ src }: { src: string }) {
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <video
        src={src}
        autoPlay
        muted
        loop
        playsInline
        className="size-full object-cover motion-reduce:hidden"
      />
      <div className="absolute inset-0 bg-background/70" />
    </div>
  )
}

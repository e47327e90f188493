import type { ComponentType, SVGProps } from 'react'
import { settingValue, toBoolean } from '../bootstrap/settings.js'

export type SocialService = 'google' | 'facebook' | 'twitter' | 'spotify'

export interface SocialProvider {
  service: SocialService
  /** The provider's name as people know it. */
  name: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

/** One filled shape of a brand icon, drawn on a 24 x 24 grid. */
interface IconShape {
  fill: string
  d: string
}

/** The providers' brand marks as data, drawn by brandIcon. */
const GOOGLE: IconShape[] = [
  {
    fill: '#4285F4',
    d: 'M23.52 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.58-5.17 3.58-8.81z',
  },
  {
    fill: '#34A853',
    d: 'M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.29v3.11A12 12 0 0 0 12 24z',
  },
  { fill: '#FBBC05', d: 'M5.29 14.28a7.2 7.2 0 0 1 0-4.56V6.61H1.29a12 12 0 0 0 0 10.78l4-3.11z' },
  {
    fill: '#EA4335',
    d: 'M12 4.77c1.76 0 3.34.6 4.59 1.8l3.44-3.44A11.97 11.97 0 0 0 1.29 6.61l4 3.11C6.23 6.88 8.88 4.77 12 4.77z',
  },
]

const FACEBOOK: IconShape[] = [
  {
    fill: '#1877F2',
    d: 'M24 12.07C24 5.41 18.63 0 12 0S0 5.41 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.54-4.7 1.31 0 2.69.24 2.69.24v2.97h-1.51c-1.5 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z',
  },
  {
    fill: '#fff',
    d: 'm16.67 15.56.53-3.49h-3.33V9.81c0-.96.46-1.89 1.96-1.89h1.51V4.95s-1.38-.24-2.69-.24c-2.75 0-4.54 1.68-4.54 4.7v2.66H7.08v3.49h3.05V24a12.2 12.2 0 0 0 3.74 0v-8.44h2.8z',
  },
]

const X: IconShape[] = [
  {
    fill: 'currentColor',
    d: 'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64z',
  },
]

const SPOTIFY: IconShape[] = [
  // The green disc (a circle of radius 12 around the centre).
  { fill: '#1ED760', d: 'M12 0a12 12 0 1 0 0 24a12 12 0 1 0 0-24z' },
  {
    fill: '#000',
    d: 'M17.5 17.3a.75.75 0 0 1-1.03.25c-2.82-1.72-6.37-2.11-10.55-1.16a.75.75 0 1 1-.33-1.46c4.57-1.04 8.5-.59 11.66 1.34.36.22.47.68.25 1.03zm1.47-3.26a.94.94 0 0 1-1.29.31c-3.23-1.98-8.15-2.56-11.97-1.4a.94.94 0 0 1-.54-1.8c4.36-1.32 9.78-.68 13.49 1.6.44.27.58.85.31 1.29zm.13-3.4C15.23 8.35 8.84 8.13 5.16 9.25a1.12 1.12 0 1 1-.65-2.15c4.23-1.28 11.27-1.03 15.72 1.61a1.12 1.12 0 0 1-1.13 1.93z',
  },
]

/** An icon component drawing the given shapes, decorative (the button or row names the provider). */
function brandIcon(shapes: IconShape[]) {
  return function BrandIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden {...props}>
        {shapes.map((shape) => (
          <path key={shape.d} fill={shape.fill} d={shape.d} />
        ))}
      </svg>
    )
  }
}

/** The four providers of spec section 3, in the order their buttons show. */
export const SOCIAL_PROVIDERS: SocialProvider[] = [
  { service: 'google', name: 'Google', Icon: brandIcon(GOOGLE) },
  { service: 'facebook', name: 'Facebook', Icon: brandIcon(FACEBOOK) },
  { service: 'twitter', name: 'X', Icon: brandIcon(X) },
  { service: 'spotify', name: 'Spotify', Icon: brandIcon(SPOTIFY) },
]

/** The providers an admin turned on (social.<service>.enable). */
export function enabledSocialProviders(settings: Record<string, unknown>): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter(({ service }) =>
    toBoolean(settingValue(settings, `social.${service}.enable`))
  )
}

import limiter from '@adonisjs/limiter/services/main'
import { AttemptLimits } from './attempt_limits.js'

/**
 * New accounts allowed per IP address: a household or an office signing up
 * together fits, a script making accounts in bulk does not.
 */
const perIp = limiter.use({ requests: 10, duration: '1 hour' })

const TOO_MANY_REGISTRATIONS =
  'Too many accounts were created from your network. Please try again in :seconds seconds.'

/**
 * Counts a registration from `ip` before the account is made (parallel
 * sign-ups cannot slip past); one that made no account is given back.
 */
export function registrationLimit(ip: string) {
  return new AttemptLimits([{ limit: perIp, key: `register_ip:${ip}` }])
}

export function tooManyRegistrationsMessage(seconds: number) {
  return TOO_MANY_REGISTRATIONS.replace(':seconds', String(seconds))
}

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { emailField, newPasswordField, SIGN_IN_MESSAGES } from './sign_in_validators.js'

/** A checkbox a person must tick to register ('registration.policies' setting). */
export interface RegistrationPolicy {
  id: string
  label: string
}

/** Policy ids that would clash with the form's own fields. */
const RESERVED_FIELDS = new Set([
  'email',
  'password',
  'password_confirmation',
  'invite_id',
  'invite_type',
  'recaptcha_token',
])

/** The admin's policies, keeping only well-formed entries whose id names no other field. */
export function registrationPoliciesFrom(value: unknown): RegistrationPolicy[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (policy): policy is RegistrationPolicy =>
        typeof policy?.id === 'string' && policy.id !== '' && typeof policy?.label === 'string'
    )
    .filter((policy) => !RESERVED_FIELDS.has(policy.id))
}

let cached: { key: string; validator: ReturnType<typeof build> } | undefined

function build(policies: RegistrationPolicy[]) {
  const flags = Object.fromEntries(policies.map((policy) => [policy.id, vine.accepted()]))
  const validator = vine.create({
    email: emailField().unique({ table: 'users', column: 'email' }),
    password: newPasswordField(),
    invite_id: vine.string().trim().maxLength(100).optional(),
    invite_type: vine.string().trim().maxLength(50).optional(),
    ...flags,
  })
  // An unticked checkbox is usually left out of the form: missing and false read the same.
  const policyMessages = Object.fromEntries(
    policies.flatMap((policy) =>
      ['accepted', 'required'].map((rule) => [
        `${policy.id}.${rule}`,
        `${policy.label} must be accepted.`,
      ])
    )
  )
  validator.messagesProvider = new SimpleMessagesProvider({
    ...SIGN_IN_MESSAGES,
    ...policyMessages,
  })
  return validator
}

/**
 * POST auth/register's rules: email (unique), password (8 to 128, confirmed),
 * optional invite, and each registration policy accepted (its error lands on
 * the policy's own field). Rebuilt only when the admin changes the policies.
 */
export function registrationValidatorFor(policies: RegistrationPolicy[]) {
  const key = JSON.stringify(policies)
  if (cached?.key !== key) cached = { key, validator: build(policies) }
  return cached.validator
}

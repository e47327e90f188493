import { test } from '@japa/runner'
import type { BootstrapUser } from '../../../core/kernel/shared/bootstrap_data.js'
import { accountGateOf } from '../../../core/accounts/web/features/account_gate/account_gate_state.js'
import { maskEmail } from '../../../core/accounts/web/features/account_gate/mask_email.js'
import { avatarRestrictionError } from '../../../core/accounts/web/features/account_settings/api/avatar_restrictions.js'
import { twoFactorStateOf } from '../../../core/accounts/web/features/account_settings/api/two_factor_state.js'
import { relativeTime } from '../../../web/src/i18n/relative_time.js'
import { demoCredentials } from '../../../core/accounts/web/features/auth/api/demo_credentials.js'
import {
  internalPath,
  postLoginTarget,
} from '../../../core/accounts/web/features/auth/api/post_login_target.js'
import { createTranslator } from '../../../web/src/i18n/translator.js'
import { bootstrapUser } from './fixtures/bootstrap_user.js'

function user(overrides: Partial<BootstrapUser> = {}): BootstrapUser {
  return bootstrapUser({ id: 7, ...overrides })
}

test.group('Account gate', () => {
  test('masks the email: two characters of the local part, asterisks, the domain', ({ assert }) => {
    assert.equal(maskEmail('johnny@example.com'), 'jo****@example.com')
    assert.equal(maskEmail('al@example.com'), 'al@example.com')
    assert.equal(maskEmail('a@example.com'), 'a@example.com')
  })

  test('verification first when required and missing, then suspension, else the app', ({
    assert,
  }) => {
    const gate = (current: BootstrapUser | null, required = true) =>
      accountGateOf({ user: current, require_email_confirmation: required })
    assert.isNull(gate(null))
    assert.isNull(gate(user()))
    assert.equal(gate(user({ email_verified_at: null })), 'verify-email')
    assert.isNull(gate(user({ email_verified_at: null }), false))
    assert.equal(gate(user({ banned_at: '2025-02-02T00:00:00.000Z' })), 'suspended')
    assert.equal(
      gate(user({ email_verified_at: null, banned_at: '2025-02-02T00:00:00.000Z' })),
      'verify-email'
    )
  })
})

test.group('Post-login target', () => {
  const admin = user({ permissions: [{ name: 'admin', restrictions: [] }] })
  const viewer = (current: BootstrapUser) => ({ user: current, guest_role: null })
  const withAdminArea = { hasScreen: () => true }

  test('home for users, the admin area for admins', ({ assert }) => {
    assert.equal(postLoginTarget(viewer(user()), withAdminArea), '/')
    assert.equal(postLoginTarget(viewer(admin), withAdminArea), '/admin')
  })

  test('admins go home while no module registers the admin area', ({ assert }) => {
    const withoutAdminArea = { hasScreen: (path: string) => !path.startsWith('/admin') }
    assert.equal(postLoginTarget(viewer(admin), withoutAdminArea), '/')
  })

  test('the redirect parameter wins, but only when it stays on this site', ({ assert }) => {
    assert.equal(
      postLoginTarget(viewer(admin), { redirect: '/library?tab=songs', ...withAdminArea }),
      '/library?tab=songs'
    )
    assert.equal(
      postLoginTarget(viewer(user()), { redirect: '//evil.example/x', ...withAdminArea }),
      '/'
    )
    assert.equal(
      postLoginTarget(viewer(user()), { redirect: 'https://evil.example', ...withAdminArea }),
      '/'
    )
    assert.isNull(internalPath('/\\evil.example'))
  })

  test('a plan picked before signing in leads to its checkout', ({ assert }) => {
    assert.equal(
      postLoginTarget(viewer(admin), {
        redirect: '/library',
        onboardingPlan: { productId: 3, priceId: 9 },
        ...withAdminArea,
      }),
      '/checkout/3/9'
    )
  })
})

test.group('Login demo credentials', () => {
  const settings = (demo: Record<string, unknown>) => ({ demo })

  test('none outside demo mode, the fixed account in demo mode', ({ assert }) => {
    assert.isNull(demoCredentials(settings({ enabled: false, email: 'a@b.c' })))
    assert.deepEqual(
      demoCredentials(settings({ enabled: true, email: 'admin@demo.com', password: 'admin' })),
      { email: 'admin@demo.com', password: 'admin' }
    )
  })

  test('a random numbered account when demo.random_accounts is on', ({ assert }) => {
    const credentials = demoCredentials(
      settings({ enabled: '1', email: 'admin@demo.com', password: 'admin', random_accounts: true }),
      () => 0.41
    )
    assert.deepEqual(credentials, { email: 'demo42@demo.com', password: 'admin' })
  })
})

test.group('Account settings rules', () => {
  const trans = createTranslator({})

  test('avatars must be images of at most 2 MB, with the spec messages', ({ assert }) => {
    assert.isNull(avatarRestrictionError({ name: 'me.png', size: 1000, type: 'image/png' }, trans))
    assert.equal(
      avatarRestrictionError({ name: 'cv.pdf', size: 1000, type: 'application/pdf' }, trans),
      'This file type is not allowed'
    )
    assert.equal(
      avatarRestrictionError(
        { name: 'big.jpg', size: 2 * 1024 * 1024 + 1, type: 'image/jpeg' },
        trans
      ),
      '`big.jpg` exceeds maximum allowed size of 2MB'
    )
  })

  test('two-factor state: confirmed is enabled, codes alone await confirmation, else disabled', ({
    assert,
  }) => {
    assert.equal(
      twoFactorStateOf({ two_factor_confirmed_at: '2025-01-01', has_recovery_codes: true }),
      'enabled'
    )
    assert.equal(
      twoFactorStateOf({ two_factor_confirmed_at: null, has_recovery_codes: true }),
      'awaiting-confirmation'
    )
    assert.equal(
      twoFactorStateOf({ two_factor_confirmed_at: null, has_recovery_codes: false }),
      'disabled'
    )
  })

  test('last active times read naturally', ({ assert }) => {
    const now = Date.parse('2025-03-10T12:00:00Z')
    assert.equal(relativeTime('2025-03-10T11:55:00Z', 'en', now), '5 minutes ago')
    assert.equal(relativeTime('2025-03-09T12:00:00Z', 'en', now), 'yesterday')
    assert.equal(relativeTime('2025-03-10T11:59:40Z', 'en', now), 'now')
  })
})

import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    // make:model, make:migration and make:seeder with --module (replace Lucid's, which they extend).
    () => import('#core/kernel/generators/commands'),
    // Commands of the enabled core modules and plugins (their manifests' `commands`).
    () => import('#core/kernel/module_commands'),
  ],
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/lock/lock_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/queue/queue_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
    // Before ally: modules bind their services when it boots, and config/ally.ts reads the settings.
    () => import('#core/kernel/kernel_provider'),
    () => import('@adonisjs/ally/ally_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
  ],
  preloads: [() => import('#start/routes'), () => import('#start/kernel')],
  directories: {
    commands: 'core/kernel/commands',
  },
  tests: {
    suites: [
      { name: 'unit', files: ['tests/unit/**/*.spec.ts', 'core/*/tests/unit/**/*.spec.ts', 'plugins/*/tests/unit/**/*.spec.ts'], timeout: 5000 },
      {
        name: 'functional',
        files: ['tests/functional/**/*.spec.ts', 'core/*/tests/functional/**/*.spec.ts', 'plugins/*/tests/functional/**/*.spec.ts'],
        // Some tests boot the app in a child process (ace commands, a queue worker, a second server): on two
        // cores running both databases' suites that boot alone took over 30 s, and those tests timed out.
        timeout: 90000,
      },
      {
        name: 'browser',
        files: ['tests/browser/**/*.spec.ts', 'core/*/tests/browser/**/*.spec.ts', 'plugins/*/tests/browser/**/*.spec.ts'],
        timeout: 120000,
      },
      // Two app nodes behind a balancer on MariaDB and Redis: `.ci/run` runs it (tests/multinode/two_nodes.spec.ts).
      { name: 'multinode', files: ['tests/multinode/**/*.spec.ts'], timeout: 60000 },
    ],
    forceExit: true,
  },
})

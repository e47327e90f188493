import { definePlugin } from '#core/kernel/contract'

/**
 * Ad slots are named zones that plugins declare (manifest `adSlots`); this
 * module stores what an admin puts in them (settings keyed by the slot key).
 */
export default definePlugin({
  id: 'ads',
  name: 'Ads',
  description: 'Ad slots declared by plugins, filled from the admin area.',
  settings: {
    defaults: {
      'ads.disable': false,
    },
    schema: { 'ads.disable': { type: 'boolean', label: 'Turn all ads off', group: 'ads' } },
  },
})

import factory from '@adonisjs/lucid/factories'
import Channel from '#plugins/music/server/models/channel'

/** Manually curated grid channels of tracks, off the homepage. */
export const ChannelFactory = factory
  .define(Channel, ({ faker }) => {
    const slug = `channel-${faker.string.alphanumeric(8).toLowerCase()}`
    return {
      name: slug,
      slug,
      homepage: false,
      position: 0,
      config: { layout: 'grid', source: 'manual', contentType: 'tracks' } as Channel['config'],
    }
  })
  .build()

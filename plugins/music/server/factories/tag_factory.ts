import factory from '@adonisjs/lucid/factories'
import Tag from '#plugins/music/server/models/tag'

export const TagFactory = factory
  .define(Tag, ({ faker }) => {
    const name = `tag ${faker.string.alphanumeric(8).toLowerCase()}`
    return { name, displayName: name }
  })
  .build()

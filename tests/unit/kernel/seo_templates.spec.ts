import { test } from '@japa/runner'
import { renderSeoTemplate } from '#core/kernel/shared/seo_templates'

test.group('SEO templates', () => {
  const title = '{{name}} - {{artists}} | {{site_name}}'

  test('fills the variables in', ({ assert }) => {
    assert.equal(renderSeoTemplate(title, { name: 'Song', artists: 'Band', site_name: 'Cadenza' }), 'Song - Band | Cadenza')
    assert.equal(renderSeoTemplate('{{ name }} on {{site_name}}.', { name: 'Song', site_name: 'Cadenza' }), 'Song on Cadenza.')
  })

  test('an empty variable takes its separator along, wherever it is', ({ assert }) => {
    assert.equal(renderSeoTemplate(title, { name: 'Song', site_name: 'Cadenza' }), 'Song | Cadenza')
    assert.equal(renderSeoTemplate(title, { artists: 'Band', site_name: 'Cadenza' }), 'Band | Cadenza')
    assert.equal(renderSeoTemplate(title, { name: 'Song', artists: 'Band' }), 'Song - Band')
    assert.equal(renderSeoTemplate('{{genre}} · {{name}}', { name: 'Rock' }), 'Rock')
  })

  test('dashes inside names and unknown variables', ({ assert }) => {
    assert.equal(renderSeoTemplate(title, { name: 'Jay-Z Live', artists: 'Jay-Z', site_name: 'C' }), 'Jay-Z Live - Jay-Z | C')
    assert.equal(renderSeoTemplate('{{nope}}{{name}}', { name: 'Song' }), 'Song')
    assert.equal(renderSeoTemplate('', { name: 'Song' }), '')
  })
})

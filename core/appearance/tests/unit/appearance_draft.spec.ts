import { test } from '@japa/runner'
import { AppearanceDraft } from '../../web/editor/draft/appearance_draft.js'
import { changeMessages } from '../../web/editor/preview/preview_messages.js'
import { saveRequestOf } from '../../web/editor/draft/save_request.js'
import { withValues } from '../../../../web/src/app/appearance_preview/preview_values.js'
import type { BootstrapData } from '#core/kernel/shared/bootstrap_data'

const theme = { id: 1, name: 'Dark', is_dark: true, default_light: false, default_dark: true, values: { '--be-primary': '1 2 3' }, font: null }
const saved = { settings: { 'branding.site_name': 'Cadenza', 'menus': [] }, themes: [theme], custom_code: { css: '', html: '' }, version: 4 }

function draftAt(clock: { now: number }) {
  return new AppearanceDraft(saved, () => clock.now)
}

test.group('Appearance editor draft', () => {
  test('typing into one field is one undo step; undo and redo walk the history; Cancel can be undone', ({ assert }) => {
    const clock = { now: 0 }
    const draft = draftAt(clock)
    draft.set('settings.branding.site_name', 'N')
    clock.now = 300
    draft.set('settings.branding.site_name', 'Ni')
    clock.now = 5000
    draft.set('themes.0.values.--be-primary', '9 9 9')
    assert.isTrue(draft.getSnapshot().isDirty)

    draft.undo()
    assert.equal(draft.getSnapshot().values.themes[0].values['--be-primary'], '1 2 3')
    draft.undo()
    assert.equal(draft.getSnapshot().values.settings['branding.site_name'], 'Cadenza')
    assert.isFalse(draft.getSnapshot().isDirty)
    assert.isFalse(draft.getSnapshot().canUndo)
    draft.redo()
    assert.equal(draft.getSnapshot().values.settings['branding.site_name'], 'Ni')

    draft.discard()
    assert.isFalse(draft.getSnapshot().isDirty)
    draft.undo()
    assert.equal(draft.getSnapshot().values.settings['branding.site_name'], 'Ni')
  })

  test('the preview is told only what changed, and a save sends only what changed', ({ assert }) => {
    const draft = draftAt({ now: 0 })
    const before = draft.getSnapshot()
    draft.set('settings.branding.site_name', 'Nightingale')
    draft.set('custom_code.css', 'a {}')
    const after = draft.getSnapshot()
    assert.deepEqual(changeMessages(before, after), [
      { type: 'setValues', values: { settings: { branding: { site_name: 'Nightingale' } } } },
      { type: 'setCustomCode', mode: 'css', value: 'a {}' },
    ])
    assert.deepEqual(saveRequestOf(after.saved, after.values, after.version), {
      version: 4,
      settings: { 'branding.site_name': 'Nightingale' },
      custom_code: { css: 'a {}' },
    })
    draft.previewTheme(1)
    assert.deepEqual(changeMessages(after, draft.getSnapshot()), [{ type: 'setActiveTheme', themeId: 1 }])
  })

  test('setValues merges settings (arrays replaced), derives branding and menus, and replaces themes', ({ assert }) => {
    const data = {
      settings: { branding: { site_name: 'Cadenza', logo_dark: '/a.png' }, menus: [{ id: 'a' }], landing: { actions: [1, 2] } },
      branding: { site_name: 'Cadenza', logo_dark: '/a.png' },
      menus: [],
      themes: { all: [theme], default_id: null, user_change: true, default_mode: 'dark' },
    } as unknown as BootstrapData
    const next = withValues(data, { settings: { branding: { site_name: 'Nightingale' }, landing: { actions: [3] }, menus: [{ id: 'b' }] }, themes: [] })
    assert.deepEqual(next.settings.branding, { site_name: 'Nightingale', logo_dark: '/a.png' })
    assert.deepEqual(next.settings.landing.actions, [3])
    assert.equal(next.branding.site_name, 'Nightingale')
    assert.deepEqual(next.menus, [{ id: 'b' }] as never)
    assert.deepEqual(next.themes.all, [])
  })
})

/**
 * The site's custom code (appearance editor, custom-code section): CSS goes
 * into the head as one style element, HTML into the body as one element.
 * Each is replaced when it changes and removed when it is empty (spec
 * section 4, setCustomCode). HTML is put in as markup: scripts in it do not
 * run (the page's policy allows only this site's scripts anyway).
 */
const ELEMENT_IDS = { css: 'be-custom-css', html: 'be-custom-html' } as const

export type CustomCodeMode = 'css' | 'html'

export function applyCustomCode(mode: CustomCodeMode, value: string | null | undefined) {
  const id = ELEMENT_IDS[mode]
  const existing = document.getElementById(id)
  if (!value?.trim()) {
    existing?.remove()
    return
  }
  if (mode === 'css') {
    const style = existing ?? Object.assign(document.createElement('style'), { id })
    if (style.textContent !== value) style.textContent = value
    if (!existing) document.head.append(style)
    return
  }
  const holder = existing ?? Object.assign(document.createElement('div'), { id })
  if (holder.innerHTML !== value) holder.innerHTML = value
  if (!existing) document.body.append(holder)
}

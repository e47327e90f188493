import vine, { errors } from '@vinejs/vine'
import { menusShape } from '#core/menus/server/menus_shape'
import { CUSTOM_CSS_MAX_LENGTH, CUSTOM_HTML_MAX_LENGTH, MAX_THEMES } from '../../shared/appearance_values.js'
import { FONT_FAMILIES } from '#core/kernel/shared/font_catalogue'

/** A colour as themes store it: RGB channels, optionally with an alpha ('30 215 96', '0 0 0 / 0.1'). */
const COLOUR = /^(\d{1,3}) (\d{1,3}) (\d{1,3})(?: \/ (?:0|1|0?\.\d{1,3}))?$/
const RADIUS = /^(?:\d{1,2}(?:\.\d{1,2})?)(?:px|rem)$/
const VARIABLE_NAME = /^--be-[a-z0-9-]{1,40}$/
/** A font stack: names, quotes, commas and spaces; nothing that could end the declaration. */
const FONT_STACK = /^[\w\s"',.-]{1,300}$/

const theme = vine.object({
  id: vine.number().withoutDecimals(),
  name: vine.string().trim().minLength(1).maxLength(100),
  is_dark: vine.boolean(),
  default_light: vine.boolean(),
  default_dark: vine.boolean(),
  values: vine.record(vine.string().trim().maxLength(300)),
  font: vine.object({ family: vine.enum(FONT_FAMILIES) }).nullable().optional(),
})

export const saveAppearanceValidator = vine.compile(
  vine.object({
    version: vine.number().withoutDecimals().min(0),
    settings: vine.record(vine.any().nullable()).optional(),
    themes: vine.array(theme).minLength(1).maxLength(MAX_THEMES).optional(),
    custom_code: vine
      .object({
        css: vine.string().maxLength(CUSTOM_CSS_MAX_LENGTH).nullable().optional(),
        html: vine.string().maxLength(CUSTOM_HTML_MAX_LENGTH).nullable().optional(),
      })
      .optional(),
  })
)

export type SaveAppearanceInput = Awaited<ReturnType<typeof saveAppearanceValidator.validate>>
type ThemeInput = NonNullable<SaveAppearanceInput['themes']>[number]

/**
 * What the schema cannot say about themes: every variable is a --be-* name
 * with a value of its kind (a colour, the radius, the font stack), and at
 * most one theme is the default light or dark one. 422 naming each problem.
 */
export function checkThemes(themes: ThemeInput[]) {
  const messages: Array<{ field: string; message: string; rule: string }> = []
  themes.forEach((item, index) => {
    for (const [name, value] of Object.entries(item.values)) {
      const field = `themes.${index}.values.${name}`
      if (!VARIABLE_NAME.test(name)) messages.push({ field, message: `${name} is not a theme variable (--be-...)`, rule: 'variable' })
      else if (!validVariable(name, value)) messages.push({ field, message: invalidValueMessage(name), rule: 'value' })
    }
  })
  for (const flag of ['default_light', 'default_dark'] as const) {
    if (themes.filter((item) => item[flag]).length > 1)
      messages.push({ field: `themes`, message: `Only one theme can be the ${flag === 'default_light' ? 'default light' : 'default dark'} theme`, rule: flag })
  }
  if (messages.length) throw new errors.E_VALIDATION_ERROR(messages)
}

function validVariable(name: string, value: string) {
  if (name === '--be-radius') return RADIUS.test(value)
  if (name === '--be-font-family') return FONT_STACK.test(value)
  const match = COLOUR.exec(value)
  return match !== null && match.slice(1, 4).every((channel) => Number(channel) <= 255)
}

function invalidValueMessage(name: string) {
  if (name === '--be-radius') return 'The radius must be a size in px or rem (8px, 0.5rem)'
  if (name === '--be-font-family') return 'The font must be a list of font names'
  return `${name} must be a colour as three channels from 0 to 255 ("30 215 96")`
}

/** The menus setting (core/menus stores them in settings; the editor's menus section writes them). */
export const menusValidator = vine.compile(vine.object({ menus: menusShape }))

/** The appearance editor and its API (spec section 2). */
export const APPEARANCE_UPDATE = 'appearance.update'

/** web/build/menu_icon_sprite.ts: the URL of the menu icon sprite. */
declare module 'virtual:cadenza/menu-icons' {
  const spriteUrl: string
  export default spriteUrl
}

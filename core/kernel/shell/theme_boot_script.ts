import type { BootstrapData } from '../shared/bootstrap_data.js'
import {
  effectiveChoice,
  parseThemeChoice,
  resolveTheme,
  THEME_CHOICE_STORAGE_KEY,
} from '../shared/theme_choice.js'
import { scriptSafeJson } from './script_safe_json.js'
import { SCRIPT_NONCE } from '../http/csp_nonce.js'

/**
 * A small script for the page's <head> that puts the visitor's theme (their
 * stored choice, else the site's default, else the OS scheme) on the page
 * before its first paint: a page drawn on the server shows in the right
 * colours at once, not after the app's code has loaded. It runs the web
 * app's own choice functions, sent as their source (they use nothing but
 * their arguments), and sets what web/src/theme/apply_theme.ts sets: the
 * theme's CSS variables and the `dark` class. The app then adopts it.
 */
export function themeBootScript(themes: BootstrapData['themes']) {
  return `<script${SCRIPT_NONCE}>${APPLY_THEME}(${scriptSafeJson({ key: THEME_CHOICE_STORAGE_KEY, themes })})</script>`
}

/** The script's code, built once: only the themes change between pages. */
const APPLY_THEME =
  `(function(d){` +
  `var parseThemeChoice=${parseThemeChoice},effectiveChoice=${effectiveChoice},resolveTheme=${resolveTheme};` +
  `try{var stored=null;try{stored=parseThemeChoice(localStorage.getItem(d.key))}catch(e){}` +
  `var theme=resolveTheme(d.themes.all,effectiveChoice(stored,d.themes),matchMedia("(prefers-color-scheme: dark)").matches);` +
  `if(!theme)return;var root=document.documentElement;` +
  `for(var key in theme.values)if(key.indexOf("--")===0&&theme.values[key])root.style.setProperty(key,theme.values[key]);` +
  `root.classList.toggle("dark",theme.is_dark)}catch(e){}})`

import { EARLY_PRESSES_GLOBAL } from '../shared/bootstrap_data.js'
import { scriptSafeJson } from './script_safe_json.js'
import { SCRIPT_NONCE } from '../http/csp_nonce.js'

/**
 * For the <head> of a page drawn on the server: its buttons are on screen
 * before the app's code has run, and a press on one (Play, most often) would
 * do nothing. Until the app marks the page ready (html[data-app-ready]) the
 * script keeps each pressed button, once, in order, and shows the busy
 * cursor; the app presses them again when it responds
 * (web/src/app/early_presses.ts). Links need none of this: they work
 * without the app.
 */
export const EARLY_PRESSES_SCRIPT =
  `<script${SCRIPT_NONCE}>(function(root,held){` +
  `window[${scriptSafeJson(EARLY_PRESSES_GLOBAL)}]=held;` +
  `document.addEventListener("click",function(event){` +
  `if(root.hasAttribute("data-app-ready"))return;` +
  `var button=event.target.closest&&event.target.closest('button,[role="button"]');` +
  `if(!button)return;event.preventDefault();` +
  `if(held.indexOf(button)<0)held.push(button);root.style.cursor="progress"},true)` +
  `})(document.documentElement,[])</script>`

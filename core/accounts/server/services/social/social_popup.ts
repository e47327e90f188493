import { scriptSafeJson } from '#core/kernel/shell/script_safe_json'
import { SCRIPT_NONCE } from '#core/kernel/http/csp_nonce'

/** Spec section 4, social login popup result. */
export type SocialPopupResult =
  | { status: 'SUCCESS'; bootstrapData?: unknown }
  | { status: 'REQUEST_PASSWORD' }
  | { status: 'ERROR'; message?: string }
  | { status: 'ALREADY_LOGGED_IN' }

/**
 * The page the provider's redirect lands on inside the 650x550 popup: it
 * hands `{type: 'social-login', ...result}` to the window that opened it
 * and closes. The target origin is the popup's own: the opener is our web
 * app, so the message never reaches another site that managed to open us.
 */
export function renderSocialPopup(result: SocialPopupResult) {
  const message = scriptSafeJson({ type: 'social-login', ...result })
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Social login</title></head>
<body>
<p>You can close this window.</p>
<script${SCRIPT_NONCE}>
(function () {
  var message = ${message};
  if (window.opener) window.opener.postMessage(message, window.location.origin);
  window.close();
})();
</script>
</body>
</html>`
}

import string from '@adonisjs/core/helpers/string'

/**
 * The unsubscribe link's own page: a card with the site's name, drawn by the
 * server alone (the link opens outside the app, maybe signed out, and the
 * page's policy allows no scripts or loads), light or dark as the visitor's
 * system is. `body` is trusted markup; callers escape what they put in it.
 */
export function unsubscribePage(siteName: string, body: string, settingsUrl: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Unsubscribe · ${string.escapeHTML(siteName)}</title>
<style>
:root{--bg:#f4f4f5;--card:#fff;--text:#18181b;--muted:#52525b;--line:#e4e4e7;--primary:#15803d;--on-primary:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#09090b;--card:#18181b;--text:#fafafa;--muted:#a1a1aa;--line:#27272a;--primary:#22c55e;--on-primary:#052e16}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:440px;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:32px;box-shadow:0 10px 30px rgb(0 0 0/.08)}
.site{margin:0 0 20px;font-size:14px;font-weight:700;letter-spacing:.02em;color:var(--muted)}
h1{margin:0 0 8px;font-size:22px;line-height:1.3}
p{margin:0 0 20px;color:var(--muted)}
button{font:inherit;font-weight:600;color:var(--on-primary);background:var(--primary);border:0;border-radius:999px;padding:10px 22px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
footer{margin-top:24px;padding-top:16px;border-top:1px solid var(--line);font-size:14px}
a{color:var(--text)}
</style></head>
<body><main><p class="site">${string.escapeHTML(siteName)}</p>${body}
<footer><a href="${string.escapeHTML(settingsUrl)}">Manage your notification settings</a></footer></main></body></html>`
}

/**
 * Where the build puts the server renderer of public pages: beside the web
 * app's folder (web/dist -> web/dist-server), never inside it, since
 * everything in the web app's folder is served to browsers.
 */
export function serverRendererDir(webDistDir: string) {
  return `${webDistDir.replace(/[\\/]+$/, '')}-server`
}

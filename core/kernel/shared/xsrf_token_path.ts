/**
 * Where the web app asks for its XSRF-TOKEN cookie when it has none before a
 * state-changing call: pages and API reads requested without any cookie (a
 * crawler, a link preview, a guest's first page) are answered without a
 * session or a token (core/kernel/http/shield_middleware.ts), and this read
 * always issues both (stock shield: the token comes with every checked GET).
 */
export const XSRF_TOKEN_PATH = '/api/v1/xsrf-token'

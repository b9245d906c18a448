/**
 * The renderer's Content-Security-Policy, one list for every way the renderer is loaded: injected as a
 * <meta> tag at build time, sent as a header by the LAN server, and enforced again by the Electron session.
 * Scripts only from the app itself; no eval; connections only back to the serving host (WebSocket included).
 * Inline styles stay allowed because Svelte writes `style` attributes for dynamic values.
 */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  // 'self': the LAN server anchors relative asset paths with <base href="/"> (see net/static-files.ts).
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

/** The full policy, for HTTP headers. */
export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/** The same policy for a <meta> tag, where browsers ignore (and warn about) frame-ancestors. */
export const CONTENT_SECURITY_POLICY_META = DIRECTIVES.filter((d) => !d.startsWith('frame-ancestors')).join('; ');

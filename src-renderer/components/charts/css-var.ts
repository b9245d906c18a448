/** Reads a CSS custom property of the page (e.g. `--muted`), with a fallback outside a browser. */
export function cssVar(name: string, fallback = '#888888'): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

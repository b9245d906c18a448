/**
 * Reads an integer command-line option, or explains what is wrong with it (the caller adds its usage text).
 * Only plain decimal digits count: "1e3" or "0x10" are refused rather than silently read as numbers.
 */
export function intOption(name: string, raw: string, min: number, max: number): { ok: true; value: number } | { ok: false; message: string } {
  const n = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    return { ok: false, message: `--${name} must be an integer ${min}..${max}, got "${raw}"` };
  }
  return { ok: true, value: n };
}

/**
 * Sealed game files: how a running game moves to another machine without handing anyone its secrets. The
 * plain game file (cut at the last completed phase, so no pending submission is in it) is encrypted with
 * AES-256-GCM under a key derived from the facilitator's passphrase by scrypt. Without the passphrase the
 * file reveals neither the seed (future draws) nor any seat's inputs; GCM's tag refuses a wrong passphrase
 * or a changed byte.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import * as v from 'valibot';

const SCRYPT = { N: 16384, r: 8, p: 1 } as const;

const SealedSchema = v.object({
  cipher: v.literal('aes-256-gcm'),
  kdf: v.literal('scrypt'),
  N: v.literal(SCRYPT.N),
  r: v.literal(SCRYPT.r),
  p: v.literal(SCRYPT.p),
  salt: v.pipe(v.string(), v.maxLength(64)),
  iv: v.pipe(v.string(), v.maxLength(64)),
  tag: v.pipe(v.string(), v.maxLength(64)),
  data: v.string(),
});
type Sealed = v.InferOutput<typeof SealedSchema>;

function keyFor(passphrase: string, salt: Buffer): Buffer {
  return scryptSync(passphrase.normalize('NFC'), salt, 32, { ...SCRYPT, maxmem: 64 * 1024 * 1024 });
}

function seal(plain: unknown, passphrase: string): Sealed {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(passphrase, salt), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  return {
    cipher: 'aes-256-gcm', kdf: 'scrypt', ...SCRYPT,
    salt: salt.toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64'),
  };
}

/** The sealed value, or null when the passphrase is wrong or the file was changed. */
function unseal(sealed: Sealed, passphrase: string): unknown {
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(passphrase, Buffer.from(sealed.salt, 'base64')), Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
}

/** A game file as it leaves the host while its game runs: a readable header, everything else sealed. */
export function sealGameFile<F extends string>(plain: { format: F; version: number; app: string; name: string; exportedAt: number }, passphrase: string) {
  return { format: plain.format, version: plain.version, app: plain.app, name: plain.name, exportedAt: plain.exportedAt, sealed: seal(plain, passphrase) };
}

export type Opened = { ok: true; file: unknown } | { ok: false; reason: 'INVALID_GAME_FILE' | 'PASSPHRASE_REQUIRED' | 'WRONG_PASSPHRASE'; message: string };

/** A sealed file is opened with its passphrase; a plain one is passed through as it is. */
export function openGameFile(raw: unknown, passphrase?: string): Opened {
  if (!raw || typeof raw !== 'object' || !('sealed' in raw)) return { ok: true, file: raw };
  const sealed = v.safeParse(SealedSchema, (raw as { sealed: unknown }).sealed);
  if (!sealed.success) return { ok: false, reason: 'INVALID_GAME_FILE', message: 'the sealed part of this game file is damaged' };
  if (!passphrase) return { ok: false, reason: 'PASSPHRASE_REQUIRED', message: 'this game file is sealed: give the passphrase it was saved with' };
  const plain = unseal(sealed.output, passphrase);
  if (plain === null) return { ok: false, reason: 'WRONG_PASSPHRASE', message: 'that passphrase does not open this game file' };
  return { ok: true, file: plain };
}

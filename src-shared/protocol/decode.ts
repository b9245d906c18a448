import * as v from 'valibot';
import { Command, COMMAND_TYPES } from './commands.ts';
import { HostEvent } from './events.ts';
import { describeIssues } from '../schema-issues.ts';
import type { EdgeReason } from './reasons.ts';
import { MAX_JSON_DEPTH, MAX_MESSAGE_CHARS, negotiateProtocol, SUPPORTED_PROTOCOLS } from './version.ts';

export type Decoded<T> = { ok: true; value: T } | { ok: false; reason: EdgeReason; message: string; requestId?: string };

/** The nesting depth of JSON text, counted without parsing (brackets inside strings do not count); stops past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/** Whether a structured value (IPC) nests deeper than `limit`; walks at most `limit` levels. */
function nestsDeeper(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  for (const child of Array.isArray(value) ? value : Object.values(value)) if (nestsDeeper(child, limit - 1)) return true;
  return false;
}

const TOO_DEEP = { ok: false as const, reason: 'MALFORMED_INPUT' as const, message: `message nests deeper than ${MAX_JSON_DEPTH} levels` };

/** Accepts JSON text (WebSocket) or an already structured value (Electron IPC). */
function toValue(raw: unknown, maxChars = MAX_MESSAGE_CHARS, maxDepth = Infinity): Decoded<unknown> {
  if (typeof raw !== 'string') return maxDepth !== Infinity && nestsDeeper(raw, maxDepth) ? TOO_DEEP : { ok: true, value: raw };
  if (raw.length > maxChars) {
    return { ok: false, reason: 'MESSAGE_TOO_LARGE', message: `message of ${raw.length} characters exceeds ${maxChars}` };
  }
  if (maxDepth !== Infinity && jsonDepth(raw, maxDepth) > maxDepth) return { ...TOO_DEEP, ...requestIdInText(raw) };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, reason: 'MALFORMED_INPUT', message: 'message is not valid JSON', ...requestIdInText(raw) };
  }
}

/** A message that cannot be parsed is still answered with its requestId when one can be read in its text. */
function requestIdInText(raw: string): { requestId?: string } {
  const found = /"requestId"\s*:\s*"([^"\\]{1,64})"/.exec(raw);
  return found ? { requestId: found[1] } : {};
}

function requestIdOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'requestId' in value) {
    const id = (value as { requestId: unknown }).requestId;
    if (typeof id === 'string' && id.length <= 64) return id;
  }
  return undefined;
}

/**
 * Validates one client command; a refusal carries a reason code and a human-readable message. `maxChars`
 * bounds JSON text (the host allows more to its own machine: MAX_LOCAL_MESSAGE_CHARS).
 */
export function decodeCommand(raw: unknown, maxChars = MAX_MESSAGE_CHARS): Decoded<Command> {
  const parsed = toValue(raw, maxChars, MAX_JSON_DEPTH);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const requestId = requestIdOf(value);
  const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') {
    return { ok: false, reason: 'MALFORMED_INPUT', message: 'command has no string "type"', requestId };
  }
  if (!COMMAND_TYPES.includes(type)) {
    return { ok: false, reason: 'UNKNOWN_COMMAND', message: `unknown command type "${type.slice(0, 40)}"`, requestId };
  }
  const result = v.safeParse(Command, value);
  if (!result.success) {
    return { ok: false, reason: 'MALFORMED_INPUT', message: `${type}: ${describeIssues(result.issues)}`, requestId };
  }
  if (result.output.type === 'hello' && negotiateProtocol(result.output) === null) {
    const offered = result.output.protocols?.length ? result.output.protocols.join(', ') : String(result.output.protocol);
    return {
      ok: false,
      reason: 'PROTOCOL_MISMATCH',
      message: `client speaks protocol ${offered}, host speaks ${SUPPORTED_PROTOCOLS.join(' and ')}`,
      requestId,
    };
  }
  return { ok: true, value: result.output };
}

/**
 * Validates one host event on the client side, so a confused host cannot corrupt the screen state. No size
 * limit: views of long games with many seats are large, and they come from the host the client chose.
 */
export function decodeEvent(raw: unknown): Decoded<HostEvent> {
  const parsed = toValue(raw, Infinity);
  if (!parsed.ok) return parsed;
  const result = v.safeParse(HostEvent, parsed.value);
  if (!result.success) return { ok: false, reason: 'MALFORMED_INPUT', message: describeIssues(result.issues) };
  return { ok: true, value: result.output };
}

import * as v from 'valibot';
import { Command, COMMAND_TYPES } from './commands.ts';
import { HostEvent } from './events.ts';
import { describeIssues } from '../schema-issues.ts';
import type { EdgeReason } from './reasons.ts';
import { MAX_MESSAGE_CHARS, PROTOCOL_VERSION } from './version.ts';

export type Decoded<T> = { ok: true; value: T } | { ok: false; reason: EdgeReason; message: string; requestId?: string };

/** Accepts JSON text (WebSocket) or an already structured value (Electron IPC). */
function toValue(raw: unknown, maxChars = MAX_MESSAGE_CHARS): Decoded<unknown> {
  if (typeof raw !== 'string') return { ok: true, value: raw };
  if (raw.length > maxChars) {
    return { ok: false, reason: 'MESSAGE_TOO_LARGE', message: `message of ${raw.length} characters exceeds ${maxChars}` };
  }
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, reason: 'MALFORMED_INPUT', message: 'message is not valid JSON' };
  }
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
  const parsed = toValue(raw, maxChars);
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
  if (result.output.type === 'hello' && result.output.protocol !== PROTOCOL_VERSION) {
    return {
      ok: false,
      reason: 'PROTOCOL_MISMATCH',
      message: `client speaks protocol ${result.output.protocol}, host speaks ${PROTOCOL_VERSION}`,
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

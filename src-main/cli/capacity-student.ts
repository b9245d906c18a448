/**
 * What a scripted student of `bench:capacity` sends, decided from what its own screen holds — the active window
 * (`session.window`) and its seat's private view — and the game's module read from the registry, never from the
 * game's state (which a client cannot see):
 *
 * - a window it is listed in and not yet ready in, other than a turn of its own (simultaneous, display,
 *   interrupt): the game's ready input (`module.inputs.ready`) — its remaining answers go in as their defaults,
 *   or it is done reading;
 * - its own turn (a `sequential` window): an input the private view says it may send now (`can`, where the game
 *   lists one) that needs no field — a pass (Tycoon's `pass`, the stock round's `endTurn`);
 * - its own turn with nothing of the kind to send (a declaration with a count, a rights prompt) or a game whose
 *   private view does not list what it may do: it asks for a hint (the tables have hints for learners on) and
 *   plays the hint's first move; when the hint gives none, the window's clock decides for it.
 */
import type { AnyGameModule } from '../../src-shared/platform/module.ts';

export type WindowInfo = { id: number; phase: string; kind: string; seats: string[]; ready: string[] };

export type StudentMove =
  | { kind: 'act'; action: Record<string, unknown>; as: 'ready' | 'pass' }
  | { kind: 'hint' }
  | { kind: 'wait' };

/** The seat must still answer the window (it is listed and not ready). */
export function mustAct(window: WindowInfo | null, player: string): window is WindowInfo {
  return window !== null && window.seats.includes(player) && !window.ready.includes(player);
}

/** An input as `act.action` carries it: without `player` (the host fills it in from the seat that acts). */
export function asAction(input: { type: string; player?: string }): Record<string, unknown> {
  const { player: _player, ...action } = input;
  return action;
}

const fieldlessCache = new WeakMap<AnyGameModule, Set<string>>();

/**
 * The game's input types a seat sends with no field but its type (from the game's input schemas), other than the
 * ready input and the clock's timeout.
 */
export function fieldlessInputs(module: AnyGameModule): Set<string> {
  let found = fieldlessCache.get(module);
  if (found) return found;
  const skip = new Set([module.inputs.ready('P1').type, module.inputs.timeout(0).type]);
  found = new Set(
    Object.entries(module.schemas.inputs)
      .filter(([type, schema]) => !skip.has(type) && Object.keys((schema as { entries?: Record<string, unknown> }).entries ?? { x: 1 }).every((k) => k === 'type' || k === 'player'))
      .map(([type]) => type),
  );
  fieldlessCache.set(module, found);
  return found;
}

export function chooseMove(module: AnyGameModule, window: WindowInfo | null, player: string, privateView: unknown): StudentMove {
  if (!mustAct(window, player)) return { kind: 'wait' };
  if (window.kind !== 'sequential') return { kind: 'act', action: asAction(module.inputs.ready(player)), as: 'ready' };
  const can = (privateView as { can?: unknown } | null)?.can;
  if (Array.isArray(can)) {
    const fieldless = fieldlessInputs(module);
    const pass = can.find((type): type is string => typeof type === 'string' && fieldless.has(type));
    if (pass) return { kind: 'act', action: { type: pass }, as: 'pass' };
  }
  return { kind: 'hint' };
}

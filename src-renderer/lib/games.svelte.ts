/**
 * Games' UIs as the shell sees them: loaded on first use (each is a chunk of its own) and kept, so screens
 * read `gameUi(kind)` like any state: null at first, the UI once its chunk has arrived.
 */
import { DEFAULT_KIND, gameEntry, type AnyGameUi } from '../games/registry.ts';

// Raw: a UI holds components and functions, which must not be made deeply reactive.
let loaded: Record<string, AnyGameUi> = $state.raw({});
const pending = new Map<string, Promise<AnyGameUi>>();

/** Loads the UI of `kind` (once); rejects for a kind this build does not know. */
export function loadGameUi(kind: string | null | undefined): Promise<AnyGameUi> {
  const key = kind ?? DEFAULT_KIND;
  const known = pending.get(key);
  if (known) return known;
  const entry = gameEntry(key);
  if (!entry) return Promise.reject(new Error(`no UI for games of kind "${key}"`));
  const loading = entry.load().then((ui) => {
    loaded = { ...loaded, [key]: ui };
    return ui;
  });
  // A failed chunk (a dropped connection) may be asked for again.
  loading.catch(() => pending.delete(key));
  pending.set(key, loading);
  return loading;
}

/** The UI of `kind` if it has arrived, else null (and it is on its way, unless the kind is unknown). */
export function gameUi(kind: string | null | undefined): AnyGameUi | null {
  const key = kind ?? DEFAULT_KIND;
  const ui = loaded[key];
  if (ui) return ui;
  if (gameEntry(key)) void loadGameUi(key).catch(() => undefined);
  return null;
}

import { describe, expect, it } from 'vitest';
import { lookup as shellLookup } from '../../src-renderer/lib/i18n.ts';
import { gameEntries, MANIFESTS_FOUND, UI_ENTRIES_FOUND } from '../../src-renderer/games/registry.ts';
import { GAME_MODULES } from '../../src-shared/games/registry.ts';

/**
 * The renderer's half of a game's contract (docs/GAME-MODULES.md, "Contracts"), for every game the renderer finds —
 * so a new game folder is checked with no edit here: a manifest has its UI entry and the other way round, the loaded
 * `GameUi` has every member the shell calls, and the game's strings have every key the shell looks up by data
 * (form groups, options, saved phases). Each failure names the game and what it lacks.
 */

const REQUIRED_UI = ['view', 'phaseBar', 'phaseName', 'shortcuts', 'shortcutHint', 'endReason', 'Board', 'CurtainView', 'End', 'help'] as const;
const REQUIRED_HELP = ['searchPlaceholder', 'search', 'glossary'] as const;

describe('every game the renderer finds keeps the shell’s contract', () => {
  it('finds a UI entry for every manifest and a manifest for every UI entry, and the Node registry has the same games', () => {
    const manifests = [...MANIFESTS_FOUND.keys()].sort();
    const entries = [...UI_ENTRIES_FOUND.keys()].sort();
    expect(entries, 'src-renderer/games/<kind>/entry.ts for every src-shared/games/<kind>/manifest.ts').toEqual(manifests);
    expect(gameEntries().map((e) => e.kind).sort()).toEqual(manifests);
    expect(GAME_MODULES.map((m) => m.meta.kind).sort()).toEqual(manifests);
  });

  for (const entry of gameEntries()) {
    describe(entry.kind, () => {
      it('loads a GameUi with every member the shell calls, for its own kind', async () => {
        const ui = (await entry.load()) as unknown as Record<string, unknown> & { kind: string; help: Record<string, unknown> };
        const missing = REQUIRED_UI.filter((member) => ui[member] === undefined);
        expect(missing, `${entry.kind}'s GameUi lacks ${missing.join(', ')}`).toEqual([]);
        const missingHelp = REQUIRED_HELP.filter((member) => typeof ui.help[member] !== 'function');
        expect(missingHelp, `${entry.kind}'s GameUi.help lacks ${missingHelp.join(', ')}`).toEqual([]);
        expect(ui.kind).toBe(entry.kind);
      });

      it('words every key the shell looks up by data: form groups, options, and each phase a saved game may stand in', () => {
        const keys = [
          ...entry.form.groups.map((g) => `form.group.${g.id}`),
          ...entry.options.map((o) => `option.${o.key}`),
          ...[...GAME_MODULES.find((m) => m.meta.kind === entry.kind)!.phaseGraph.phases, 'GAME_OVER'].map((p) => `saved.phase.${p}`),
        ];
        const unworded = keys.filter((key) => (shellLookup(key) ?? entry.lookup(key)) === null);
        expect(unworded, `${entry.kind}'s strings lack ${unworded.join(', ')}`).toEqual([]);
      });
    });
  }
});

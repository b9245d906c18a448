/**
 * Every game folder keeps the module contract (test/platform/contract.ts), with a message that names the
 * rule and the file: a manifest that agrees with the module, a platform case beside it, seats P1..Pn, a phase
 * graph the session can walk to its own GAME_OVER, and a short game that plays to its end without a crash.
 */
import { describe, expect, it } from 'vitest';
import { GAME_MANIFESTS, gameRegistry } from '../../src-shared/games/registry.ts';
import { contractProblems } from './contract.ts';
import { CASES_FOUND, GAME_CASES, PLATFORM_CASE_PATH } from './games.ts';
import { tutorialFiles, tutorialsDir } from '../../src-main/cli/tutorial-files.ts';

describe('every game folder is complete', () => {
  it('has a platform case beside its module, and every case belongs to a registered game', () => {
    const kinds = gameRegistry.kinds();
    const missing = kinds.filter((kind) => !CASES_FOUND.get(kind)).map((kind) => `${kind}: no platform case; add ${PLATFORM_CASE_PATH(kind)} exporting platformCase (docs/GAME-MODULES.md "Tests")`);
    const orphans = [...CASES_FOUND.keys()].filter((kind) => !kinds.includes(kind)).map((kind) => `${PLATFORM_CASE_PATH(kind)}: no registered game "${kind}" (a manifest.ts in its folder, then npm run games:registry)`);
    expect([...missing, ...orphans]).toEqual([]);
    expect(GAME_CASES.map((c) => c.kind)).toEqual(kinds);
  });
});

describe.each(GAME_CASES)('$kind keeps the module contract', (game) => {
  it('agrees with its manifest, seats P1..Pn, walks its phase graph and plays a short game to its end', () => {
    const manifest = GAME_MANIFESTS.find((m) => m.kind === game.kind);
    expect(contractProblems(game, manifest)).toEqual([]);
  });
});

describe.each(GAME_CASES)('$kind: its tutorials hook starts every position of its tutorials', (game) => {
  // The optional GameModule.tutorials (docs/GAME-MODULES.md "Tutorials"): a game with tutorial files must have it,
  // and start must give the same sound, running state from the same data (a host journals the table it creates).
  it('has the hook where it has tutorials, and start is deterministic and sound', () => {
    const { module: M, kind } = game;
    const files = tutorialFiles(kind);
    if (!M.tutorials) {
      expect(files.map((f) => `${f.path}: ${kind} has tutorials in ${tutorialsDir(kind)} but no GameModule.tutorials to start them`)).toEqual([]);
      return;
    }
    for (const file of files) {
      const position = (file.raw as { position: unknown }).position;
      const state = M.tutorials.start(structuredClone(position));
      expect(JSON.stringify(M.tutorials.start(structuredClone(position))), file.path).toBe(JSON.stringify(state));
      expect(M.invariants(state), file.path).toEqual([]);
      expect(M.status(state), file.path).toBe('RUNNING');
      expect(typeof M.tutorials.summary(state), file.path).toBe('object');
    }
    expect(() => M.tutorials!.start({ seed: 1 }), `${kind}: a position without a config`).toThrow();
  });
});

describe('a game that breaks the contract is told how, in words', () => {
  const auction = GAME_CASES.find((c) => c.kind === 'auction')!;
  const manifest = GAME_MANIFESTS.find((m) => m.kind === 'auction');

  it('names seat ids other than P1..Pn', () => {
    const renamed = { ...auction.module, windows: (s: unknown) => auction.module.windows(s).map((w) => ({ ...w, seats: w.seats.map((p) => p.replace('P', 'seat-')) })) };
    const problems = contractProblems({ ...auction, module: renamed }, manifest);
    expect(problems.join('\n')).toMatch(/names seats seat-1.*seat ids are P1\.\.P3, in seat order/);
  });

  it('names a phase graph that lists GAME_OVER, and a module that disagrees with its manifest', () => {
    const graph = auction.module.phaseGraph;
    const listed = { ...auction.module, phaseGraph: { ...graph, phases: [...graph.phases, 'GAME_OVER'] }, bots: { ...auction.module.bots, levels: ['easy' as const] } };
    const text = contractProblems({ ...auction, module: listed }, manifest).join('\n');
    expect(text).toContain('phaseGraph.phases lists GAME_OVER; the session adds that state itself');
    expect(text).toContain('bots.levels must be manifest.botLevels');
    expect(text).toContain('bots.levels lacks "random"');
  });

  it('turns a crash in a short game into a sentence naming the step', () => {
    const crashing = { ...auction.module, legalActions: (s: unknown, p: string) => (auction.module.status(s) === 'RUNNING' && (s as { round: number }).round === 2 ? (null as unknown as []).slice() : auction.module.legalActions(s, p)) };
    expect(contractProblems({ ...auction, module: crashing }, manifest).join('\n')).toMatch(/auction \(3 seats, seed 1\): step \d+ threw TypeError.*a short game must play through/s);
  });
});

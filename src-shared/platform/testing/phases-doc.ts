/**
 * docs/phases/<kind>.md for every game (`npm run docs:phases`): each game's file, in its own words when its tools
 * hook has `phasesDoc`, else generated here from the module alone — the phase graph the session chart is built
 * from, and the windows each phase opened in one seeded random-legal game (kind, secrecy, base seconds), so a new
 * game's phases are documented without code of its own. docs/PHASES.md is an index that names no game.
 */
import { seedRng } from '../../rng.ts';
import { DEFAULT_TABLE_OPTIONS } from '../table-options.ts';
import type { AnyGameModule } from '../module.ts';
import type { GameTools } from './game-tools.ts';
import { playModuleGame } from './module-play.ts';

/** "simultaneous, secret, 30 s" for each distinct window a phase opened while one game was played. */
export function windowsByPhase(module: AnyGameModule): Map<string, Set<string>> {
  const seats = module.meta.players.min;
  const config = module.config.make(seats, Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`), {}, DEFAULT_TABLE_OPTIONS);
  const seen = new Map<string, Set<string>>();
  // The game is played through a copy of the module that reads the open windows after `create` and after
  // every accepted input, so every window the game opens is seen once it is open.
  let state: unknown = null;
  const record = () => {
    for (const w of module.windows(state)) {
      const words = [w.kind, w.secret ? 'secret' : null, w.kind === 'display' ? 'review time' : `${w.seconds} s`].filter(Boolean).join(', ');
      const set = seen.get(w.phase) ?? new Set<string>();
      set.add(words);
      seen.set(w.phase, set);
    }
  };
  const original = module.applyInPlace;
  const watching: AnyGameModule = {
    ...module,
    create: (c, seed) => {
      state = module.create(c, seed);
      record();
      return state;
    },
    applyInPlace: (s, input) => {
      const r = original(s, input);
      if (r.ok && module.status(s) === 'RUNNING') record();
      return r;
    },
  };
  playModuleGame({ module: watching, config, seed: 1, playerOf: () => 'legal', rng: seedRng(1), timeoutRate: 0.1, checkInvariants: false, record: false });
  return seen;
}

export function renderModulePhasesDoc(module: AnyGameModule): string {
  const seen = windowsByPhase(module);
  const graph = module.phaseGraph;
  const rows = graph.phases.map((p) => {
    const windows = [...(seen.get(p) ?? [])].join('; ') || 'not reached in the sample game';
    return `| \`${p}\` | ${windows} | ${graph.successors(p).map((n) => `\`${n}\``).join(', ')} |`;
  });
  return [
    `# Phases of a ${module.meta.title} session`,
    '',
    `Generated from the \`${module.meta.kind}\` module's phase graph by \`npm run docs:phases\`; the first phase is`,
    `\`${graph.initial}\`. The windows are those each phase opened in one seeded game of ${module.meta.players.min} random-legal players.`,
    '',
    '| Phase | Windows | May be followed by |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** One game's file, docs/phases/<kind>.md: in its own words when its tools hook has them, else from its module. */
export function renderGamePhasesDoc(module: AnyGameModule, tools: GameTools | undefined): string {
  return tools?.phasesDoc?.() ?? renderModulePhasesDoc(module);
}

/**
 * docs/PHASES.md: where each game's phases are. It names no game, so a new game adds its own file
 * (docs/phases/<kind>.md) and edits nothing that exists.
 */
export const PHASES_INDEX = `# Phases

Every game's phases — the order of play, each phase's windows (who acts, whether it is secret, its clock) and what
may follow it — are generated from the game's phase graph by \`npm run docs:phases\`, one file per game:
\`docs/phases/<kind>.md\` ([the folder](phases/); e.g. [Sectors](phases/sectors.md)). A phase id in the protocol
(\`session.window.phase\`, a view's \`phase\`) is one of the ids listed in its game's file. A test fails when a
file differs from what the game defines; do not edit them by hand.
`;

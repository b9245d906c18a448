/**
 * Renders docs/phases/sectors.md from the session machine's own definition (its states and transitions), so the
 * document cannot drift from the code: a test regenerates it and fails if the file differs.
 */
import { isActionablePhase, PHASE_IDS, phaseData } from './data.ts';
import { actionsAcceptedIn } from './inputs.ts';
import { sessionMachineFor } from '../../session/machine.ts';
import { sectorsModule } from './module.ts';
import { ORDER_OF_PLAY, SKIP_CONDITION } from './phase-graph.ts';

type TransitionLike = { target?: readonly { key: string }[]; guard?: { type?: string; params?: { phase?: string } } | null };
type NodeLike = { key: string; always?: readonly TransitionLike[]; on?: Record<string, readonly TransitionLike[]>; states: Record<string, NodeLike> };

function accepts(phase: string): string {
  const list = actionsAcceptedIn(phase).map((t) => `\`${t}\``);
  return list.length ? list.join(', ') : '–';
}

export function renderPhasesDoc(): string {
  const root = sessionMachineFor(sectorsModule).root as unknown as NodeLike;
  const game = root.states.game.states.phase;
  const lines: string[] = [];
  lines.push('# Phases of a Sectors session');
  lines.push('');
  lines.push('Generated from the session statechart (`src-shared/session/machine.ts`, built from `src-shared/games/sectors/module.ts`) by `npm run docs:phases`;');
  lines.push('a test fails when this file differs from what the machine defines. Do not edit by hand.');
  lines.push('');
  lines.push('## Top level');
  lines.push('');
  for (const [key, node] of Object.entries(root.states)) {
    const events = Object.keys(node.on ?? {}).filter((e) => !e.startsWith('xstate.'));
    lines.push(`- \`${key}\`${events.length ? ` — handles ${events.map((e) => `\`${e}\``).join(', ')}` : ''}`);
  }
  const clock = root.states.game.states.clock;
  for (const [key, node] of Object.entries(clock.states)) {
    lines.push(`- \`game.clock.${key}\` — handles ${Object.keys(node.on ?? {}).map((e) => `\`${e}\``).join(', ')}`);
  }
  lines.push('');
  lines.push('`game` is parallel: its `phase` region walks the phases below, its `clock` region is `running` or `paused`');
  lines.push('(while paused no window closes, no grace period runs out and no bot acts).');
  lines.push('');
  lines.push('In `game`, every session event is applied to the rules engine; the engine reports the phases it entered and the');
  lines.push('machine walks them along the transitions below (a phase the rules do not allow next leads to `desynced`).');
  lines.push('Timers: actionable phases last their default seconds × pace (rounded up; none in TIMERLESS mode); automatic');
  lines.push('phases last the review time (in TIMERLESS mode they too wait until every seat is ready). The deadline is absolute and kept in the machine context; an external clock sends');
  lines.push('`TIME_UP` when it passes.');
  lines.push('');
  lines.push('## Phase states');
  lines.push('');
  lines.push('| # | State | Kind | Default s | Accepts | Entered when | Next (order of play) | Machine transitions |');
  lines.push('|---|---|---|---|---|---|---|---|');
  PHASE_IDS.forEach((phase, i) => {
    const node = game.states[phase];
    const targets = (node.always ?? [])
      .filter((t) => t.guard?.type === 'trailHeadIs')
      .map((t) => (t.target?.[0]?.key === 'over' ? '`over`' : `\`${t.target?.[0]?.key}\``));
    const data = phaseData(phase);
    const next = ORDER_OF_PLAY[phase].map((e) => `${e.to} (${e.when})`).join('; ');
    lines.push(
      `| ${i + 1} | \`${phase}\` | ${isActionablePhase(phase) ? 'actionable' : 'automatic'} | ${isActionablePhase(phase) ? data.seconds : 'review'} | ${accepts(phase)} | ${SKIP_CONDITION[phase] ?? 'always'} | ${next} | ${targets.join(', ')} |`,
    );
  });
  lines.push('');
  return lines.join('\n');
}

/**
 * `npm run bench:capacity` (issue 24): the layout of a step, what a scripted student sends, and one tiny sweep
 * through the real path — a host process on loopback, classes created, students seated by their keys, projectors,
 * dashboards — checking the shape of the JSON, that the students' moves were accepted and that every client of a
 * table received the view of every accepted command. No timing is asserted: this machine's load is not the host's.
 */
import { describe, expect, it } from 'vitest';
import { GAME_MANIFESTS, gameRegistry } from '../../src-shared/games/registry.ts';
import { benchCapacity } from '../../src-main/cli/bench-capacity.ts';
import { parseCapacityArgs } from '../../src-main/cli/capacity-args.ts';
import { readWindow } from '../../src-main/cli/capacity-clients.ts';
import { maxClassTables, planLayout } from '../../src-main/cli/capacity-layout.ts';
import { chooseMove } from '../../src-main/cli/capacity-student.ts';

const KINDS = GAME_MANIFESTS.map((m) => m.kind);
const MIX = ['sectors', 'tycoon', 'sr1876'].filter((k) => KINDS.includes(k));

describe('bench:capacity layout', () => {
  const options = { games: MIX, studentsPerTable: 6, botsPerTable: 1, classTables: 6, teacherTables: 80, lessonMinutes: 45, seed: 1 };

  it('deals the mix round the tables, plans each for the lesson and gives bots only the seats students leave', () => {
    const layout = planLayout(14, GAME_MANIFESTS, options);
    expect(layout.classes.map((c) => c.tables.length)).toEqual([5, 5, 4]);
    expect(layout.teachers).toBe(3);
    const tables = layout.classes.flatMap((c) => c.tables);
    expect(tables.map((t) => t.game).slice(0, 3)).toEqual(MIX);
    for (const t of tables) {
      const manifest = GAME_MANIFESTS.find((m) => m.kind === t.game)!;
      expect(t.students).toBe(6);
      expect(t.seats).toBe(Math.min(manifest.players.max, 7));
      expect(t.options).toMatchObject({ timerMode: 'TIMED', hints: true });
      if (manifest.lesson) expect(t.options[manifest.lesson.lengthKey]).toEqual(expect.any(Number));
    }
    expect(layout.watchedTables).toBe(0);
  });

  it('puts one teacher over the big group of tables, in as few classes as the class limits allow, with a class projector', () => {
    const layout = planLayout(92, GAME_MANIFESTS, options);
    const big = layout.classes.filter((c) => c.teacher === 0);
    expect(big.every((c) => c.watched && c.tables.length <= maxClassTables(6))).toBe(true);
    expect(big.reduce((s, c) => s + c.tables.length, 0)).toBe(80);
    expect(big).toHaveLength(Math.ceil(80 / maxClassTables(6)));
    expect(layout.watchedTables).toBe(80);
    expect(layout.classes.filter((c) => c.teacher !== 0).map((c) => c.tables.length)).toEqual([6, 6]);
    expect(layout.tables).toBe(92);
  });

  it('reads its options and refuses a kind the registry does not know', () => {
    expect(parseCapacityArgs(['--tables', '4,12', '--seconds', '20', '--json'], KINDS)).toMatchObject({ tables: [4, 12], seconds: 20, json: true, games: ['sectors', 'tycoon', 'sr1876'] });
    expect(() => parseCapacityArgs(['--games', 'chess'], KINDS)).toThrow(/unknown kind chess/);
    expect(() => parseCapacityArgs(['--tables', '40,10'], KINDS)).toThrow(/ascending/);
  });
});

describe('a scripted student', () => {
  const window = (kind: string, seats = ['P1', 'P2'], ready: string[] = []) => ({ id: 7, phase: 'X', kind, seats, ready });
  const sectors = gameRegistry.get('sectors')!;

  it('readies up in a window it must answer that is not its own turn, and waits otherwise', () => {
    expect(chooseMove(sectors, window('simultaneous'), 'P1', null)).toEqual({ kind: 'act', action: { type: 'READY' }, as: 'ready' });
    expect(chooseMove(sectors, window('display'), 'P2', null)).toMatchObject({ kind: 'act', as: 'ready' });
    expect(chooseMove(sectors, window('simultaneous', ['P1'], ['P1']), 'P1', null)).toEqual({ kind: 'wait' });
    expect(chooseMove(sectors, window('simultaneous', ['P2']), 'P1', null)).toEqual({ kind: 'wait' });
    expect(chooseMove(sectors, null, 'P1', null)).toEqual({ kind: 'wait' });
  });

  it('on its own turn passes with a field-less input its private view lists, else asks for a hint', () => {
    for (const kind of ['tycoon', 'sr1876'].filter((k) => KINDS.includes(k))) {
      const module = gameRegistry.get(kind)!;
      const fieldless = Object.entries(module.schemas.inputs).find(([type, s]) => type !== module.inputs.ready('P1').type && Object.keys((s as unknown as { entries: object }).entries).every((k) => k === 'type' || k === 'player'))![0];
      expect(chooseMove(module, window('sequential', ['P1']), 'P1', { can: ['buy', fieldless] })).toEqual({ kind: 'act', action: { type: fieldless }, as: 'pass' });
      expect(chooseMove(module, window('sequential', ['P1']), 'P1', { can: ['buy'] })).toEqual({ kind: 'hint' });
    }
    expect(chooseMove(sectors, window('sequential', ['P1']), 'P1', {})).toEqual({ kind: 'hint' });
  });

  it('reads the window from the session part of a view message, as the host lays it out', () => {
    const w = { id: 3, phase: 'TURN', kind: 'sequential', seats: ['P2'], ready: [], secret: true, durationMs: 30000 };
    const message = (win: unknown) => Buffer.from(`{"type":"view","gameId":"g","view":{"phase":"TURN","turn":1,"status":"RUNNING"},"private":{},"session":{"kind":"tycoon","serial":3,"window":${JSON.stringify(win)},"seats":[]},"events":[]}`);
    expect(readWindow(message(w))).toEqual(w);
    expect(readWindow(message(null))).toBeNull();
    expect(readWindow(Buffer.from(JSON.stringify({ type: 'view', session: { window: w }, view: {} })))).toEqual(w);
  });
});

describe('bench:capacity, tiny, through a real host process', () => {
  it('plays two tables: moves accepted, every client got every view, the JSON carries the figures and the knee', { timeout: 120_000 }, async () => {
    const args = parseCapacityArgs(['--tables', '2', '--seconds', '4', '--warmup', '1', '--think', '0.3-0.8', '--bot-think', '100', '--json'], KINDS);
    const result = await benchCapacity(args);
    expect(result.steps).toHaveLength(1);
    const [step] = result.steps;
    expect(step).toMatchObject({ tables: 2, classes: 1, teachers: 1, students: 12, teacherTables: 0 });
    expect(step.connections).toBe(1 + 12 + 2);
    expect(step.commands.accepted).toBeGreaterThan(0);
    expect(step.refused.unexpected).toEqual({});
    expect(step.dropped).toEqual({ viewsMissing: 0, classStatesMissing: 0, socketsClosed: 0, deltaGaps: 0 });
    expect(result.settings.views).toBe('deltas');
    // Every accepted command was matched to its view (the host sends the view before the ack) and timed to all clients.
    expect(step.untimed).toBe(0);
    expect(step.latency.ownView.count).toBe(step.commands.accepted);
    expect(step.latency.lastClient.count).toBe(step.commands.accepted);
    expect(step.latency.dashboard.count).toBe(step.commands.accepted);
    expect(step.latency.ownView.p50).toBeLessThanOrEqual(step.latency.lastClient.p50);
    expect(step.fanOut).toBe(6 + 1 + 1);
    expect(step.bytes.studentView.p50).toBeGreaterThan(0);
    expect(step.host).toMatchObject({ cpuMsPerCommand: expect.any(Number), cpuMsPerCommandOverIdle: expect.any(Number), mainCpuMsPerCommand: expect.any(Number), cpuMsPerChange: expect.any(Number) });
    expect(step.host.mainCpuMsPerCommand).toBeLessThanOrEqual(step.host.cpuMsPerCommand);
    expect(step.host.rssMb).toBeGreaterThan(0);
    expect(step.host.loopDelay.count).toBeGreaterThan(0);
    expect(step.generator).toMatchObject({ saturated: expect.any(Boolean), why: expect.any(Array) });
    expect(result.baseline).toMatchObject({ bytes: step.bytes.studentView.p50, fanOut: 8, median: expect.any(Number), p99: expect.any(Number) });
    expect(result.knee).toEqual(step.held ? { tables: 2, p99Ms: step.latency.lastClient.p99 } : { tables: null, p99Ms: null });
    expect(result.cpuGrowth).toMatchObject({ tables: [2, 2], ratio: step.host.cpuMsPerCommandOverIdle > 0 ? 1 : null });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);

    // The same tables on full views (clients that do not ask for deltas): every client still gets every change,
    // each as a whole view, many times the bytes of a delta.
    const full = await benchCapacity(parseCapacityArgs(['--tables', '2', '--seconds', '4', '--warmup', '1', '--think', '0.3-0.8', '--bot-think', '100', '--full-views', '--json'], KINDS));
    const [fullStep] = full.steps;
    expect(full.settings.views).toBe('full');
    expect(fullStep.commands.accepted).toBeGreaterThan(0);
    expect(fullStep.dropped).toEqual({ viewsMissing: 0, classStatesMissing: 0, socketsClosed: 0, deltaGaps: 0 });
    expect(fullStep.latency.lastClient.count).toBe(fullStep.commands.accepted);
    expect(fullStep.bytes.studentView.p50).toBeGreaterThan(5 * step.bytes.studentView.p50);
  });
});

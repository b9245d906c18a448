import { describe, expect, it, vi } from 'vitest';
import { CuePlayer, cueFor, HURRY_MS, type CueState } from '../../src-renderer/lib/sound-cues.ts';

const state = (patch: Partial<CueState> = {}): CueState => ({ serial: 4, status: 'RUNNING', mayAct: false, remainingMs: null, ...patch });

describe('sound cues', () => {
  it('chooses a cue for a new phase, for your move, for the last seconds and for the end of the game', () => {
    expect(cueFor(state(), state())).toBeNull();
    expect(cueFor(state({ serial: null, status: null }), state({ serial: 7, mayAct: true }))).toBeNull();
    expect(cueFor(state(), state({ serial: 5 }))).toBe('phase');
    expect(cueFor(state(), state({ serial: 5, mayAct: true }))).toBe('yourMove');
    expect(cueFor(state({ mayAct: true, remainingMs: HURRY_MS + 200 }), state({ mayAct: true, remainingMs: HURRY_MS - 50 }))).toBe('hurry');
    // Only once, and only for someone who still has to act.
    expect(cueFor(state({ mayAct: true, remainingMs: HURRY_MS - 50 }), state({ mayAct: true, remainingMs: HURRY_MS - 300 }))).toBeNull();
    expect(cueFor(state({ remainingMs: HURRY_MS + 200 }), state({ remainingMs: HURRY_MS - 50 }))).toBeNull();
    expect(cueFor(state(), state({ serial: 9, status: 'ENDED' }))).toBe('gameOver');
  });

  it('plays a cue as short tones on WebAudio, and nothing where there is no audio', () => {
    const started: number[] = [];
    const node = () => ({ connect: vi.fn(), gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() } });
    const ctx = {
      currentTime: 1,
      destination: {},
      createGain: () => node() as unknown as GainNode,
      createOscillator: () => ({ frequency: { value: 0 }, connect: vi.fn(), start: (t: number) => started.push(t), stop: vi.fn() }) as unknown as OscillatorNode,
    };
    new CuePlayer(() => ctx, () => true).play('yourMove');
    expect(started).toHaveLength(2);
    expect(() => new CuePlayer(() => null, () => true).play('phase')).not.toThrow();
  });

  it('makes no AudioContext before the page had a user gesture (browsers refuse it with a warning)', () => {
    let made = 0;
    let used = false;
    const ctx = { currentTime: 0, destination: {}, createGain: vi.fn(), createOscillator: vi.fn() };
    const player = new CuePlayer(() => (made++, ctx as never), () => used);
    player.play('phase');
    expect(made).toBe(0);
    used = true;
    ctx.createGain.mockReturnValue({ connect: vi.fn(), gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() } });
    ctx.createOscillator.mockReturnValue({ frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() });
    player.play('phase');
    expect(made).toBe(1);
  });
});

describe('SoundCues on a real Desk', () => {
  it('plays a cue when the next phase arrives, and stays silent with sounds switched off', async () => {
    const { render, cleanup } = await import('@testing-library/svelte');
    const { FakeClient, memoryStorage, settle } = await import('./shell-fake-client.ts');
    const { Desk } = await import('../../src-renderer/client/desk.svelte.ts');
    const { Settings } = await import('../../src-renderer/lib/settings.svelte.ts');
    const SoundCues = (await import('../../src-renderer/components/shell/SoundCues.svelte')).default;
    const viewAt = (serial: number) => ({
      type: 'view' as const, gameId: 'g1',
      view: { phase: 'INFLUENCE_BID', turn: 1, status: 'RUNNING', phaseSerial: serial, phaseKind: 'ACTIONABLE', inputs: { eligible: ['P1'], ready: [] } },
      private: {},
      session: {
        kind: 'sectors', state: '"x"', serial, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: Date.now(), seats: [],
        window: { id: serial, phase: 'INFLUENCE_BID', kind: 'simultaneous' as const, seats: ['P1'], ready: [], secret: true, durationMs: null },
      },
      events: [],
    });
    const client = new FakeClient((c) => (c.type === 'join' ? [{ type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: 'P1', token: 'tok-12345678' }, viewAt(1)] : { type: 'ack' }));
    const desk = new Desk(client, memoryStorage());
    const settings = new Settings(memoryStorage());
    const played: string[] = [];
    const player = { play: (cue: string) => played.push(cue) } as unknown as InstanceType<typeof CuePlayer>;
    render(SoundCues, { desk, settings, player });
    await desk.join('ABCDE');
    await settle();
    // The next phase arrives as a view from the host.
    const listeners = (client as unknown as { eventListeners: Set<(e: unknown) => void> }).eventListeners;
    for (const l of listeners) l(viewAt(2));
    await settle();
    expect(played).toEqual(['yourMove']);
    settings.update({ sounds: false });
    for (const l of listeners) l(viewAt(3));
    await settle();
    expect(played).toEqual(['yourMove']);
    cleanup();
  });
});

/**
 * Sound cues: which one a change of the game calls for (pure, so it is testable), and a tiny WebAudio
 * synthesiser that plays them without any sound files. The setting "Sounds" switches them all off.
 */
export type Cue = 'phase' | 'yourMove' | 'hurry' | 'gameOver';

/** Events that count as the user's gesture (keydown, not keyup: Chromium activates on keydown too). */
const GESTURES: readonly string[] = ['pointerdown', 'keydown', 'touchend'];

export type CueState = {
  serial: number | null;
  status: string | null;
  /** Whether a seat played on this screen may act in the current phase (and is not ready yet). */
  mayAct: boolean;
  /** Milliseconds left in a timed phase (null: no timer). */
  remainingMs: number | null;
};

/** Seconds before the deadline at which a timed phase asks for hurry, once. */
export const HURRY_MS = 5000;

/** The cue a change from `before` to `after` calls for, if any. */
export function cueFor(before: CueState, after: CueState): Cue | null {
  // The first view of a game (joining, a refresh) is not news.
  if (before.serial === null) return null;
  if (after.status === 'ENDED' && before.status !== 'ENDED') return 'gameOver';
  if (after.serial !== null && after.serial !== before.serial) return after.mayAct ? 'yourMove' : 'phase';
  const crossed = before.remainingMs !== null && after.remainingMs !== null && before.remainingMs > HURRY_MS && after.remainingMs <= HURRY_MS;
  if (crossed && after.mayAct) return 'hurry';
  return null;
}

/** Notes of each cue: [frequency Hz, start s, length s]. */
const NOTES: Record<Cue, [number, number, number][]> = {
  phase: [[660, 0, 0.08]],
  yourMove: [[660, 0, 0.09], [880, 0.11, 0.12]],
  hurry: [[990, 0, 0.06], [990, 0.12, 0.06]],
  gameOver: [[523, 0, 0.15], [659, 0.16, 0.15], [784, 0.32, 0.3]],
};

type AudioLike = { currentTime: number; destination: unknown; createOscillator(): OscillatorNode; createGain(): GainNode; resume?(): Promise<void> };

/**
 * Whether the page has had a user gesture (a click, a key): browsers let a page start sound only after one, and
 * an AudioContext made earlier is refused with a console warning. Chromium says so itself
 * (`navigator.userActivation`); elsewhere the first pointer or key event counts.
 */
let gestured = false;
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  const mark = () => {
    gestured = true;
    for (const type of GESTURES) window.removeEventListener(type, mark, true);
  };
  for (const type of GESTURES) window.addEventListener(type, mark, true);
}
export function userActivated(): boolean {
  const activation = (globalThis.navigator as (Navigator & { userActivation?: { hasBeenActive: boolean } }) | undefined)?.userActivation;
  return gestured || (activation?.hasBeenActive ?? false);
}

/**
 * Plays cues on a lazily created AudioContext, made at the first cue after the page was used: cues before any
 * gesture are dropped (a newcomer who has not clicked yet hears nothing, and the console stays clean).
 */
export class CuePlayer {
  private context: AudioLike | null = null;
  private readonly makeContext: () => AudioLike | null;
  private readonly activated: () => boolean;

  constructor(makeContext: () => AudioLike | null = () => (typeof AudioContext === 'undefined' ? null : new AudioContext()), activated: () => boolean = userActivated) {
    this.makeContext = makeContext;
    this.activated = activated;
  }

  play(cue: Cue): void {
    if (!this.context && !this.activated()) return;
    this.context ??= this.makeContext();
    const ctx = this.context;
    if (!ctx) return;
    void ctx.resume?.();
    for (const [frequency, start, length] of NOTES[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const t0 = ctx.currentTime + start;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.15, t0 + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
      osc.connect(gain);
      gain.connect(ctx.destination as AudioNode);
      osc.start(t0);
      osc.stop(t0 + length + 0.02);
    }
  }
}

/** Lot Auction rules: each window kind, refusals, stale timeouts, the interrupt, the end, replay. */
import { describe, expect, it } from 'vitest';
import { active, allReady, auction, botGame, M, newGame, phases, play, refuse, timeout } from './helpers.ts';

describe('BID: a sealed simultaneous window', () => {
  it('opens the game as window 1 for every seat, secret, 30 s', () => {
    const s = newGame(3);
    expect(M.windows(s)).toEqual([{ id: 1, phase: 'BID', kind: 'simultaneous', seats: ['P1', 'P2', 'P3'], ready: [], seconds: 30, secret: true }]);
    expect(M.summary(s)).toEqual({ turn: 1, phase: 'BID' });
  });

  it('lets a bid change until READY, then closes when every seat is ready', () => {
    const s = newGame(3);
    play(s, { type: 'SUBMIT_BID', player: 'P2', amount: 10 });
    play(s, { type: 'SUBMIT_BID', player: 'P2', amount: 12 });
    play(s, { type: 'SUBMIT_BID', player: 'P3', amount: 11 });
    play(s, M.inputs.ready('P2'));
    refuse(s, { type: 'SUBMIT_BID', player: 'P2', amount: 13 }, 'ALREADY_READY');
    play(s, M.inputs.ready('P1'));
    expect(active(s).ready).toEqual(['P2', 'P1']);
    const events = play(s, M.inputs.ready('P3'));
    expect(phases(events)).toEqual(['REVEAL']);
    const won = events.find((e) => e.type === 'LOT_WON')!;
    expect(won).toMatchObject({ winner: 'P2', price: 12, bids: { P1: 0, P2: 12, P3: 11 }, value: s.lots[0].value });
    expect(s.players.map((p) => p.coins)).toEqual([30, 18, 30]);
    expect(s.lots[0].owner).toBe('P2');
  });

  it('gives a tie to the lowest seat index and counts missing bids as 0 on TIMEOUT', () => {
    const s = newGame(4);
    play(s, { type: 'SUBMIT_BID', player: 'P4', amount: 9 });
    play(s, { type: 'SUBMIT_BID', player: 'P2', amount: 9 });
    const events = timeout(s);
    expect(events.find((e) => e.type === 'LOT_WON')).toMatchObject({ winner: 'P2', price: 9, bids: { P1: 0, P2: 9, P3: 0, P4: 9 } });
    expect(phases(events)).toEqual(['REVEAL']);
  });
});

describe('REVEAL: a display window', () => {
  it('is closed by READY from every seat, and opens the first turn', () => {
    const s = newGame(2);
    allReady(s);
    expect(M.windows(s)).toEqual([{ id: 2, phase: 'REVEAL', kind: 'display', seats: ['P1', 'P2'], ready: [], seconds: null, secret: false }]);
    play(s, M.inputs.ready('P1'));
    const events = play(s, M.inputs.ready('P2'));
    expect(phases(events)).toEqual(['TURNS']);
    expect(M.windows(s)).toEqual([{ id: 3, phase: 'TURNS', kind: 'sequential', seats: ['P1'], ready: [], seconds: 20, secret: false }]);
  });

  it('is closed by TIMEOUT too', () => {
    const s = newGame(2);
    allReady(s);
    expect(phases(timeout(s))).toEqual(['TURNS']);
  });
});

describe('TURNS: sequential windows', () => {
  it('gives each seat its own window in seat order, WORK pays 2, TIMEOUT works for the seat', () => {
    const s = newGame(3);
    auction(s, { P1: 5 });
    const first = active(s).id;
    refuse(s, { type: 'WORK', player: 'P2' }, 'NOT_YOUR_TURN');
    refuse(s, M.inputs.ready('P1'), 'NOT_YOUR_PHASE');
    const events = play(s, { type: 'WORK', player: 'P1' });
    expect(phases(events)).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['WORKED', 'TURN_STARTED']);
    expect(active(s)).toMatchObject({ id: first + 1, phase: 'TURNS', seats: ['P2'] });
    timeout(s);
    expect(s.players.map((p) => p.coins)).toEqual([27, 32, 30]);
    expect(active(s)).toMatchObject({ id: first + 2, seats: ['P3'] });
  });

  it('opens the next round after the last seat, and ends the game after the last round', () => {
    const s = newGame(2, { rounds: 2 });
    auction(s, {});
    play(s, { type: 'WORK', player: 'P1' });
    const next = play(s, { type: 'WORK', player: 'P2' });
    expect(phases(next)).toEqual(['BID']);
    expect(M.summary(s)).toEqual({ turn: 2, phase: 'BID' });
    auction(s, { P2: 3 });
    play(s, { type: 'WORK', player: 'P1' });
    const end = play(s, { type: 'WORK', player: 'P2' });
    expect(end.at(-1)).toMatchObject({ type: 'GAME_ENDED' });
    expect(M.status(s)).toBe('ENDED');
    expect(M.windows(s)).toEqual([]);
    expect(M.summary(s)).toEqual({ turn: 2, phase: 'GAME_OVER' });
    const [lot1, lot2] = s.lots;
    // P1 took lot 1 for nothing (all bids 0) and worked twice; P2 paid 3 for lot 2 and worked twice.
    const scores = { P1: 34 + lot1.value, P2: 31 + lot2.value };
    expect(M.outcome(s)!.ranking).toEqual(
      (['P1', 'P2'] as const).map((player) => ({ player, score: scores[player] })).sort((a, b) => b.score - a.score),
    );
    refuse(s, { type: 'WORK', player: 'P1' }, 'GAME_NOT_RUNNING');
    refuse(s, M.inputs.timeout(s.windowCounter), 'GAME_NOT_RUNNING');
  });
});

describe('OFFER: an interrupt on top of the turn', () => {
  /** P1 wins lot 1 for 4 and works; P2's turn is open. */
  function atP2Turn() {
    const s = newGame(3);
    auction(s, { P1: 4 });
    play(s, { type: 'WORK', player: 'P1' });
    return s;
  }

  it('opens on top of the TURNS window, which keeps its id, and ACCEPT moves coins and lot', () => {
    const s = atP2Turn();
    const turn = active(s).id;
    const opened = play(s, { type: 'OFFER', player: 'P2', to: 'P1', price: 20 });
    expect(phases(opened)).toEqual(['OFFER']);
    expect(M.windows(s)).toEqual([
      { id: turn, phase: 'TURNS', kind: 'sequential', seats: ['P2'], ready: [], seconds: 20, secret: false },
      { id: turn + 1, phase: 'OFFER', kind: 'interrupt', seats: ['P1'], ready: [], seconds: 15, secret: false },
    ]);
    refuse(s, { type: 'WORK', player: 'P2' }, 'NOT_YOUR_PHASE');
    refuse(s, { type: 'ACCEPT', player: 'P2' }, 'NOT_YOUR_TURN');
    refuse(s, M.inputs.timeout(turn), 'STALE_INPUT');
    const closed = play(s, { type: 'ACCEPT', player: 'P1' });
    expect(phases(closed)).toEqual(['TURNS']);
    expect(closed.map((e) => e.type)).toEqual(['OFFER_ACCEPTED', 'PHASE_STARTED', 'TURN_STARTED']);
    expect(s.players.map((p) => p.coins)).toEqual([28 + 20, 10, 30]);
    expect(s.lots[0].owner).toBe('P2');
    expect(active(s)).toMatchObject({ id: turn + 2, phase: 'TURNS', seats: ['P3'] });
  });

  it('is declined by DECLINE, by READY from the seat asked, and by TIMEOUT', () => {
    for (const answer of ['DECLINE', 'READY', 'TIMEOUT'] as const) {
      const s = atP2Turn();
      play(s, { type: 'OFFER', player: 'P2', to: 'P1', price: 20 });
      const closed = answer === 'TIMEOUT' ? timeout(s) : play(s, { type: answer, player: 'P1' });
      expect(closed.find((e) => e.type === 'OFFER_DECLINED')).toMatchObject({ from: 'P2', to: 'P1', how: answer === 'TIMEOUT' ? 'TIMEOUT' : 'ANSWER' });
      expect(phases(closed)).toEqual(['TURNS']);
      expect(s.players.map((p) => p.coins)).toEqual([28, 30, 30]);
      expect(s.lots[0].owner).toBe('P1');
      expect(active(s).seats).toEqual(['P3']);
    }
  });

  it('of the last seat returns to TURNS and then opens the next BID', () => {
    const s = atP2Turn();
    play(s, { type: 'WORK', player: 'P2' });
    play(s, { type: 'OFFER', player: 'P3', to: 'P1', price: 1 });
    expect(phases(play(s, { type: 'DECLINE', player: 'P1' }))).toEqual(['TURNS', 'BID']);
  });

  it('is for the most valuable lot the seat owns', () => {
    const s = newGame(2, { rounds: 3 }, 7);
    auction(s, { P1: 1 });
    play(s, { type: 'WORK', player: 'P1' });
    play(s, { type: 'WORK', player: 'P2' });
    auction(s, { P1: 1 });
    const best = [...s.lots].sort((a, b) => b.value - a.value || a.id - b.id)[0];
    play(s, { type: 'WORK', player: 'P1' });
    play(s, { type: 'OFFER', player: 'P2', to: 'P1', price: 5 });
    expect(s.offer).toMatchObject({ lot: best.id, from: 'P2', to: 'P1', price: 5 });
  });

  it('is listed in the public view during TURNS, for the acting seat, with the lot each offer would buy', () => {
    const s = newGame(3, { rounds: 3 }, 7);
    const offers = () => M.views.public(s, {}).offers;
    expect(offers()).toEqual([]); // BID
    auction(s, { P1: 1 });
    expect(offers()).toEqual([]); // P1 acts: nobody else holds a lot
    play(s, { type: 'WORK', player: 'P1' });
    play(s, { type: 'WORK', player: 'P2' });
    play(s, { type: 'WORK', player: 'P3' });
    auction(s, { P1: 1 });
    play(s, { type: 'WORK', player: 'P1' });
    const best = [...s.lots].filter((l) => l.owner === 'P1').sort((a, b) => b.value - a.value || a.id - b.id)[0];
    expect(s.lots.filter((l) => l.owner === 'P1')).toHaveLength(2);
    expect(offers()).toEqual([{ to: 'P1', lot: best.id }]);
    play(s, { type: 'OFFER', player: 'P2', to: 'P1', price: 5 });
    expect(s.offer!.lot).toBe(best.id);
    expect(offers()).toEqual([]); // OFFER: the answer window, no offers to make
  });
});

describe('refusals', () => {
  it('leave the state byte-identical and name their reason', () => {
    const s = newGame(3);
    refuse(s, null, 'MALFORMED_INPUT');
    refuse(s, { type: 'NOPE', player: 'P1' }, 'MALFORMED_INPUT');
    refuse(s, { type: 'SUBMIT_BID', player: 'P1' }, 'MALFORMED_INPUT');
    refuse(s, { type: 'SUBMIT_BID', player: 'P1', amount: '5' }, 'MALFORMED_INPUT');
    refuse(s, { type: 'SUBMIT_BID', player: 'P1', amount: 5, extra: 1 }, 'MALFORMED_INPUT');
    refuse(s, { type: 'TIMEOUT' }, 'MALFORMED_INPUT');
    refuse(s, { type: 'SUBMIT_BID', player: 'P9', amount: 5 }, 'NOT_SEATED');
    refuse(s, { type: 'SUBMIT_BID', player: 'P1', amount: 31 }, 'INSUFFICIENT_CASH');
    refuse(s, { type: 'SUBMIT_BID', player: 'P1', amount: -1 }, 'INVALID_AMOUNT');
    refuse(s, { type: 'SUBMIT_BID', player: 'P1', amount: 2.5 }, 'INVALID_AMOUNT');
    refuse(s, { type: 'WORK', player: 'P1' }, 'NOT_YOUR_PHASE');
    refuse(s, { type: 'ACCEPT', player: 'P1' }, 'NOT_YOUR_PHASE');
    refuse(s, M.inputs.timeout(2), 'STALE_INPUT');
    auction(s, { P3: 30 });
    refuse(s, { type: 'SUBMIT_BID', player: 'P1', amount: 1 }, 'NOT_YOUR_PHASE');
    refuse(s, { type: 'OFFER', player: 'P1', to: 'P1', price: 1 }, 'INVALID_TARGET');
    refuse(s, { type: 'OFFER', player: 'P1', to: 'P7', price: 1 }, 'INVALID_TARGET');
    refuse(s, { type: 'OFFER', player: 'P1', to: 'P2', price: 1 }, 'NO_LOT');
    refuse(s, { type: 'OFFER', player: 'P1', to: 'P3', price: 0 }, 'INVALID_AMOUNT');
    refuse(s, { type: 'OFFER', player: 'P1', to: 'P3', price: 31 }, 'INSUFFICIENT_CASH');
    refuse(s, { type: 'OFFER', player: 'P2', to: 'P3', price: 1 }, 'NOT_YOUR_TURN');
    play(s, { type: 'WORK', player: 'P1' });
    play(s, { type: 'WORK', player: 'P2' });
    // P1 owns no lot, so nothing can be bought from it; and nobody makes an offer to itself.
    refuse(s, { type: 'OFFER', player: 'P3', to: 'P1', price: 1 }, 'NO_LOT');
    refuse(s, { type: 'OFFER', player: 'P3', to: 'P3', price: 1 }, 'INVALID_TARGET');
  });

  it('refuse a TIMEOUT for any window but the active one', () => {
    const s = newGame(2);
    const bid = active(s).id;
    allReady(s);
    refuse(s, M.inputs.timeout(bid), 'STALE_INPUT');
    refuse(s, M.inputs.timeout(active(s).id + 1), 'STALE_INPUT');
    timeout(s);
    expect(s.phase).toBe('TURNS');
  });
});

describe('the phase graph', () => {
  it('holds every phase a bot game enters, in an order the graph allows', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5]) {
      const { events } = botGame(4, ['random'], { rounds: 3 }, seed);
      const trail = [M.phaseGraph.initial, ...phases(events), 'GAME_OVER'];
      for (let i = 1; i < trail.length; i++) expect(M.phaseGraph.successors(trail[i - 1])).toContain(trail[i]);
      trail.slice(0, -1).forEach((p) => seen.add(p));
    }
    // Random bots make offers, so these games walk every phase the graph lists, and no other.
    expect([...seen].sort()).toEqual([...M.phaseGraph.phases].sort());
  });
});

describe('determinism', () => {
  it('replays the same (config, seed, inputs) to the same JSON', () => {
    const game = botGame(5, ['random', 'easy'], { rounds: 4, startingCoins: 50 }, 424242);
    const replayed = newGame(5, { rounds: 4, startingCoins: 50 }, 424242);
    for (const input of game.inputs) play(replayed, input);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(game.state));
    expect(JSON.stringify(botGame(5, ['random', 'easy'], { rounds: 4, startingCoins: 50 }, 424242).state)).toBe(JSON.stringify(game.state));
  });

  it('draws lot values from the seed alone', () => {
    const values = (seed: number) => botGame(2, ['easy'], { rounds: 5 }, seed).state.lots.map((l) => l.value);
    expect(values(9)).toEqual(values(9));
    expect(values(9).every((v) => v >= 5 && v <= 25)).toBe(true);
    expect(newGame(2, {}, 9).seed).toBe(9);
  });

  it('copies a state exactly and independently', () => {
    const s = newGame(3);
    const c = M.copy(s);
    expect(c).toEqual(s);
    play(c, { type: 'SUBMIT_BID', player: 'P1', amount: 3 });
    expect(s.bids).toEqual({});
  });
});

describe('config', () => {
  it('takes defaults, ignores unknown keys, and reports bad values', () => {
    const table = { timerMode: 'TIMED' as const, pace: 1, reviewSeconds: 5, graceSeconds: 20 };
    expect(M.config.make(2, ['A', 'B'], { colour: 'red' }, table)).toEqual({ seats: 2, playerNames: ['A', 'B'], rounds: 3, startingCoins: 30 });
    expect(M.config.problems(M.config.make(7, names7(), { rounds: 6, startingCoins: 25 }, table))).toEqual([
      'seats must be 2..6', 'rounds must be an integer 1..5', 'startingCoins must be one of 20, 30, 50',
    ]);
    expect(M.config.problems(M.config.make(2, ['A'], { rounds: '3' }, table))).toEqual([
      'rounds must be an integer 1..5', 'playerNames must list one name (≤ 40 characters) per seat',
    ]);
    expect(M.config.options.map((o) => o.key)).toEqual(['rounds', 'startingCoins']);
    expect(M.config.seats(M.config.make(4, ['a', 'b', 'c', 'd'], {}, table))).toBe(4);
  });
});

function names7(): string[] {
  return ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
}

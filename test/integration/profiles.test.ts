/**
 * Local profiles through the real host and SQLite (rules/tycoon.md §3.2 on the platform side): the profile
 * commands and who may use them, seats bound to profiles at creation and when taken, the lobby's mark for a
 * profile lacking an unlock, and crediting a finished game exactly once — also across host restarts and
 * rebuilt sessions — never for an abandoned game, a bot seat or a seat without a profile.
 *
 * The game is the toy auction with a small progress hook (the test's registry), so the platform is tested
 * without any game's real progression; the hook counts each game id once, like every hook must.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { ProfileRepository } from '../../src-main/store/profiles.ts';
import { auctionModule } from '../../src-shared/games/auction/module.ts';
import { tycoonModule } from '../../src-shared/games/tycoon/module.ts';
import { tycoonProgressHook } from '../../src-shared/games/tycoon/progress-hook.ts';
import type { TycoonProgress } from '../../src-shared/games/tycoon/progression.ts';
import { inProcessBots } from '../../src-shared/platform/bots.ts';
import { registryOf, type AnyGameModule, type ProgressHook } from '../../src-shared/platform/module.ts';
import type { HostEventOf } from '../../src-shared/protocol/index.ts';
import { LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

type Counted = { games: string[] };
const gamesOf = (progress: unknown): string[] => (progress as Counted | undefined)?.games ?? [];

/** Counts finished games per profile; the 50-coin purse opens after one game (or with unlockAllModes). */
const countingHook: ProgressHook = {
  credit: (progress, _state, _player, gameId) => (gamesOf(progress).includes(gameId) ? progress : { games: [...gamesOf(progress), gameId] }),
  describe: (progress, settings) => ({
    summary: `${gamesOf(progress).length} played`,
    locks: [{
      option: 'startingCoins',
      locked: settings.unlockAllModes || gamesOf(progress).length >= 1 ? [] : [{ value: 50, text: `Big purse: ${gamesOf(progress).length} / 1 games` }],
      comingSoon: [{ value: 99, text: 'Huge purse: coming soon' }],
    }],
  }),
};
const fakeModule: AnyGameModule = { ...auctionModule, progress: countingHook };
const registry = registryOf([fakeModule]);

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const dataDir = () => join(temp.dir, 'data');
function boot(clock = new SimulatedClock(), games = registry): { booted: BootedHost; clock: SimulatedClock } {
  return { booted: bootHost(dataDir(), { clock, registry: games, bots: inProcessBots(games), botThinkMs: 0, heartbeatMs: 250 }), clock };
}
/** Stops a host the way a crash would leave the database: nothing more is written. */
function stop(booted: BootedHost): void {
  booted.host.stop();
  booted.db.close();
}

type Profiles = HostEventOf<'profiles'>;
type Created = HostEventOf<'game_created'>;

function createProfile(client: LocalClient, name: string): string {
  const answer = client.request({ type: 'create_profile', name }) as Profiles;
  expect(answer.type).toBe('profiles');
  return answer.profileId!;
}

/** The facilitator ends phase after phase until the game is over (every window gives way to end_phase). */
function playToEnd(client: LocalClient, gameId: string): void {
  for (let i = 0; i < 200 && client.lastView(gameId)!.view.status !== 'ENDED'; i++) {
    expect(client.request({ type: 'control', gameId, command: 'end_phase' })).toMatchObject({ type: 'ack' });
  }
  expect(client.lastView(gameId)!.view.status).toBe('ENDED');
}

const progressOf = (booted: BootedHost, profileId: string) => gamesOf(new ProfileRepository(booted.db).get(profileId)!.progress.auction);

function newGame(client: LocalClient, seats: Record<string, unknown>[], options: Record<string, unknown> = {}): Created {
  const answer = client.request({ type: 'create_game', game: 'auction', seats, seed: 4, options: { rounds: 1, ...options } });
  expect(answer.type).toBe('game_created');
  return answer as Created;
}

describe('profile commands', () => {
  it('lists, creates (1–40 characters, unique without case) and changes the settings of profiles, with each game\'s locks', () => {
    const { booted } = boot();
    const host = new LocalClient(booted);
    // Without any profile, what nobody may choose yet is listed for everyone (a guest's form shows it too).
    expect(host.request({ type: 'list_profiles' })).toEqual({
      type: 'profiles', profiles: [], everyone: { auction: [{ option: 'startingCoins', locked: [], comingSoon: [{ value: 99, text: 'Huge purse: coming soon' }] }] }, requestId: 'r1',
    });
    const ada = createProfile(host, '  Ada ');
    const listed = host.request({ type: 'list_profiles' }) as Profiles;
    expect(listed.profiles).toEqual([{
      id: ada, name: 'Ada', createdAt: 0, settings: { unlockAllModes: false },
      games: { auction: { title: 'Lot Auction', summary: '0 played', locks: countingHook.describe(undefined, { unlockAllModes: false }).locks } },
    }]);
    expect(host.request({ type: 'create_profile', name: 'ADA' })).toMatchObject({ type: 'error', reason: 'PROFILE_NAME_TAKEN' });
    expect(host.request({ type: 'create_profile', name: '   ' })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    expect(host.request({ type: 'create_profile', name: 'x'.repeat(41) })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    const changed = host.request({ type: 'set_profile_settings', profileId: ada, unlockAllModes: true }) as Profiles;
    expect(changed).toMatchObject({ type: 'profiles', profileId: ada });
    expect(changed.profiles[0].settings).toEqual({ unlockAllModes: true });
    expect(changed.profiles[0].games.auction.locks[0].locked).toEqual([]);
    expect(host.request({ type: 'set_profile_settings', profileId: 'nobody', unlockAllModes: true })).toMatchObject({ type: 'error', reason: 'PROFILE_NOT_FOUND' });
    booted.close();
  });

  it('answers only the host machine and facilitators: another machine is refused until it holds a host secret', () => {
    const { booted } = boot();
    const host = new LocalClient(booted);
    const created = newGame(host, [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }]);
    const tablet = new LocalClient(booted, false);
    for (const command of [{ type: 'list_profiles' }, { type: 'create_profile', name: 'Eve' }]) {
      expect(tablet.request(command)).toMatchObject({ type: 'error', reason: 'LOCAL_ONLY' });
    }
    expect(tablet.request({ type: 'facilitate', code: created.joinCode, secret: created.hostSecret })).toMatchObject({ type: 'joined' });
    expect(tablet.request({ type: 'create_profile', name: 'Eve' })).toMatchObject({ type: 'profiles', profiles: [{ name: 'Eve' }] });
    booted.close();
  });
});

describe('seats playing for profiles', () => {
  it('binds seats at creation and on join, refuses unknown, doubled and bot profiles, and marks a profile lacking an unlock', () => {
    const { booted } = boot();
    const host = new LocalClient(booted);
    const ada = createProfile(host, 'Ada');
    const ben = createProfile(host, 'Ben');
    const human = (name: string, profile?: string) => ({ name, kind: 'human', ...(profile ? { profile } : {}) });
    expect(host.request({ type: 'create_game', game: 'auction', seats: [human('A', 'nope'), human('B')] })).toMatchObject({ type: 'error', reason: 'PROFILE_NOT_FOUND' });
    expect(host.request({ type: 'create_game', game: 'auction', seats: [human('A', ada), human('B', ada)] })).toMatchObject({ type: 'error', reason: 'PROFILE_IN_USE' });
    expect(host.request({ type: 'create_game', game: 'auction', seats: [human('A'), { name: 'Bot', kind: 'bot', profile: ada }] })).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });

    const created = newGame(host, [human('Ada', ada), human('Ben'), human('Cy')], { startingCoins: 50 });
    const seatsOf = () => host.lastView(created.gameId)!.session.seats;
    expect(seatsOf()[0].profile).toEqual({ name: 'Ada', lacks: ['Big purse: 0 / 1 games'] });
    expect(seatsOf()[1].profile).toBeUndefined();

    // Another machine may not seat a profile; a screen of the host machine may, once per profile and game.
    const remote = new LocalClient(booted, false);
    expect(remote.request({ type: 'join', code: created.joinCode, profile: ben })).toMatchObject({ type: 'error', reason: 'LOCAL_ONLY' });
    const tab = new LocalClient(booted);
    expect(tab.request({ type: 'join', code: created.joinCode, seat: 'P2', profile: ada })).toMatchObject({ type: 'error', reason: 'PROFILE_IN_USE' });
    expect(tab.request({ type: 'join', code: created.joinCode, seat: 'P2', profile: ben })).toMatchObject({ type: 'joined', player: 'P2' });
    expect(seatsOf()[1].profile).toEqual({ name: 'Ben', lacks: ['Big purse: 0 / 1 games'] });

    // unlockAllModes lifts the mark at once on every screen of the game.
    host.request({ type: 'set_profile_settings', profileId: ada, unlockAllModes: true });
    expect(seatsOf()[0].profile).toEqual({ name: 'Ada', lacks: [] });

    // Removing a lobby seat renumbers the others: their profiles follow them (Cy's P3 becomes P2, Ben's seat went).
    expect(host.request({ type: 'control', gameId: created.gameId, command: 'remove_seat', player: 'P2' })).toMatchObject({ type: 'ack' });
    expect(seatsOf().map((s) => [s.name, s.profile?.name ?? null])).toEqual([['Ada', 'Ada'], ['Cy', null]]);
    booted.close();
  });
});

describe('crediting a finished game', () => {
  it('credits each human seat playing for a profile once when the game ends; bots and seats without a profile earn nothing', () => {
    const { booted } = boot();
    const host = new LocalClient(booted);
    const ada = createProfile(host, 'Ada');
    const ben = createProfile(host, 'Ben');
    const cy = createProfile(host, 'Cy');
    const created = newGame(host, [
      { name: 'Ada', kind: 'human', profile: ada }, { name: 'Ben', kind: 'human', profile: ben }, { name: 'Cy', kind: 'human', profile: cy }, { name: 'Dee', kind: 'human' },
    ]);
    // Ben's seat goes to a bot before the end: the bot plays for nobody.
    expect(host.request({ type: 'control', gameId: created.gameId, command: 'set_seat', player: 'P2', kind: 'bot', botLevel: 'easy' })).toMatchObject({ type: 'ack' });
    expect(host.request({ type: 'start_game', gameId: created.gameId })).toMatchObject({ type: 'ack' });
    expect(progressOf(booted, ada)).toEqual([]);
    playToEnd(host, created.gameId);
    expect(progressOf(booted, ada)).toEqual([created.gameId]);
    expect(progressOf(booted, cy)).toEqual([created.gameId]);
    expect(progressOf(booted, ben)).toEqual([]);
    // The mark in the lobby line follows the new progress (one game opens the big purse).
    const listed = host.request({ type: 'list_profiles' }) as Profiles;
    expect(listed.profiles.map((p) => [p.name, p.games.auction.summary])).toEqual([['Ada', '1 played'], ['Ben', '0 played'], ['Cy', '1 played']]);
    booted.close();
  });

  it('credits nothing again after a restart, also when the credit mark is lost (the hook is idempotent by game id)', () => {
    const first = boot();
    const host = new LocalClient(first.booted);
    const ada = createProfile(host, 'Ada');
    const created = newGame(host, [{ name: 'Ada', kind: 'human', profile: ada }, { name: 'Bot', kind: 'bot', botLevel: 'easy' }]);
    host.request({ type: 'start_game', gameId: created.gameId });
    playToEnd(host, created.gameId);
    expect(progressOf(first.booted, ada)).toEqual([created.gameId]);
    stop(first.booted);

    const second = boot(first.clock);
    expect(progressOf(second.booted, ada)).toEqual([created.gameId]);
    // Viewing the finished game rebuilds its session from the store: no new credit.
    expect(new LocalClient(second.booted).request({ type: 'spectate', code: created.joinCode })).toMatchObject({ type: 'joined' });
    expect(progressOf(second.booted, ada)).toEqual([created.gameId]);
    second.booted.db.prepare(`UPDATE game_profiles SET credited_at = NULL`).run();
    stop(second.booted);

    const third = boot(first.clock);
    expect(progressOf(third.booted, ada)).toEqual([created.gameId]);
    expect(third.booted.db.prepare(`SELECT count(*) AS n FROM game_profiles WHERE credited_at IS NULL`).get()).toEqual({ n: 0 });
    third.booted.close();
  });

  it('credits a game the host could not credit when it ended, at the next start', () => {
    const first = boot();
    const host = new LocalClient(first.booted);
    const ada = createProfile(host, 'Ada');
    const created = newGame(host, [{ name: 'Ada', kind: 'human', profile: ada }, { name: 'Bot', kind: 'bot', botLevel: 'easy' }]);
    host.request({ type: 'start_game', gameId: created.gameId });
    const credit = vi.spyOn(countingHook, 'credit').mockImplementation(() => {
      throw new Error('disk full');
    });
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    playToEnd(host, created.gameId);
    expect(report).toHaveBeenCalledWith(expect.stringContaining('disk full'));
    expect(progressOf(first.booted, ada)).toEqual([]);
    credit.mockRestore();
    report.mockRestore();
    stop(first.booted);

    const second = boot(first.clock);
    expect(progressOf(second.booted, ada)).toEqual([created.gameId]);
    second.booted.close();
  });

  it('credits nothing for an abandoned game: started, never ended, across a restart', () => {
    const first = boot();
    const host = new LocalClient(first.booted);
    const ada = createProfile(host, 'Ada');
    const created = newGame(host, [{ name: 'Ada', kind: 'human', profile: ada }, { name: 'Bot', kind: 'bot', botLevel: 'easy' }]);
    host.request({ type: 'start_game', gameId: created.gameId });
    expect(host.request({ type: 'control', gameId: created.gameId, command: 'end_phase' })).toMatchObject({ type: 'ack' });
    expect(host.lastView(created.gameId)!.view.status).not.toBe('ENDED');
    stop(first.booted);
    const second = boot(first.clock);
    expect(second.booted.restored).toEqual([created.gameId]);
    expect(progressOf(second.booted, ada)).toEqual([]);
    second.booted.close();
  });
});

describe('Stock Market Tycoon', () => {
  // The module with its progress hook (tycoon/module.ts sets it; until then the test adds it).
  const tycoon = registryOf([{ ...tycoonModule, progress: tycoonModule.progress ?? tycoonProgressHook } as AnyGameModule]);
  const tycoonOf = (booted: BootedHost, profileId: string) => new ProfileRepository(booted.db).get(profileId)!.progress.tycoon as TycoonProgress | undefined;

  it('marks a seat whose profile has not unlocked the mode, lists the mode locks, and credits a finished Trader game once', () => {
    const first = boot(new SimulatedClock(), tycoon);
    const host = new LocalClient(first.booted);
    const ada = createProfile(host, 'Ada');
    const listed = host.request({ type: 'list_profiles' }) as Profiles;
    expect(listed.profiles[0].games.tycoon.locks[0].locked.map((l) => l.text)).toEqual(['Investor: 0 / 3 Trader games completed', 'Strategist: 0 / 2 Investor wins']);
    expect(listed.everyone!.tycoon[0].comingSoon.map((c) => c.value)).toEqual(['tycoon', 'mogul']);

    const seats = [{ name: 'Ada', kind: 'human', profile: ada }, { name: 'Bot', kind: 'bot', botLevel: 'easy' }];
    const investor = host.request({ type: 'create_game', game: 'tycoon', seats, seed: 3, options: { mode: 'investor', years: 1 } }) as Created;
    expect(host.lastView(investor.gameId)!.session.seats[0].profile).toEqual({ name: 'Ada', lacks: ['Investor: 0 / 3 Trader games completed'] });

    const trader = host.request({ type: 'create_game', game: 'tycoon', seats, seed: 3, options: { mode: 'trader', years: 1 } }) as Created;
    expect(host.lastView(trader.gameId)!.session.seats[0].profile).toEqual({ name: 'Ada', lacks: [] });
    host.request({ type: 'start_game', gameId: trader.gameId });
    playToEnd(host, trader.gameId);
    expect(tycoonOf(first.booted, ada)).toMatchObject({ completed: { trader: 1, investor: 0, strategist: 0 }, creditedGameIds: [trader.gameId] });
    stop(first.booted);

    const second = boot(first.clock, tycoon);
    expect(tycoonOf(second.booted, ada)!.completed.trader).toBe(1);
    second.booted.close();
  });
});

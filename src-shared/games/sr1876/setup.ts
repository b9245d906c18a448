/** Setup (§4): seats, the first n companies of the scenario, and the first priority seat (S-D19). */
import { randInt } from '../../mulberry32.ts';
import type { CompanyState, PlayerState, SrConfig, SrState } from './types.ts';

/** The state before round 1 starts. The config is copied, so the caller's object is never shared. */
export function createState(config: SrConfig): SrState {
  const cfg = JSON.parse(JSON.stringify(config)) as SrConfig;
  const n = cfg.seats.length;
  const playing = cfg.scenario.companies.slice(0, n);
  const codes = playing.map((co) => co.code);
  const players: PlayerState[] = [];
  for (let seat = 0; seat < n; seat++) {
    const holdings: Record<string, number> = {};
    for (const code of codes) holdings[code] = 0;
    // §4: seat i directs company i+1 (index i) with its director shares.
    holdings[codes[seat]] = playing[seat].directorShares;
    players.push({ cash: cfg.scenario.startingCash[seat], holdings, soldThisRound: [] });
  }
  const companies: Record<string, CompanyState> = {};
  playing.forEach((co, i) => {
    companies[co.code] = {
      code: co.code, token: { ...co.start }, ipo: co.ipo, treasury: co.treasury, declared: 0, pool: 0, cash: co.cash, director: i,
    };
  });
  const [priority, rng] = randInt(cfg.seed >>> 0, n);
  return {
    config: cfg,
    rng,
    seq: 0,
    status: 'RUNNING',
    step: 'DECLARE',
    round: 1,
    priority,
    turn: null,
    consecutivePasses: 0,
    actingTurns: 0,
    lastActor: null,
    declare: null,
    offer: null,
    players,
    companyOrder: codes,
    companies,
    bankNet: 0,
    windowCounter: 0,
    result: null,
  };
}

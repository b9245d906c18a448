/**
 * The prose of Stock Market Tycoon's protocol reference (docs/PROTOCOL-TYCOON.md): what each option means and
 * when each input is sent, in words. The tables' values, fields and types are generated from the game's option
 * specs and input schemas by `npm run docs:protocol`; only these words are kept by hand.
 */
import type { ProtocolNotes } from '../../platform/testing/game-tools.ts';

export const protocolNotes: ProtocolNotes = {
  options: {
    variant: "§1: `standard` takes 2–6 seats, `extended` 2–12; without the option, extended for 7 or more seats",
    mode: "§3.1 features; locks per profile are the app's (§3.2)",
    years: "market years (TY-02)",
    turnSeconds: "one clock per turn (TY-03)",
    windowSeconds: "P1, E1, E3, E9, buyback offers, each E5 window",
    rightsFollowerFree: "§1 flags",
    shortsPayDividends: "§1 flags",
    endYearOnFullPass: "§1 flags",
    dividendStep: "§1",
    buybackFunder: "§1",
  },
  inputs: {
    buy: { fields: "`company`, `qty`", when: "own turn", notes: "§9.2: price > 0, value ≥ 5,000, not short it, buy condition, supply, cash" },
    sell: { fields: "`company`, `qty`", when: "own turn", notes: "§9.3" },
    pass: { fields: "—", when: "own turn", notes: "§9.4" },
    playLoan: { fields: "`card` (a LOAN)", when: "own turn", notes: "+100,000" },
    playDebenture: { fields: "`card` (a DEB), `company` (price 0)", when: "own turn", notes: "start price × holding" },
    playRights: { fields: "`card` (a RIGHTS), `company`, `qty` ≤ floor(holding / 2,000) × 1,000", when: "own turn", notes: "10 per share; opens a rights window" },
    exerciseRights: { fields: "`window` (rights window id), `qty`", when: "own turn, while prompted", notes: "§9.7" },
    declineRights: { fields: "`window`", when: "own turn, while prompted", notes: "" },
    short: { fields: "`company`, `qty`", when: "own turn; Investor+", notes: "caps 12,000 per seat and per company per year" },
    buyOption: { fields: "`company`, `kind` (`call`/`put`), `qty`", when: "own turn; Strategist", notes: "premium = price × qty × rate / 100" },
    declareDividend: { fields: "`company`, `perShare`", when: "own turn; Strategist; Chairman (≤ 20) or Director (≤ 10)", notes: "" },
    announceBuyback: { fields: "`company`, `qty`, `price` (1…1,000,000)", when: "own turn; Strategist; Chairman", notes: "opens `BUYBACK`" },
    buybackOffer: { fields: "`qty` (0 allowed)", when: "`BUYBACK`, eligible holders", notes: "sealed" },
    setPremium: { fields: "`company`, `pct` (5/10/15)", when: "`P1`, that company's Chairman", notes: "sealed, once per company" },
    withhold: { fields: "`company`, `card` (own price card of it) or `null`", when: "`E1`, that company's Director", notes: "sealed" },
    strike: { fields: "`company`, `card` (a counted card of it) or `null`", when: "`E3`, that company's Chairman", notes: "sealed" },
    suspend: { fields: "`companies` (up to one per SUSP held, distinct)", when: "`E5`, the seat whose window it is", notes: "" },
    coverDebt: { fields: "`sales?` (`[{company, qty}]`)", when: "`E9`, debtors", notes: "without `sales`: the auto plan (TY-05)" },
    settleDebt: { fields: "`loans?` (card ids), `sales?`", when: "own first turn of the year with a deferred debt", notes: "without both: the auto plan" },
    READY: { fields: "—", when: "see Windows", notes: "" },
  },
};

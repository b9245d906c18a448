/**
 * The prose of the 1876 stock round's protocol reference (docs/PROTOCOL-SR1876.md): what each option means and
 * when each input is sent, in words. The tables' values, fields and types are generated from the game's option
 * specs and input schemas by `npm run docs:protocol`; only these words are kept by hand.
 */
import type { ProtocolNotes } from '../../platform/testing/game-tools.ts';

export const protocolNotes: ProtocolNotes = {
  options: {
    rounds: "the scenario's N (SR-16); past §4's modernity schedule its last value repeats",
    turnSeconds: "one turn (its sale's offer loop does not count) and one director's declarations",
    offerSeconds: "one offer pass",
    noRebuyAfterSale: "S-D14: no buying back a company sold this round",
    companyMayBuyFromDirector: "S-D10: the company may take a share its own director sells",
    roundCapPerSeat: "S-D14: with `noRebuyAfterSale` off, a round ends after this many × n turns with a sale or purchase",
  },
  inputs: {
    declareReissue: { fields: "`company`, `count` (0 … treasury)", when: "`DECLARE`, its director", notes: "once per company; valid this round only (§5.2)" },
    sell: { fields: "`company`, `count` (≥ 1)", when: "own turn, before any purchase", notes: "one company per turn; opens the offer loop (§7)" },
    buy: { fields: "`company`, `source` (`pool` or `company`)", when: "own turn (after a sale's loop, too)", notes: "one share; ends the turn (§8)" },
    endTurn: { fields: "—", when: "own turn, outside an offer loop", notes: "a pass if nothing was done (§5.3)" },
    offerResponse: { fields: "`take` (boolean)", when: "`OFFER`, a player candidate", notes: "sealed" },
    companyOfferResponse: { fields: "`company` (= `offer.company`), `take` (boolean)", when: "`OFFER`, the director fixed at the sale's start", notes: "sealed; answers for the company" },
    READY: { fields: "—", when: "`OFFER`, `ROUND_END`", notes: "see Windows" },
  },
};

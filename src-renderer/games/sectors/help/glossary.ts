/**
 * The game's words in player language: every term of rules spec §1 plus the everyday words of the board
 * (order types, dividends, phases). `<Term id="…">` shows these as tooltips; the help screen lists them.
 *
 * English lives here; a translation adds `glossary.<id>.term` and `glossary.<id>.definition` to its
 * dictionary and `glossaryTerm` prefers those.
 */
import type { GlossaryEntry } from '../../registry.ts';
import { lookup } from '../i18n.ts';

export type { GlossaryEntry } from '../../registry.ts';

const ENTRIES: GlossaryEntry[] = [
  // ---- spec §1, in its order
  { id: 'bank', term: 'Bank', definition: 'The game’s central account. It pays dividends, sale proceeds and payouts, and receives purchases, taxes and interest. When a payment leaves it at 0 or below, the bank “breaks” and the current turn becomes the last.', see: ['bank-broken'] },
  { id: 'outside', term: 'Outside', definition: 'Where money comes from when it enters the game (starting cash, a new company’s capital) and where it goes when it leaves (operating and action costs). Not a player, not the bank.' },
  { id: 'seat', term: 'Seat', definition: 'A place at the table: a human player or a bot. Bots count everywhere players count.', aliases: ['bot'] },
  { id: 'player-priority', term: 'Player priority', definition: 'The order of players, 1 first. It breaks every tie between players: who buys first, whose vote wins a tie. After turn 1 the poorest player usually gets priority 1 (catch-up).', aliases: ['priority'], see: ['influence-bid'] },
  { id: 'sector-priority', term: 'Sector priority', definition: 'The order of the three sectors in play. It decides which sector gets new customers first at the end of a turn. Headlines move sectors up or down.', see: ['headline', 'consumers'] },
  { id: 'company-priority', term: 'Company priority', definition: 'The live ranking of companies: cheapest unit price first, then most prestige, then most demand. It decides which company sells to customers first.', see: ['company-action-order'] },
  { id: 'company-action-order', term: 'Company action order', definition: 'Company priority frozen at the end of the stock round. Companies produce and vote in this order for the rest of the turn.' },
  { id: 'company-tier', term: 'Company tier', definition: 'A company’s size, from Incubator to Titan. It sets the operating cost, how many units it can supply, how many actions it takes per operating round and its shortfall.', aliases: ['tier', 'incubator', 'startup', 'growth', 'established', 'enterprise', 'conglomerate', 'titan'] },
  { id: 'stock-tier', term: 'Stock tier', definition: 'The price band a stock is in (Tier 1 up to $20 … Tier 5 above $500). Higher tiers need more net buying to move the price up one step.', see: ['fill-size'] },
  { id: 'fill-size', term: 'Fill size', definition: 'How many net shares must be bought on the open market to push the price up one step in the current stock tier (1, 2, 4, 5 or 6). Fill progress counts the buys so far.', aliases: ['fill progress'] },
  { id: 'ipo', term: 'IPO', definition: 'Initial public offering: shares never sold before. You buy them at the company’s fixed IPO price and buying them does not move the stock price. You cannot sell to the IPO.' },
  { id: 'open-market', term: 'Open market', definition: 'Where sold and newly issued shares sit. You trade them at the current stock price, and every net buy or sell moves the price.', aliases: ['om'] },
  { id: 'derivatives-market', term: 'Derivatives market', definition: 'Where option contracts are offered and bought from the bank.', see: ['option-contract'] },
  { id: 'outstanding', term: 'Issued / outstanding / retired shares', definition: 'Issued: every share ever created for a company. Retired: removed for good (buyback or bankruptcy). Outstanding = issued − retired: the shares in the IPO, on the open market and held by players.', aliases: ['issued', 'retired', 'outstanding shares'] },
  { id: 'floated', term: 'Floated', definition: 'A company floats once enough of its IPO shares are sold (its sector’s float percentage). It becomes active: its price starts to move, it can be traded on the open market and it operates.', aliases: ['float'] },
  { id: 'certificate', term: 'Certificate', definition: 'One share held by a player, of any company.' },
  { id: 'certificate-limit', term: 'Certificate limit', definition: 'The most shares (of all companies together) a player may hold at the end of a turn. Above it, shares are sold off at random during divestment. The more players, the lower the limit.', see: ['divestment'] },
  { id: 'ownership-cap', term: 'Ownership cap', definition: 'You may not buy more than 60 % of a company’s outstanding shares (6 of 10). A host option can switch it off.' },
  { id: 'company-demand', term: 'Company demand', definition: 'How many units customers want from this company: its temporary demand (marketing, decays every round) plus its permanent demand.', aliases: ['demand'] },
  { id: 'sector-demand', term: 'Sector demand', definition: 'How many customers a sector pulls in from the pool on each visit at the end of a turn: base demand plus a temporary bonus (from lobbying).' },
  { id: 'supply', term: 'Supply', definition: 'How many units a company can make: its tier’s capacity plus extra supply, never more than twice the capacity.' },
  { id: 'output', term: 'Output', definition: 'What a company actually produces in an operating round: the lower of its supply and its demand.' },
  { id: 'throughput', term: 'Throughput', definition: 'Supply minus demand. Zero is perfect efficiency and halves the operating cost; 1 away is fine; 2 or more away costs the stock price steps down.' },
  { id: 'consumers', term: 'Consumers', definition: 'Customers. They wait in the global pool or in a sector; companies sell to the consumers of their sector, who then go back to the pool.', aliases: ['customers', 'consumer pool', 'pool'] },
  { id: 'economy-score', term: 'Economy score', definition: 'The most customers that move from the pool into the sectors at the end of each turn. It goes up by 1 when every sector has a company paying dividends and no company retains, and down by 1 when a company retains and not every sector paid.', aliases: ['economy'] },
  { id: 'distribution', term: 'Distribution', definition: 'What a company does with its revenue, as voted by its shareholders: Full dividends, Half dividends or Retain.', aliases: ['full', 'half', 'retain', 'revenue vote'] },
  { id: 'distributed-amount', term: 'Distributed amount', definition: 'The part of the revenue paid out to shareholders (all of it for Full, half for Half, none for Retain). It sets the dividends and how far the price rises.' },
  { id: 'prestige', term: 'Prestige', definition: 'Tokens a company earns (selling out its production, tranches, research). Spent on the prestige track and on its sector’s special action.', aliases: ['prestige track'] },
  { id: 'passive-effect', term: 'Passive effect', definition: 'A permanent special ability of one sector, held by at most one company of that sector at a time. Handed out through tranche packages.', aliases: ['passive'] },
  { id: 'active-sector-action', term: 'Sector action', definition: 'The special company action of each sector (e.g. Visionary for Technology). It costs $400 and 3 prestige.', aliases: ['active sector action'] },
  { id: 'headline', term: 'Headline', definition: 'A news item players can pay for at the start of a turn. It moves a sector up or down in sector priority. Backers split the cost.', aliases: ['headlines'] },
  { id: 'tranche-package', term: 'Tranche package', definition: 'A reward bundle offered every third turn: cash, maybe a prestige token, and a sector’s passive effect. A package goes to the one player who alone voted for it.', aliases: ['tranche', 'tranches'] },
  { id: 'margin-account', term: 'Margin account', definition: 'Cash locked while you hold a short: half the short’s value. You get it back when you cover the short.', aliases: ['margin'] },
  { id: 'lendable-shares', term: 'Lendable shares', definition: 'Open-market shares of a company not already lent out to open shorts. A short needs enough of them.' },
  { id: 'shortfall', term: 'Shortfall', definition: 'The cash an insolvent company must reach to recover (depends on its tier: $100 for an Incubator up to $700 for a Titan).' },
  { id: 'insolvency-round', term: 'Insolvency round', definition: 'When a company’s cash hits 0, its shareholders may contribute cash or shares instead of voting on actions. If it reaches its shortfall it recovers, otherwise it goes bankrupt.', aliases: ['insolvent'] },
  { id: 'taxable-income', term: 'Taxable income', definition: 'What you earned this turn from dividends, selling shares, shorting, options and tranche cash. Capital gains tax applies to it at the end of the turn.', aliases: ['income'] },
  { id: 'net-worth', term: 'Net worth', definition: 'Your cash + margin + the value of your shares − the cost of covering your open shorts. The highest net worth at the end wins.', aliases: ['worth', 'score'] },
  { id: 'sub-round', term: 'Sub-round', definition: 'One pass of the stock round: everyone may place one order, then orders are revealed and market orders resolved. The stock round stops early when nobody places an order.', aliases: ['subround'] },
  { id: 'or', term: 'Operating round', definition: 'The part of the turn where companies produce, shareholders vote on dividends and on company actions.', aliases: ['OR', 'operating'] },
  { id: 'review-time', term: 'Review time', definition: 'How long the results of an automatic phase stay on screen before the game moves on. Press Ready to move on sooner.' },
  { id: 'input', term: 'Input', definition: 'Anything that changes the game: a player’s action, Ready / Not ready, or a phase running out of time.' },
  // ---- everyday words of the board
  { id: 'market-order', term: 'Market order', definition: 'Buy from the IPO or the open market, or sell to the open market, at today’s price. Resolved right after the orders are revealed; cash and shares are checked only then.' },
  { id: 'limit-order', term: 'Limit order', definition: 'An open-market order that waits for a price: a buy limit fills when the price rises through your value, a sell limit when it falls through it. You have 5 limit actions; one comes back when an order is filled, rejected or cancelled.' },
  { id: 'short-order', term: 'Short', definition: 'Borrow 1–3 shares and sell them now, betting the price will fall. Half the value is locked as margin, you pay 5 % interest each turn and you pay the dividends. Cover later by buying the shares back.', aliases: ['short', 'cover'] },
  { id: 'option-contract', term: 'Option contract', definition: 'A call option bought for a premium: once the stock price reaches the strike price you may exercise it and receive (price − strike) × shares. If it runs out first, the premium is lost.', aliases: ['option', 'options', 'call', 'strike', 'premium'] },
  { id: 'stock-price', term: 'Stock price', definition: 'What one share of a company is worth now. It moves in steps along a fixed price grid.', aliases: ['price', 'share price'] },
  { id: 'ipo-price', term: 'IPO price', definition: 'The fixed price of a company’s IPO shares, set when the company opens.' },
  { id: 'unit-price', term: 'Unit price', definition: 'What a company charges customers for one unit. Revenue = units sold × unit price. Cheaper companies sell first.' },
  { id: 'dividend', term: 'Dividend', definition: 'Revenue paid out to shareholders: the distributed amount divided over all outstanding shares, paid for the shares you hold.', aliases: ['dividends'] },
  { id: 'treasury', term: 'Treasury', definition: 'A company’s own cash. It pays operating costs and company actions.' },
  { id: 'bank-broken', term: 'Bank breaks', definition: 'The first payment that leaves the bank at 0 or below breaks it. The current turn is played to the end and the game is over.' },
  { id: 'capital-gains', term: 'Capital gains tax', definition: 'A flat tax on this turn’s taxable income: 0 % up to $100, then 2 %, 3 %, 4 %, 5 %, and 7 % above $500.', aliases: ['tax', 'taxes'] },
  { id: 'divestment', term: 'Divestment', definition: 'At the end of a turn, a player above the certificate limit has shares sold off at random until they are at the limit.' },
  { id: 'bankrupt', term: 'Bankrupt', definition: 'A company that failed its insolvency round closes for good: its shares are retired and holders get 10 % of their value back.', aliases: ['bankruptcy'] },
  { id: 'influence-bid', term: 'Influence bid', definition: 'At the very start everyone secretly bids influence points. The highest bid gets priority 1; every point you do not spend comes back as $1.', aliases: ['influence'] },
  { id: 'ready', term: 'Ready', definition: 'Tells the game you are done with this phase. When every player who may act is ready, the phase ends without waiting for the timer.', aliases: ['ready up'] },
  { id: 'company-action', term: 'Company actions', definition: 'What a company does in the operating round (marketing, research, expansion, loans…), chosen by a shareholder vote weighted by shares held. Paid from the company’s treasury.', aliases: ['company vote', 'veto'] },
];

const BY_ID = new Map(ENTRIES.map((e) => [e.id, e]));

function translated(key: string, fallback: string): string {
  return lookup(key) ?? fallback;
}

function localise(entry: GlossaryEntry): GlossaryEntry {
  return {
    ...entry,
    term: translated(`glossary.${entry.id}.term`, entry.term),
    definition: translated(`glossary.${entry.id}.definition`, entry.definition),
  };
}

/** Every glossary id, for the board and for tests. */
export const GLOSSARY_IDS: readonly string[] = ENTRIES.map((e) => e.id);

/** The entry for an id (in the current language), or null for an unknown id. */
export function glossaryTerm(id: string): GlossaryEntry | null {
  const entry = BY_ID.get(id);
  return entry ? localise(entry) : null;
}

/** The whole glossary, sorted by the shown term. */
export function glossary(): GlossaryEntry[] {
  return ENTRIES.map(localise).sort((a, b) => a.term.localeCompare(b.term));
}

/** Entries whose term, aliases or definition contain every word of the query (case-insensitive). */
export function searchGlossary(query: string): GlossaryEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return glossary();
  return glossary().filter((e) => {
    const text = [e.term, e.definition, ...(e.aliases ?? [])].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

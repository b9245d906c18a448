/**
 * Sectors' rules in player words, for the in-app help (after the original rules text and the rules spec).
 * Body markup (src-renderer/components/shell/help-content.ts), kept tiny so it renders without HTML: blank
 * line = new paragraph, "- " = bullet, "| a | b |" rows = table (first row is the header), **bold**. A
 * translation may supply `rules.section.<id>.title` / `rules.section.<id>.body` in its dictionary.
 */
import type { HelpSection } from '../../registry.ts';
import { lookup } from '../i18n.ts';

export type { HelpSection } from '../../registry.ts';

const SECTIONS: HelpSection[] = [
  {
    id: 'overview',
    title: 'What is Sectors?',
    body: `Sectors is a game of stocks and running companies. You are an influential investor: you buy and sell shares, vote on what companies do with their money, and try to end with the highest **net worth**.

Every turn has a stock round, where everyone places orders at the same time and in secret, and an operating round, where companies sell to customers, pay dividends and take actions voted by their shareholders.

Phases run on timers (or, without timers, until everyone is ready). Nobody is ever forced to act: doing nothing in a phase is always allowed.`,
    terms: ['net-worth', 'or', 'sub-round'],
  },
  {
    id: 'winning',
    title: 'Winning and the end of the game',
    body: `The game ends in one of two ways:

- **The bank breaks**: the first payment that leaves the bank at $0 or below breaks it. The turn is played to its end and is the last one.
- **The last turn is played**: the table chose 8, 11, 15, 19 or 23 turns.

The player with the highest **net worth** wins: cash + margin + the value of the shares you hold (at the current stock price) − what it would cost to buy back your open shorts. Option contracts count for nothing. Equal net worth shares the place (1, 1, 3).`,
    terms: ['net-worth', 'bank-broken'],
  },
  {
    id: 'turn',
    title: 'How a turn works',
    body: `The very first phase is the influence bid (only once). Then each turn runs these phases; the ones with nothing to do are skipped.

| Part | Phases | What you do |
| Start of turn (turn 2 on) | Start of turn | back a headline |
| Every third turn | Tranche vote, distribute tranches | vote for a package; the winner shares it out |
| Stock round | Place stock orders (up to 3 sub-rounds), then orders are reviewed, revealed and resolved | place one order per sub-round |
| Shorts and options | Cover shorts, exercise options | cover a short, exercise a contract |
| Operating round | Production, revenue vote, dividends, price adjustment | vote Full, Half or Retain |
| Company votes | One vote per company, in company action order | vote for the company’s actions |
| End of turn | Capital gains tax, divestment, end of turn | nothing: watch the results |

Automatic phases show their results for a few seconds (the review time). Press **Ready** to move on sooner.`,
    terms: ['review-time', 'ready', 'company-action-order'],
  },
  {
    id: 'ready',
    title: 'Timers and Ready',
    body: `Each phase where players can act has a timer (55 seconds for orders and bids, less for small decisions; the table’s pace multiplies them). When time runs out, whoever has not acted simply did nothing.

Press **Ready** when you are done. When every player who may act is ready (bots are ready as soon as they have acted), the phase ends at once. Ready never locks you out: you can still act, or take Ready back, until the phase ends.

Without timers (solo play, learning), a phase waits until everyone is ready.

Players with nothing they may do in a phase (for example no shares in the company that votes) are ready automatically.`,
    terms: ['ready'],
  },
  {
    id: 'influence',
    title: 'Influence bid and priority',
    body: `At the start everyone secretly bids some of their 50 influence points. The highest bid gets **player priority** 1, the next 2, and so on; equal bids are ordered at random. Every point you do not bid comes back to you as $1.

Priority breaks every tie between players: who buys first when shares run short, whose vote wins a tie. A lower number is better.

From turn 2 on, priority is usually **catch-up**: the player with the lowest net worth gets priority 1. The table can choose to keep the influence order for the whole game instead.`,
    terms: ['influence-bid', 'player-priority'],
  },
  {
    id: 'headlines',
    title: 'Headlines',
    body: `From turn 2, three headlines are for sale at the start of each turn. A headline moves one sector up or down in **sector priority** by one or two places; it costs $30 or $50.

You may back one headline (and switch or withdraw while the phase runs). Several players may back the same one and split the cost evenly, rounded down. Backing is public.

Sector priority decides which sector gets new customers first at the end of the turn.`,
    terms: ['headline', 'sector-priority'],
  },
  {
    id: 'tranches',
    title: 'Investor tranches (every third turn)',
    body: `On turns 3, 6, 9 … there are tranche packages: some cash, maybe a prestige token, and the passive effect of one sector.

- **Vote**: each player secretly votes for one package (or none).
- A package chosen by exactly one player goes to that player; a package chosen by nobody or by several players is lost. If every package was won, all cash is doubled.
- **Distribute**: each winner shares the cash out among any players (themselves included), gives the prestige token to a company and the passive effect to a company of that sector.

Tranche cash is taxable income.`,
    terms: ['tranche-package', 'passive-effect', 'prestige'],
  },
  {
    id: 'stock-round',
    title: 'The stock round',
    body: `The stock round has up to three sub-rounds (a table option). In each, every player may place **one order** of any type, all at the same time and in secret. It stops early when nobody places an order in a sub-round.

You may order any quantity, even without the cash to pay: cash, shares held and shares available are only checked when the order is resolved. An order that cannot be filled is rejected.

After everyone has ordered (or time is up), the orders are shown: first only which company and market each player chose, then everything. Then market orders are resolved.

There are four order types: market orders, limit orders, shorts and option contracts.`,
    terms: ['sub-round', 'market-order', 'limit-order', 'short-order', 'option-contract'],
  },
  {
    id: 'market-orders',
    title: 'Market orders',
    body: `Buy or sell at today’s price.

- **Buy from the IPO**: at the company’s fixed IPO price. This does not move the stock price.
- **Buy from the open market**: at the current stock price; only once the company has floated.
- **Sell to the open market**: at the current stock price. You cannot sell to the IPO.

When several players trade the same company in a sub-round: sells come first, then IPO buys, then open-market buys, in player priority order (or, if the table chose bidding, highest bid first). An order is rejected if there are not enough shares, you lack the cash, or it would take you over the ownership cap (60 % of a company).

Then the price moves once for the whole sub-round: one step down for each net share sold, or up as net buys fill the current **stock tier**.`,
    terms: ['market-order', 'ipo', 'open-market', 'ownership-cap', 'stock-tier', 'fill-size'],
  },
  {
    id: 'limit-orders',
    title: 'Limit orders',
    body: `A limit order waits on the open market for a price (a value from $3 to $600):

- A **sell limit** triggers when the price falls through your value.
- A **buy limit** triggers when the price rises through your value.

A limit order opens at the end of the stock round it was placed in. When a price move crosses its value it is triggered, and it is settled at the start of the next stock round, at your value (sells first, then buys). You have **5 limit actions**: placing an order uses one, and you get it back when the order is filled, rejected or cancelled. You may cancel a pending or open limit order during any order phase; that does not use your order for the sub-round.`,
    terms: ['limit-order'],
  },
  {
    id: 'shorts',
    title: 'Short selling',
    body: `A short borrows 1 to 3 shares of a floated company and sells them now, betting the price will fall.

- When it opens (end of the stock round), you receive the sale value and **half of it is locked as margin**. There must be enough open-market shares to lend, and you need the margin in cash.
- Each later turn you pay **5 % interest** on the opening value, and whenever the company pays dividends, you pay them for the borrowed shares.
- **Cover** in a later turn: buy the shares back at the current price; the margin comes back to you.

Shorts are not shares you own: no vote, no dividend, not counted for the certificate limit. You have 2 short actions. Open shorts lower your net worth by what covering would cost.`,
    terms: ['short-order', 'margin-account', 'lendable-shares'],
  },
  {
    id: 'options',
    title: 'Option contracts',
    body: `From turn 2, three call options are offered on the derivatives market each turn. A contract names a company, a number of shares, a **strike price**, a term (1–4 stock rounds) and a **premium** (its price).

Buy one with an option order; if several players want the same contract, priority (or the highest bid) decides. Once the company’s price is at or above the strike, you may exercise it: you receive (price − strike) × shares, and the stock price gets a small step bonus. If the term runs out first, the premium is lost.

Options are not shares and count for nothing in net worth.`,
    terms: ['option-contract', 'derivatives-market'],
  },
  {
    id: 'prices',
    title: 'Stock prices and tiers',
    body: `Prices move in steps along a fixed grid from $3 to $600. The grid is split into five **stock tiers**; a higher tier needs more net buying per step up:

| Stock tier | Prices | Net buys per step |
| Tier 1 | $3 – $20 | 1 |
| Tier 2 | $23 – $145 | 2 |
| Tier 3 | $153 – $291 | 4 |
| Tier 4 | $302 – $498 | 5 |
| Tier 5 | $512 – $600 | 6 |

Net sells move the price down one step per share. Dividends push a price up, but never past the start of the next tier. Retaining revenue, poor throughput and forced sales push it down.`,
    terms: ['stock-tier', 'fill-size', 'stock-price'],
  },
  {
    id: 'companies',
    title: 'Companies',
    body: `Each game uses three of the seven sectors, with 3 to 6 starting companies. A company starts **inactive**: only its IPO shares can be bought. Once enough IPO shares are sold (its sector’s float percentage) it **floats** and becomes active: its price moves, it can be traded on the open market, and from the next turn it produces.

| State | Meaning |
| Inactive | not floated; price does not move |
| Active | floated and operating |
| Insolvent | its cash hit 0; it plays an insolvency round instead of a company vote |
| Bankrupt | closed for good; its shares are gone |

Every company has a **tier** that sets its operating cost, supply and number of actions:

| Tier | Operating cost | Supply | Actions per OR | Shortfall |
| Incubator | $10 | 2 | 1 | $100 |
| Startup | $20 | 3 | 1 | $200 |
| Growth | $30 | 4 | 1 | $300 |
| Established | $50 | 5 | 2 | $400 |
| Enterprise | $70 | 6 | 2 | $500 |
| Conglomerate | $100 | 8 | 2 | $600 |
| Titan | $150 | 10 | 3 | $700 |

Every third turn a new company opens in the sector with the best average stock price (and in any sector left without companies).`,
    terms: ['floated', 'company-tier', 'treasury', 'shortfall'],
  },
  {
    id: 'production',
    title: 'Production and throughput',
    body: `In the operating round, sector by sector, each active company (not in the turn it floated) produces:

- **Output** = the lower of its supply and its demand.
- It sells as many units as there are customers in its sector (cheapest companies first); those customers go back to the pool.
- **Revenue** = units sold × unit price.
- Selling its whole output earns a prestige token.
- It pays its operating cost from its treasury; a company left with $0 becomes insolvent.

**Throughput** = supply − demand. At 0 the operating cost is halved; 1 away is fine; further away costs stock price steps:

| Throughput (either way) | 0 | 1 | 2 | 3–4 | 5–6 | 7–8 | 9–10 |
| Effect | cost halved | none | −1 step | −2 | −3 | −4 | −5 |`,
    terms: ['throughput', 'supply', 'company-demand', 'output', 'unit-price', 'consumers'],
  },
  {
    id: 'revenue',
    title: 'Revenue vote and dividends',
    body: `Shareholders of each company with revenue vote, weighted by shares held:

- **Full dividends**: all revenue goes to shareholders.
- **Half dividends**: half to shareholders, half kept by the company.
- **Retain**: the company keeps everything, and its price drops one step.

Dividends are split over **all** outstanding shares (IPO and open-market shares included; their part is simply not paid). Example: $100 of revenue over 10 shares pays $10 per share you hold.

After paying, the price rises one step for each full stock price in the amount paid out (rounded down), but stops at the start of the next stock tier. Ties in the vote go to the choice of the player with the best priority; no votes means Retain.`,
    terms: ['distribution', 'distributed-amount', 'dividend'],
  },
  {
    id: 'company-actions',
    title: 'Company actions',
    body: `Then each company, in company action order, holds a vote: each shareholder picks up to as many actions as the company’s tier allows, votes are weighted by shares, and the most supported actions happen, paid from the company’s treasury. No votes means Veto.

| Action | Cost | Effect |
| Large marketing | $300 / $450 / $600 | +4 demand (fading) and 3 customers into the sector |
| Small marketing | $100 | +3 demand (fading by 1 each round) |
| Research | $200 | draw a research card |
| Expansion | $300 | one tier up |
| Downsize | $50 | one tier down |
| Share buyback | $0 | one open-market share is retired |
| Share issue | the stock price | 2 new shares onto the open market |
| Increase unit price | $0 | unit price +$10, demand −1 |
| Decrease unit price | $0 | unit price −$10 |
| Spend prestige | prestige | buy the reward on the prestige track |
| Loan | $0 | +$250 once per game; $25 interest every turn |
| Lobby | $150 / $300 / $500 | sector demand +3 (fading) |
| Outsource | $200 / $300 / $400 | +3 supply (fading); loses all prestige |
| Veto | $0 | do nothing; next turn’s operating cost is halved |

“A / B / C” prices: the first company to take the action this round pays A, the second B, every later one C.

Each sector also has a special **sector action** costing $400 and 3 prestige (Visionary, Strategic Reserve, Rapid Expansion, Fast-track Approval, Price Freeze, Re-Brand, Surge Pricing).`,
    terms: ['company-action', 'active-sector-action', 'prestige'],
  },
  {
    id: 'passives',
    title: 'Passive effects',
    body: `Each sector has one passive effect, held by at most one company of that sector at a time and handed out through tranche packages:

| Sector | Passive | Effect |
| Technology | Innovation Surge | Research draws 2 cards |
| Healthcare | Regulatory Shield | price falls stop at the top of the tier below |
| Materials | Extract | a cheap action for +1 supply |
| Industrials | Manufacture | a cheap action for +1 supply |
| Consumer Defensive | Steady Demand | sells up to 2 extra units when customers run out |
| Consumer Cyclical | Boom Cycle | dividend rises may go 3 steps past the tier limit |
| Energy | Carbon Credit | throughput always counts as −1 to 1 |`,
    terms: ['passive-effect'],
  },
  {
    id: 'insolvency',
    title: 'Insolvency and bankruptcy',
    body: `A company whose cash reaches $0 becomes **insolvent**. Instead of its company vote it plays an **insolvency round**: its shareholders may contribute cash, or give shares (the bank buys them for the company at the current price). Contributions are public and final.

Afterwards the price drops one step per share given. If the company’s cash reached its shortfall, it recovers. Otherwise it goes **bankrupt**: holders get 10 % of their shares’ value, all its shares disappear, and open shorts on it are closed.`,
    terms: ['insolvency-round', 'shortfall', 'bankrupt'],
  },
  {
    id: 'end-of-turn',
    title: 'End of turn: taxes, divestment, customers, economy',
    body: `- **Capital gains tax** on this turn’s income (dividends, sales, short sales, option payouts, tranche cash), as a flat rate on the whole amount:

| Income | $0–100 | $101–200 | $201–300 | $301–400 | $401–500 | $501+ |
| Tax | 0 % | 2 % | 3 % | 4 % | 5 % | 7 % |

- **Divestment**: a player holding more shares than the certificate limit has shares sold at random until at the limit.
- **Customers move**: up to the economy score in customers leave the pool for the sectors, in sector priority order, each sector taking as many as its demand per visit.
- **Economy**: once every sector has floated a company, the economy score goes up 1 when every sector has a company paying dividends and nobody retained, and down 1 when a company retained and not every sector paid.`,
    terms: ['capital-gains', 'taxable-income', 'divestment', 'certificate-limit', 'economy-score', 'consumers'],
  },
  {
    id: 'table-options',
    title: 'Table options',
    body: `When creating a game the host chooses:

- **Turns** (8, 11, 15, 19, 23), **starting cash** ($200, $300, $400), **bank size** and **customers** in the pool.
- **Influence points** for the opening bid (default 50) and how **priority** works after turn 1.
- **Sectors**: three at random or three chosen.
- **Market rules**: who buys first (priority or highest bid), sub-rounds per stock round (1–5), secret orders, and whether limit orders, shorts, options and the 60 % ownership cap are used.
- **Timing**: timed phases or no timers, the pace (×0.5 to ×3) and the review time of automatic phases.
- **Seed**: the same seed, options and moves always give the same game.`,
  },
  {
    id: 'app',
    title: 'Playing with Sectors Desk',
    body: `- **Solo**: “Play solo against 3 bots” starts at once, without timers.
- **One screen, several players**: in the lobby, press “Play on this screen” for each person at the table. The screen hides one player’s secrets behind a curtain while the next one takes over.
- **Own devices**: players open the address shown in the lobby (or scan the QR code) and type the 5-letter join code. A refreshed browser takes the same seat back.
- **Classroom**: the facilitator (the host screen) controls timers and seats; the projector view shows the public board in large print; export the results as CSV at the end.
- **Saved games**: every move is saved. If the host stops, resume the game from the start screen; finished games can be reviewed and exported as a game file.
- **Keyboard**: Tab moves between controls, Enter or Space activates, F1 opens this help, Esc closes it.`,
  },
];

function translated(key: string, fallback: string): string {
  return lookup(key) ?? fallback;
}

/** The help sections in the current language. */
export function helpSections(): HelpSection[] {
  return SECTIONS.map((s) => ({ ...s, title: translated(`rules.section.${s.id}.title`, s.title), body: translated(`rules.section.${s.id}.body`, s.body) }));
}

/** Sections whose title or text contain every word of the query (case-insensitive); all for an empty query. */
export function searchHelp(query: string): HelpSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const all = helpSections();
  if (words.length === 0) return all;
  return all.filter((s) => {
    const text = `${s.title}\n${s.body}`.toLowerCase().replace(/\*\*/g, '');
    return words.every((w) => text.includes(w));
  });
}

/**
 * The 1876 stock round's rules in player words for the in-app help, written from the normative spec
 * (../shared/rules/stock-round-1876.md v1.1, §1–§13), in the help's tiny markup
 * (src-renderer/components/shell/help-content.ts): blank line = paragraph, "- " = bullet, "| a | b |" rows =
 * table, **bold**. Rules only, no strategy advice.
 */
import type { GlossaryEntry, HelpSection } from '../registry.ts';

const SECTIONS: HelpSection[] = [
  {
    id: 'overview',
    title: 'What is the 1876 Stock Round?',
    body: `A stock round in the style of the 18xx railway games, on the island of Trinidad. Each company has **10 shares** and a **token** on the stock market grid; the token's cell is the company's price. You buy and sell shares, and the game ends after the last round with the highest **net worth**: your cash plus your shares at their final market price.

Everybody starts as the director of one company with 3 of its shares, and with a net worth of $900. Prices move only when the market moves a token: sales nobody takes push it down, payouts push it right, the modernity bonus pushes it up.`,
    terms: ['token', 'net-worth', 'director'],
  },
  {
    id: 'round',
    title: 'How a round works',
    body: `- **Modernity bonus**: the company with the strictly highest modernity this round moves up one row (nothing happens on the top row, and a tie moves nobody).
- **Declarations**: in seat order from the priority deal, each director with treasury shares says how many of them go on sale this round (0 is fine).
- **Turns**: in seat order from the priority deal, round and round, until every player has passed one after another.
- **Payout**: every company pays its holders; its token may move right or left.

The next round's priority deal goes to the player after the last one who sold or bought.`,
    terms: ['modernity', 'priority', 'treasury'],
  },
  {
    id: 'turn',
    title: 'Your turn',
    body: `A turn has two parts, always in this order, both optional:

- **First, sell** any number of shares of **one** company. They are offered to the other players (see "Anyone wants a share?").
- **Then, buy one share** (from the pool, or from the company). Buying ends your turn.

"End turn" finishes it without buying; a turn with neither a sale nor a purchase is a **pass**. When every player has passed in a row, the round ends. On your turn the board lists every share you could buy, its price and whether the rules allow it now, and for a sale the best and worst it could bring.`,
    terms: ['pass'],
  },
  {
    id: 'offer',
    title: 'Anyone wants a share?',
    body: `When you sell, your shares are offered one pass at a time at the market price:

- Every other player who has the cash, holds fewer than 6 shares of the company (and, with the no-rebuy rule, did not sell it this round) is asked: take or decline. Answers are **sealed**: nobody sees them until the pass closes. No answer in time is a decline.
- The company itself is asked last, through the director it had when the sale began: it takes a share into its treasury, paid from its cash (not when its director is the seller, unless the table rule allows it).
- Shares are handed out **one per taker**, in seat order from the seller's left, then to the company. The seller gets the price for each.
- If somebody took a share, the rest is offered again at the same price. If nobody did, one share is **absorbed** (see below) and the rest is offered again at the new, lower price.

Taking a share in someone else's sale is not your own purchase: it does not end or use your turn. The turn's clock stands still while the offers run.`,
    terms: ['offer-pass', 'absorption'],
  },
  {
    id: 'absorption',
    title: 'Absorption',
    body: `When a pass ends with no taker, the bank's **pool** takes one share:

- above the bottom row, the seller gets the price one column left of the token, and the token moves **down** one row;
- on the bottom row, the seller gets the price two columns left, and the token moves **left** one column.

So the worst case of a sale is every share absorbed in turn, each about 10 % below the last (20 % on the bottom row); the best case is every share taken at the market price, with no move. Every sale lands between the two.`,
    terms: ['absorption', 'pool'],
  },
  {
    id: 'sources',
    title: 'Pool shares and new shares',
    body: `| Source | Price | Paid to |
| Company: a new (IPO) share, or a re-issued treasury share its director declared | the market price at the token | the company |
| Pool: a share the bank absorbed | one column right of the token | the bank |

A company sells its IPO shares first and declared treasury shares after. A purchase never moves the token.`,
    terms: ['ipo', 'treasury', 'pool'],
  },
  {
    id: 'directors',
    title: 'Directors',
    body: `The **director** of a company is the player with the most of its shares (at least one). On a tie the sitting director stays; otherwise the largest holder first in seat order after the old director takes over. A company no player holds has no director: it declares nothing and buys nothing in offers.

Directors change only after a purchase and at the end of a sale's offers. The director declares the company's treasury shares for re-issue and answers for the company in offer passes.`,
    terms: ['director'],
  },
  {
    id: 'limits',
    title: 'Holding limit and no-rebuy',
    body: `- You may hold at most **6 shares** of one company. The treasury and the pool have no limit.
- **No rebuy** (a table rule, on by default): after you sell a company you may not buy it, nor take it in offers, until the next round. With the rule off, a round ends after a fixed number of acting turns per player instead.
- Every payment needs the cash for it, so nobody goes below $0.`,
    terms: ['holding-limit', 'no-rebuy'],
  },
  {
    id: 'payout',
    title: 'Payout',
    body: `At the end of each round every company pays **$5 a share for each point of modernity** it has this round: to each player for the shares they hold, and to the company for its IPO and treasury shares. Pool shares earn nothing.

Then the token moves, judged at the price before the move:

- no payout: one column **left**;
- a payout of at least 10 % of the price: one column **right**;
- otherwise it stays.

The round-end review shows each company's payout, its token's move and what each player received; press Continue when you have read it.`,
    terms: ['modernity'],
  },
  {
    id: 'scoring',
    title: 'Scoring',
    body: `After the last round's payout, players are ranked by net worth: cash plus shares at the final market price. Company cash and company-owned shares belong to nobody. A tie goes to the player with more cash; a tie that remains shares the place (1, 2, 2, 4).`,
    terms: ['net-worth'],
  },
];

const GLOSSARY: GlossaryEntry[] = [
  { id: 'token', term: 'Token', definition: 'A company’s marker on the stock market grid. Its cell gives the market price: higher to the right and towards the top.', aliases: ['cell', 'grid', 'market'] },
  { id: 'net-worth', term: 'Net worth', definition: 'Cash plus your shares at the market price. The highest after the last round wins.' },
  { id: 'director', term: 'Director', definition: 'The player holding the most shares of a company. Declares its treasury shares for re-issue and answers for it in offers.' },
  { id: 'ipo', term: 'IPO share', definition: 'A new share the company never issued. Always on sale at the market price, paid to the company.', aliases: ['new share'] },
  { id: 'treasury', term: 'Treasury', definition: 'Shares the company owns: its starting ones and those it took in offers. Its director may declare some for re-issue each round.', aliases: ['re-issue', 'declared'] },
  { id: 'pool', term: 'Pool', definition: 'The bank’s shares, absorbed from sales nobody took. A pool share costs one column right of the token, paid to the bank, and earns no payout.' },
  { id: 'offer-pass', term: 'Offer pass', definition: '“Anyone wants a share?”: one sealed round of take-or-decline answers while a sale’s shares are on offer.', aliases: ['offer', 'pass'] },
  { id: 'absorption', term: 'Absorption', definition: 'When nobody takes a share in a pass, the pool takes one for less and the token moves down (on the bottom row: left).', aliases: ['absorbed'] },
  { id: 'modernity', term: 'Modernity', definition: 'A number per company and round. The strict leader moves up a row when a round starts; at the round end the company pays $5 a share per point.', aliases: ['bonus', 'payout'] },
  { id: 'priority', term: 'Priority deal', definition: 'The player who takes the first turn of a round and opens the declarations. It passes to the player after the last one who sold or bought.' },
  { id: 'pass', term: 'Pass', definition: 'A turn with neither a sale nor a purchase. When every player passes in a row, the round ends.' },
  { id: 'holding-limit', term: 'Holding limit', definition: 'At most 6 shares of one company per player.' },
  { id: 'no-rebuy', term: 'No rebuy', definition: 'A table rule: after selling a company you may not buy it back, nor take it in offers, for the rest of the round.' },
];

const matches = (text: string, words: string[]) => words.every((w) => text.toLowerCase().includes(w));
const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

export function searchHelp(query: string): HelpSection[] {
  const words = wordsOf(query);
  return words.length === 0 ? SECTIONS : SECTIONS.filter((s) => matches(`${s.title} ${s.body}`, words));
}

export function searchGlossary(query: string): GlossaryEntry[] {
  const words = wordsOf(query);
  const sorted = [...GLOSSARY].sort((a, b) => a.term.localeCompare(b.term));
  return words.length === 0 ? sorted : sorted.filter((e) => matches([e.term, e.definition, ...(e.aliases ?? [])].join(' '), words));
}

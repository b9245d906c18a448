/**
 * Stock Market Tycoon's rules in player words for the in-app help, written from the normative spec
 * (../shared/rules/tycoon.md v1.2), in the help's tiny markup (src-renderer/components/shell/help-content.ts):
 * blank line = paragraph, "- " = bullet, "| a | b |" rows = table, **bold**. Rules only: the source rulebooks'
 * strategy advice is not rules and is not repeated here (T-D33). A dividend lowers the price, which helps a
 * put; nothing here may say otherwise (T-D18).
 */
import type { GlossaryEntry, HelpSection } from '../registry.ts';

const SECTIONS: HelpSection[] = [
  {
    id: 'overview',
    title: 'What is Stock Market Tycoon?',
    body: `Six companies, ten market years. You buy and sell shares, play cards, and end with the highest **net worth**: your cash plus your shares at their final prices, minus any debt you still owe.

Prices move only at the end of each year, by the **price cards** the players hold. Every company's cards add up to zero across the whole deck, but part of the deck is never dealt (the **reserve**), so a company's move for the year is the opposite of what sits in the reserve. Nobody knows it; your hand gives you a part of the picture.`,
    terms: ['net-worth', 'price-card', 'reserve'],
  },
  {
    id: 'year',
    title: 'How a year works',
    body: `- **Premium rates** (Strategist, from year 2): each Chairman sets next year's option premium for the company, 5, 10 or 15 %.
- **The deal**: the whole deck is shuffled and each player gets a hand (up to 10 cards; at least a fifth of the deck stays undealt as the reserve).
- **Three transaction rounds**: in turn order, each player takes one action per round, or passes.
- **The year end**: Directors may withhold a card, every price card is revealed, Chairmen may strike a card, the prices move, Share Suspended cards may undo a move, then currency, shorts and options are settled and debts are paid.

The dealer button moves one seat each year. The player after the dealer acts first; the dealer acts last.`,
    terms: ['transaction-round', 'dealer', 'reserve'],
  },
  {
    id: 'turn',
    title: 'Your turn',
    body: `One action, then play moves on. Quantities are always whole **lots** of 1,000 shares.

| Action | What it does |
| Buy | Pay the current price for shares from the bank's supply. At least $5,000 worth; not while you are short the company this year. |
| Sell | Get the current price for shares you hold. |
| Pass | Do nothing this round. |
| Loan Stocks Matured | +$100,000 cash. |
| Debenture | For a company whose price is $0: the bank pays you its start price for every share you hold of it; the shares go back to the bank. |
| Rights Issued | Buy up to half your holding of a company (in whole lots) at $10 a share; players after you this round may do the same. |

Buying and selling never move the price. On your turn the board asks the game whether your action would be accepted before you send it, and says why not if it would not.`,
    terms: ['lot', 'buy-condition', 'rights', 'debenture'],
  },
  {
    id: 'buy-condition',
    title: 'The buy condition',
    body: `The first successful Buy of a company each year is free of conditions. After that, you may buy it only if the price cards of that company in your hand add up to 0 or more. A hand with none of its cards adds up to 0.

Your hand panel shows the sum for each company and a ✓ or ✗ for whether a Buy would pass right now. Rights purchases, options, shorts and buyback sales are not Buys: the condition does not apply to them.`,
    terms: ['buy-condition'],
  },
  {
    id: 'control',
    title: 'Chairman and Director',
    body: `Holding a large share of a company gives you a role in it. The thresholds are a share of the company's current outstanding shares.

| Variant | Director | Chairman |
| Standard | 25 % | 50 % |
| Extended | 20 % | 40 % |

The **Chairman** is the seat that crossed the Chairman threshold earliest and still holds it. The **Director** is the other seat with the most shares above the Director threshold. A company has at most one of each; roles are recomputed after every change. Options and shorts never count.`,
    terms: ['chairman', 'director', 'outstanding'],
  },
  {
    id: 'powers',
    title: 'Powers',
    body: `| Role | Power | When |
| Director | Withhold one of your own price cards of the company from the tally | Year end (sealed, before the reveal) |
| Chairman | Strike one counted card of the company, from any hand | Year end (after the reveal) |
| Director | Declare a dividend of up to $10 a share | Your turn (Strategist) |
| Chairman | Declare a dividend of up to $20 a share; set the premium rate; announce a buyback | Your turn or the premium window (Strategist) |

Withholds and strikes are sealed: others see only that a Director withheld a card, never which. A withheld card cannot be struck.`,
    terms: ['chairman', 'director', 'withhold', 'strike', 'premium'],
  },
  {
    id: 'year-end',
    title: 'The year end',
    body: `- **Withhold**: each Director with cards of the company may keep one out of the tally.
- **Reveal**: every other price card in every hand is shown, in turn order.
- **Strike**: each Chairman may strike one revealed card of the company.
- **Tally**: each company's price changes by the sum of its counted cards; it never goes below $0.
- **Share Suspended**: a player holding these cards may name one company per card; its price goes back to where it stood before the tally.
- **Currency**: each Currency +10% card adds 10 % to your cash, each Currency −10% takes 10 % away (they cancel each other; nothing happens to cash of $0 or less).
- **Shorts and options** are settled, then debts are dealt with.

All cards go back to the deck; nothing carries over to the next year.`,
    terms: ['suspension', 'currency'],
  },
  {
    id: 'shorts-options',
    title: 'Shorts and options',
    body: `**Short** (Investor and Strategist): you bet a company falls. No cash moves when you short; at the year end you get (entry price − final price) × shares, which is a payment when the price rose. You may not short a company you hold, nor buy it while short it. Each player may short at most 12,000 shares of a company per year, and so may the whole table together.

**Options** (Strategist): a **call** pays at the year end if the final price is above the strike (the price when you bought it); a **put** pays if it is below. You pay the premium up front: price × shares × the company's premium rate. Options never count for control, get no dividends and expire at the year end. Per company and year, the table may buy options on at most 20 % of the outstanding shares.`,
    terms: ['short', 'call', 'put', 'premium'],
  },
  {
    id: 'dividends-buybacks',
    title: 'Dividends and buybacks',
    body: `**Dividend** (Strategist): the Chairman (up to $20 a share) or the Director (up to $10) declares an amount per share. The bank pays it to every holder, and the share price drops by the same amount at once. A falling price helps a put and hurts a call. With the table rule "Shorts pay dividends", each open short is charged the dividend at settlement.

**Buyback** (Strategist): the Chairman names a number of shares and a price. Every other holder of the company answers, sealed, with how many shares they offer (0 is an answer). Offers are filled in seat order after the Chairman until the number is reached. The shares bought are retired: the company has fewer shares outstanding, and its price rises $5 for every full 10,000 retired. The Chairman pays (or the bank, by table rule).`,
    terms: ['dividend', 'buyback', 'outstanding'],
  },
  {
    id: 'debt',
    title: 'Debt and bankruptcy',
    body: `If settlements leave your cash below $0 at the year end:

- If your shares are worth enough, you sell some to cover the debt (the game sells the most expensive ones for you if time runs out).
- If they are not, the debt is deferred with 10 % interest. It falls due at your first turn next year: your cash, Loan cards and shares pay it, and that turn is spent. If they cannot, you are **bankrupt**: your shares go back to the bank and you leave the game.

In the last year nothing is sold: negative cash simply counts against your net worth. The game ends early when fewer than two players are left.`,
    terms: ['bankrupt'],
  },
  {
    id: 'winning',
    title: 'Winning',
    body: `After the last year, players are ranked by net worth (cash + shares at final prices − deferred debt), ties broken by cash; a tie that remains shares the place. Bankrupt players rank below everyone still in, the later bankruptcy higher.`,
    terms: ['net-worth'],
  },
];

const GLOSSARY: GlossaryEntry[] = [
  { id: 'net-worth', term: 'Net worth', definition: 'Cash plus your shares at current prices, minus any deferred debt. The highest at the end wins.' },
  { id: 'lot', term: 'Lot', definition: '1,000 shares. Every trade, short, option, rights purchase and buyback is a whole number of lots.' },
  { id: 'price-card', term: 'Price card', definition: 'A card naming a company and an amount (for example NOV +30). At the year end the counted cards move that company’s price.', aliases: ['card'] },
  { id: 'reserve', term: 'Reserve', definition: 'The cards left undealt each year. They play no part and stay hidden until the game is over; a company’s move for the year is the opposite of its reserve cards’ sum, before any powers.' },
  { id: 'buy-condition', term: 'Buy condition', definition: 'After the first Buy of a company in a year, you may buy it only if your price cards of that company add up to 0 or more.', aliases: ['hand sum'] },
  { id: 'director', term: 'Director', definition: 'The seat, other than the Chairman, with the most shares of a company above the Director threshold (25 %, Extended 20 %). May withhold a card and declare dividends up to $10.' },
  { id: 'chairman', term: 'Chairman', definition: 'The seat that crossed the Chairman threshold (50 %, Extended 40 %) earliest and still holds it. May strike a card, declare dividends up to $20, set the premium rate and announce buybacks.' },
  { id: 'outstanding', term: 'Outstanding shares', definition: 'All shares of a company that exist, the bank’s supply included. Buybacks retire shares and lower it. Control thresholds and the options cap are measured against it.', aliases: ['supply', 'retired'] },
  { id: 'transaction-round', term: 'Transaction round', definition: 'One turn for each player in turn order. A year has three.', aliases: ['round'] },
  { id: 'dealer', term: 'Dealer', definition: 'The seat with the dealer button: it acts last in every round. The button moves one seat each year.' },
  { id: 'rights', term: 'Rights Issued', definition: 'A card: buy up to half your holding of a company (whole lots) at $10 a share. Players after you in the same round who hold at least 2,000 shares are offered the same at the start of their turn.', aliases: ['entitlement'] },
  { id: 'debenture', term: 'Debenture', definition: 'A card for a company whose price is $0: the bank pays its start price for every share you hold of it, and the shares return to the bank.' },
  { id: 'loan', term: 'Loan Stocks Matured', definition: 'A card worth $100,000 cash when played on your turn, or toward a deferred debt.', aliases: ['loan'] },
  { id: 'suspension', term: 'Share Suspended', definition: 'A card used at the year end: name one company per card, and its price goes back to where it stood before this year’s tally.', aliases: ['suspend', 'suspended'] },
  { id: 'currency', term: 'Currency card', definition: 'Currency +10% and −10%: at the year end your cash changes by 10 % for each, net (only when your cash is above $0).' },
  { id: 'withhold', term: 'Withhold', definition: 'A Director’s year-end power: keep one of your own price cards of the company out of the tally. Sealed; nobody learns which card.' },
  { id: 'strike', term: 'Strike', definition: 'A Chairman’s year-end power: remove one revealed, counted card of the company from the tally, from any hand.' },
  { id: 'premium', term: 'Premium', definition: 'The price of an option: share price × shares × the company’s premium rate (5, 10 or 15 %, set by the Chairman for the year; 10 % by default).', aliases: ['premium rate'] },
  { id: 'short', term: 'Short', definition: 'A bet that a price falls: at the year end you receive (entry − final price) × shares, or pay it if the price rose.' },
  { id: 'call', term: 'Call', definition: 'An option that pays (final price − strike) × shares at the year end when the final price is above the strike.', aliases: ['strike price'] },
  { id: 'put', term: 'Put', definition: 'An option that pays (strike − final price) × shares at the year end when the final price is below the strike. Dividends lower the price, which helps a put.' },
  { id: 'dividend', term: 'Dividend', definition: 'An amount per share the bank pays every holder, declared by the Chairman or Director. The price drops by the same amount at once.' },
  { id: 'buyback', term: 'Buyback', definition: 'The Chairman buys shares back from the other holders at a named price; offers are sealed and filled in seat order. Retired shares lower the outstanding count and lift the price $5 per full 10,000.' },
  { id: 'bankrupt', term: 'Bankrupt', definition: 'A player who cannot pay a deferred debt when it falls due leaves the game; their shares return to the bank.', aliases: ['debt', 'deferred debt'] },
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

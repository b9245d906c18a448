/**
 * Lot Auction's rules in player words for the in-app help (after src-shared/games/auction/RULES.md), in the
 * help's tiny markup (src-renderer/components/shell/help-content.ts): blank line = paragraph, "- " = bullet,
 * **bold**.
 */
import type { GlossaryEntry, HelpSection } from '../registry.ts';

const SECTIONS: HelpSection[] = [
  {
    id: 'overview',
    title: 'What is Lot Auction?',
    body: `A short game of sealed bids. Each round one **lot** is auctioned; its value (5 to 25 coins) stays hidden until bidding closes. After the last round the best **score** wins: your coins plus the values of the lots you hold.`,
    terms: ['lot', 'score'],
  },
  {
    id: 'round',
    title: 'A round',
    body: `- **Bid**: everyone bids in secret, whole coins from 0 up to what they have, and presses Ready. The highest bid wins the lot and pays its bid; among equal bids the earlier seat wins. A player who never bids bids 0.
- **Review**: every bid and the lot's value are shown. Ready (or the review time) moves on.
- **Turns**: one player at a time, in seat order: **work** for 2 coins, or **offer** to buy another player's most valuable lot for a price of your choice. That player accepts or declines; either way your turn ends. When the clock runs out, the turn is spent working.`,
    terms: ['offer'],
  },
  {
    id: 'secrets',
    title: 'What others see',
    body: `Until bidding closes nobody sees another player's bid, and nobody sees the lot's value. On a shared screen each player bids behind the privacy curtain.`,
  },
];

const GLOSSARY: GlossaryEntry[] = [
  { id: 'lot', term: 'Lot', definition: 'The item auctioned in a round. Its value counts towards the score of whoever holds it at the end.' },
  { id: 'score', term: 'Score', definition: 'Coins plus the values of the lots held. Best score first; equal scores in seat order.' },
  { id: 'offer', term: 'Offer', definition: 'On your turn: a price for another player’s most valuable lot. They accept (coins and lot change hands) or decline.', aliases: ['accept', 'decline'] },
];

const matches = (text: string, words: string[]) => words.every((w) => text.toLowerCase().includes(w));
const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

export function searchHelp(query: string): HelpSection[] {
  const words = wordsOf(query);
  return words.length === 0 ? SECTIONS : SECTIONS.filter((s) => matches(`${s.title} ${s.body}`, words));
}

export function searchGlossary(query: string): GlossaryEntry[] {
  const words = wordsOf(query);
  return words.length === 0 ? GLOSSARY : GLOSSARY.filter((e) => matches([e.term, e.definition, ...(e.aliases ?? [])].join(' '), words));
}

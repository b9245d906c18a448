/**
 * Every game's protocol reference says all there is and nothing that is not (`npm run docs:protocol` writes the
 * tables from the schemas; the words come from the game's protocol notes, its tools hook's `protocolNotes`):
 * every option, input, event and view field of the game's schemas has words, no note names something they lack,
 * and every reason code the game's rules answer in seeded random play — legal inputs mixed with broken, foreign
 * and stale ones — is a refusal (or, carried by an event, an outcome) the notes declare.
 */
import { describe, expect, it } from 'vitest';
import type { BaseEvent } from '../../src-shared/platform/module.ts';
import { GAME_MODULES } from '../../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../../src-shared/games/tools.generated.ts';
import { gameDoc } from '../../scripts/protocol-doc/game-tables.ts';
import { notesProblems } from '../../scripts/protocol-doc/notes-check.ts';
import { playWithRefusals } from '../helpers/refusal-play.ts';

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

describe.each(GAME_MODULES.map((module) => ({ kind: module.meta.kind, doc: gameDoc(module, GAME_TOOLS[module.meta.kind]) })))('$kind', ({ kind, doc }) => {
  it('has protocol notes (the `protocolNotes` of its tools.ts)', () => {
    expect(GAME_TOOLS[kind]?.protocolNotes, `${kind}: add src-shared/games/${kind}/protocol-notes.ts and \`protocolNotes\` in its tools.ts`).toBeDefined();
  });

  it('gives words to everything its schemas hold, and to nothing they lack', () => {
    expect(notesProblems(doc)).toEqual([]);
  });

  it('declares every reason code its rules answer in seeded play with legal and illegal inputs', { timeout: 120_000 }, () => {
    const refusals = doc.notes.refusals ?? {};
    const outcomes = doc.notes.outcomes;
    const undeclared: string[] = [];
    let met = 0;
    for (const seed of SEEDS) {
      const played = playWithRefusals(doc.module, seed);
      met += played.refusals.size;
      for (const [code, input] of played.refusals) {
        if (!(code in refusals)) undeclared.push(`${kind}: refusal \`${code}\` (seed ${seed}, input ${input}) is not in its protocol notes' refusals`);
      }
      for (const e of played.events) {
        const fields = e as BaseEvent & Record<string, unknown>;
        if (e.type === 'INPUT_REFUSED' && !(String(fields.reason) in refusals)) undeclared.push(`${kind}: INPUT_REFUSED reason \`${String(fields.reason)}\` is not in its refusals`);
        for (const at of outcomes?.events ?? []) {
          const [type, field] = at.split('.');
          if (e.type === type && fields[field] !== undefined && !(String(fields[field]) in outcomes!.codes)) {
            undeclared.push(`${kind}: outcome \`${String(fields[field])}\` of ${at} (seed ${seed}) is not in its protocol notes' outcomes`);
          }
        }
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
    // The play reaches the rules, not just the shape check.
    expect(met).toBeGreaterThan(3);
  });
});

describe('the notes check', () => {
  const auction = GAME_MODULES.find((m) => m.meta.kind === 'auction')!;
  const notes = GAME_TOOLS.auction!.protocolNotes!;
  const { 'players[].coins': _coins, ...publicView } = notes.publicView!;

  it('names the game and the path of a field without words, and of words for a field that does not exist', () => {
    const doc = { module: auction, tools: undefined, notes: { ...notes, publicView: { ...publicView, 'players[].gold': 'coins, but shinier' } } };
    expect(notesProblems(doc)).toEqual([
      'auction: public view field `players[].coins` has no words in its protocol notes (publicView)',
      'auction: the protocol notes name public view field `players[].gold` (publicView), which the module lacks',
    ]);
  });

  it('checks input fields, phases and examples, and where outcome codes are said to travel', () => {
    const doc = {
      module: auction,
      tools: undefined,
      notes: {
        ...notes,
        inputs: { ...notes.inputs, OFFER: { fields: { lot: 'the lot' }, phases: ['AUCTION'], example: { type: 'OFFER', to: 'P2' } } },
        outcomes: { codes: { LATE: 'too late' }, events: ['LOT_WON.reason'] },
      },
    };
    expect(notesProblems(doc)).toEqual([
      'auction: the protocol notes give words for field `lot` of input `OFFER` (inputs.OFFER.fields), which its schema lacks',
      'auction: input `OFFER` is said to be accepted in phase `AUCTION`, which the phase graph lacks',
      expect.stringMatching(/^auction: the example of input `OFFER` does not pass its schema: /),
      'auction: outcome codes are said to travel in `LOT_WON.reason` (outcomes.events), which the event schemas lack',
    ]);
  });
});

/**
 * Strings live in namespaces: the shell's, and one per game. A namespace's `t` takes only its own keys (and a
 * game's also the shell's), so a typo is a compile error: the `@ts-expect-error` lines below fail the project's
 * type check (`tsc -p tsconfig.json`) the day such a key would compile. Keys built from data go through `lookup`.
 */
import { describe, expect, it } from 'vitest';
import { lookup, t } from '../../src-renderer/lib/i18n.ts';
import { lookup as sectorsLookup, t as sectorsT } from '../../src-renderer/games/sectors/i18n.ts';

describe('string namespaces', () => {
  it('take only their own keys (a misspelt key does not compile, and shows itself if forced)', () => {
    // @ts-expect-error a misspelt shell key
    expect(t('phaseBar.redy')).toBe('phaseBar.redy');
    // @ts-expect-error a Sectors key is not in the shell's namespace
    expect(t('phase.INFLUENCE_BID')).toBe('phase.INFLUENCE_BID');
    // @ts-expect-error a misspelt Sectors key
    expect(sectorsT('phase.INFLUENCE_BIDD')).toBe('phase.INFLUENCE_BIDD');
  });

  it('give a game its own words and the shell’s, and keep the game’s words out of the shell', () => {
    expect(sectorsT('phase.INFLUENCE_BID')).toBe('Influence bid');
    expect(sectorsT('common.close')).toBe('Close');
    expect(t('phaseBar.readyCount', { ready: 1, needed: 3 })).toBe('1 of 3 ready');
    expect(lookup('phase.INFLUENCE_BID')).toBeNull();
    expect(sectorsLookup('phase.INFLUENCE_BID')).toBe('Influence bid');
    expect(sectorsLookup('reason.NO_SUCH_CODE')).toBeNull();
  });
});

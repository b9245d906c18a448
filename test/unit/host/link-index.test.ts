/**
 * The host's index of connections by game and by class (src-main/host/link-index.ts, issue 24): a table's change
 * finds its own watchers without scanning every connection, so the index must say exactly what a scan of every
 * link's roles would — after any sequence of grants, drops and disconnections.
 */
import { describe, expect, it } from 'vitest';
import { IndexedRoles, LinkIndex } from '../../../src-main/host/link-index.ts';
import type { Link } from '../../../src-main/host/links.ts';
import { randInt, seedRng } from '../../../src-shared/rng.ts';

type Roles = IndexedRoles<string>;
const fakeLink = (index: LinkIndex, id: string): Link & { grants: Roles } => {
  const grants = new IndexedRoles<string>(index);
  const link = { id, grants } as unknown as Link & { grants: Roles };
  grants.owner = link;
  return link;
};

describe('LinkIndex kept by IndexedRoles', () => {
  it('says what a scan of every link says, after 5,000 random grants, drops, clears and disconnections', () => {
    const index = new LinkIndex();
    const rng = seedRng(24);
    const keys = ['g1', 'g2', 'g3', 'c1'];
    let live: (Link & { grants: Roles })[] = [];
    let made = 0;
    for (let step = 0; step < 5000; step++) {
      const op = randInt(rng, 0, 9);
      if (op === 0 || live.length === 0) live.push(fakeLink(index, `L${made++}`));
      else {
        const link = live[randInt(rng, 0, live.length - 1)];
        const key = keys[randInt(rng, 0, keys.length - 1)];
        if (op <= 4) link.grants.set(key, 'role');
        else if (op <= 7) link.grants.delete(key);
        else if (op === 8) link.grants.clear();
        else {
          link.grants.unindex();
          live = live.filter((l) => l !== link);
        }
      }
      for (const key of keys) {
        const scanned = live.filter((l) => l.grants.has(key)).map((l) => l.id).sort();
        expect([...index.of(key)].map((l) => l.id).sort(), `step ${step}, ${key}`).toEqual(scanned);
      }
    }
    expect(made).toBeGreaterThan(100);
  });

  it('a link that left keeps its roles readable but is no longer found', () => {
    const index = new LinkIndex();
    const link = fakeLink(index, 'L');
    link.grants.set('g1', 'role');
    link.grants.unindex();
    expect(link.grants.get('g1')).toBe('role');
    expect(index.of('g1').size).toBe(0);
  });
});

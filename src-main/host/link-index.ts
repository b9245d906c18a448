/**
 * Which connections hold a role in which game and which class, kept as the roles change (issue 24, school scale):
 * a table's change reaches its own watchers and seat holders without scanning every connection of the host, so
 * the cost of a change depends on its own table, not on the size of the room. The index is kept by the role maps
 * themselves (`Link.grants`, `Link.classes` are `IndexedRoles`): every place that grants or drops a role keeps
 * it true without knowing it exists.
 */
import type { Link } from './links.ts';

/** Links by key (a game id, a class id). */
export class LinkIndex {
  private readonly byKey = new Map<string, Set<Link>>();

  /** The links holding a role under `key` (a live set: copy it before changing roles while iterating). */
  of(key: string): ReadonlySet<Link> {
    return this.byKey.get(key) ?? EMPTY;
  }

  add(key: string, link: Link): void {
    let links = this.byKey.get(key);
    if (!links) this.byKey.set(key, (links = new Set()));
    links.add(link);
  }

  remove(key: string, link: Link): void {
    const links = this.byKey.get(key);
    if (!links) return;
    links.delete(link);
    if (links.size === 0) this.byKey.delete(key);
  }
}

const EMPTY: ReadonlySet<Link> = new Set();

/**
 * A link's roles by key that keeps `index` in step: a key set is indexed under the link, a key deleted (or
 * cleared) is dropped. `owner` is set once the link object exists (the link holds the map).
 */
export class IndexedRoles<V> extends Map<string, V> {
  owner: Link | null = null;
  private readonly index: LinkIndex;

  constructor(index: LinkIndex) {
    super();
    this.index = index;
  }

  override set(key: string, value: V): this {
    super.set(key, value);
    if (this.owner) this.index.add(key, this.owner);
    return this;
  }

  override delete(key: string): boolean {
    const had = super.delete(key);
    if (had && this.owner) this.index.remove(key, this.owner);
    return had;
  }

  override clear(): void {
    for (const key of [...this.keys()]) this.delete(key);
  }

  /** The link is gone: it leaves the index under every key it held (its roles stay readable on the object). */
  unindex(): void {
    if (this.owner) for (const key of this.keys()) this.index.remove(key, this.owner);
  }
}

/**
 * The tutorials this host offers: every game's tutorial files (src-shared/games/<kind>/tutorials/*.json, bundled
 * through the generated tutorials.generated.ts), parsed once at start for the games the host plays. A file that
 * does not parse is left out with a line on the console (`npm run tutorials -- --check`, part of `npm test`,
 * keeps that from shipping).
 */
import type { GameRegistry } from '../../../src-shared/platform/module.ts';
import { parseTutorial, type Tutorial } from '../../../src-shared/platform/tutorials/format.ts';
import type { HostEventOf } from '../../../src-shared/protocol/index.ts';

export type TutorialInfo = HostEventOf<'tutorials'>['tutorials'][number];
export type Listed = { kind: string; tutorial: Tutorial };

export class TutorialCatalog {
  private readonly byId = new Map<string, Listed>();
  /** Every game's tutorials in its order, games in the registry's order. */
  private readonly ordered: Listed[] = [];

  constructor(registry: GameRegistry, files: Readonly<Record<string, readonly unknown[]>>) {
    for (const kind of registry.kinds()) {
      if (!registry.get(kind)?.tutorials) continue;
      const parsed: Listed[] = [];
      for (const raw of files[kind] ?? []) {
        const result = parseTutorial(raw);
        if ('problems' in result) {
          console.error(`a ${kind} tutorial is left out: ${result.problems.join('; ')}`);
          continue;
        }
        if (this.byId.has(result.tutorial.id)) continue;
        parsed.push({ kind, tutorial: result.tutorial });
      }
      parsed.sort((a, b) => a.tutorial.order - b.tutorial.order);
      for (const listed of parsed) {
        this.byId.set(listed.tutorial.id, listed);
        this.ordered.push(listed);
      }
    }
  }

  get(id: string): Listed | undefined {
    return this.byId.get(id);
  }

  /** Every tutorial (of `kind`, when given), each game's in order. */
  list(kind?: string): Listed[] {
    return kind === undefined ? [...this.ordered] : this.ordered.filter((l) => l.kind === kind);
  }

  /** The game's next tutorial after `id` in order; null after its last. */
  next(id: string): Listed | null {
    const listed = this.byId.get(id);
    if (!listed) return null;
    const ofGame = this.list(listed.kind);
    return ofGame[ofGame.indexOf(listed) + 1] ?? null;
  }

  static info({ kind, tutorial }: Listed): TutorialInfo {
    return { id: tutorial.id, game: kind, order: tutorial.order, title: tutorial.title, goal: tutorial.goal, steps: tutorial.steps.length, help: tutorial.help };
  }
}

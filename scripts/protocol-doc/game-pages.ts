/**
 * Which protocol page each game gets (`npm run docs:protocol`, and the test that keeps them current): every game
 * but the default one, whose reference is PROTOCOL-REFERENCE.md (render.ts), has docs/PROTOCOL-<KIND>.md — its
 * hand-written page with the generated tables filled in, or, when there is none, a page generated whole.
 */
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import type { GameTools } from '../../src-shared/platform/testing/game-tools.ts';
import { fillBlocks, gameBlocks, pageFile, renderGamePage } from './game-reference.ts';

export type GamePage = { kind: string; file: string; text: string; whole: boolean };

/** `read` gives a page's current text, null when there is none; a page generated whole is rewritten whole. */
export function renderGamePages(
  modules: readonly AnyGameModule[],
  defaultKind: string,
  toolsOf: (kind: string) => GameTools | undefined,
  read: (file: string) => string | null,
): GamePage[] {
  return modules.filter((m) => m.meta.kind !== defaultKind).map((module) => {
    const kind = module.meta.kind;
    const file = pageFile(kind);
    const current = read(file);
    const handWritten = current !== null && current.includes('<!-- generated: ');
    return handWritten
      ? { kind, file, text: fillBlocks(current, gameBlocks(module, toolsOf(kind)), file), whole: false }
      : { kind, file, text: renderGamePage(module, toolsOf(kind)), whole: true };
  });
}

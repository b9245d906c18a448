/**
 * A game's journal (and a game file's inputs) mean what they say only under the rules that wrote them: the
 * same inputs under changed rules can reach another state without any error. So every game remembers its
 * module's engine version (`games.engine_version`, a file's `engineVersion`), and everything that replays one
 * — resuming, viewing, exporting, history, what-ifs, class debriefs, imports — first asks here. A game of
 * another version is refused with both versions named, and nothing is read further or written: this build
 * keeps one version of each game's rules, so it can only refuse, never re-interpret.
 */
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { Refusal } from './links.ts';

/** "Stock Market Tycoon rules v1". */
export function rulesName(module: AnyGameModule, version: number): string {
  return `${module.meta.title} rules v${version}`;
}

/** Why `module` cannot replay what was written under `version` (a stored game or a game file); null when it can. */
export function engineMismatch(module: AnyGameModule, version: number, what: 'game' | 'file'): string | null {
  if (version === module.meta.engineVersion) return null;
  const written = what === 'game' ? 'This game was played under' : 'This game file was written under';
  return `${written} ${rulesName(module, version)}; this build plays v${module.meta.engineVersion} and cannot replay it`;
}

/** Refuses (ENGINE_VERSION_MISMATCH) a stored game or a file written under another engine version than `module`'s. */
export function requireEngineVersion(module: AnyGameModule, version: number, what: 'game' | 'file' = 'game'): void {
  const mismatch = engineMismatch(module, version, what);
  if (mismatch !== null) throw new Refusal('ENGINE_VERSION_MISMATCH', mismatch);
}

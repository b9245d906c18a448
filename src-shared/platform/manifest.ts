/**
 * A game's manifest: the light facts about a game that the platform needs before (or instead of) its rules
 * engine — what it is called, its seat range, the new-game form's options, the bot levels it plays and its
 * lesson estimate. Each game keeps one in `src-shared/games/<kind>/manifest.ts` (exporting `manifest`), and
 * having one is what makes a folder a game: the Node registry is generated from the folders that hold one
 * (`npm run games:registry`), the renderer finds them with `import.meta.glob`. No engine import here or in a
 * manifest: the renderer loads every manifest with the start screen.
 */
import type { GameLesson } from './lesson.ts';
import type { AnyGameModule, BotLevel, GameMeta, OptionSpec } from './module.ts';

export type GameManifest = Pick<GameMeta, 'kind' | 'title' | 'players' | 'money'> & {
  /** The new-game form's game options (the module's `config.options` must be these). */
  options: readonly OptionSpec[];
  /** The bot levels the game plays (the module's `bots.levels`) and the one a new bot seat starts with. */
  botLevels: readonly BotLevel[];
  defaultBotLevel: BotLevel;
  /** "Fits in N minutes" (optional): without it the form offers no lesson preset. */
  lesson?: GameLesson;
};

/** What the generated registry knows of one game folder: its manifest and its module.ts, whole. */
export type GameFolder = { manifest: GameManifest; moduleFile: Readonly<Record<string, unknown>> };

/** A kind is a folder name and a stored identifier: lower-case letters and digits, starting with a letter. */
export const KIND_PATTERN = /^[a-z][a-z0-9]{1,23}$/;

const isModuleOf = (value: unknown, kind: string): value is AnyGameModule =>
  typeof value === 'object' && value !== null && (value as { meta?: { kind?: unknown } }).meta?.kind === kind && typeof (value as { applyInPlace?: unknown }).applyInPlace === 'function';

/**
 * The `GameModule` a game's module.ts exports, found by its kind, so module.ts may name its export as it likes
 * (`auctionModule`). Throws with the fix in words when there is none or more than one.
 */
export function moduleOf(folder: GameFolder): AnyGameModule {
  const kind = folder.manifest.kind;
  const found = [...new Set(Object.values(folder.moduleFile).filter((v) => isModuleOf(v, kind)))];
  if (found.length === 1) return found[0];
  const why = found.length === 0 ? 'exports no GameModule' : 'exports several GameModules';
  throw new Error(`src-shared/games/${kind}/module.ts ${why} whose meta.kind is "${kind}": export exactly one (its manifest.ts says kind "${kind}")`);
}

/** Games in the order people are offered them: the default kind first, then by title. */
export function inOfferOrder<T extends { kind: string; title: string }>(games: readonly T[], defaultKind: string): T[] {
  return [...games].sort((a, b) => Number(b.kind === defaultKind) - Number(a.kind === defaultKind) || a.title.localeCompare(b.title, 'en'));
}

/** Where a manifest and its module disagree, in sentences (empty when they agree). */
export function manifestProblems(manifest: GameManifest, module: AnyGameModule): string[] {
  const problems: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const where = `${manifest.kind}: manifest.ts and module.ts`;
  if (module.meta.kind !== manifest.kind) problems.push(`${where} name different kinds (${manifest.kind}, ${module.meta.kind})`);
  if (module.meta.title !== manifest.title) problems.push(`${where} give different titles`);
  if (!same(module.meta.players, manifest.players)) problems.push(`${where} give different seat ranges`);
  if (!same(module.meta.money, manifest.money)) problems.push(`${where} write money differently`);
  if (!same(module.config.options, manifest.options)) problems.push(`${where} list different new-game options (config.options must be manifest.options)`);
  if (!same(module.bots.levels, manifest.botLevels)) problems.push(`${where} list different bot levels (bots.levels must be manifest.botLevels)`);
  if (!manifest.botLevels.includes(manifest.defaultBotLevel)) problems.push(`${manifest.kind}: the default bot level "${manifest.defaultBotLevel}" is not one of its levels`);
  if (!KIND_PATTERN.test(manifest.kind)) problems.push(`${manifest.kind}: a kind is lower-case letters and digits, starting with a letter (2 to 24 characters)`);
  return problems;
}

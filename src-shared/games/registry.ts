/**
 * Every game this build plays. Only composition roots import this file (Electron main, `npm run serve`,
 * the CLIs, tests): the platform layers receive the registry and never name a game. No game is named here
 * either: each game folder with a manifest.ts is one (registry.generated.ts, `npm run games:registry`).
 */
import { inOfferOrder, moduleOf, type GameManifest } from '../platform/manifest.ts';
import { registryOf, type AnyGameModule } from '../platform/module.ts';
import { GAME_FOLDERS } from './registry.generated.ts';

/** Sectors is the default kind: clients written before `create_game.game` existed keep creating Sectors games. */
export const DEFAULT_KIND = 'sectors';

/** Every game's manifest, the default game first, then by title (the order every list of games uses). */
export const GAME_MANIFESTS: readonly GameManifest[] = inOfferOrder(GAME_FOLDERS.map((f) => f.manifest), DEFAULT_KIND);

const byKind = new Map(GAME_FOLDERS.map((f) => [f.manifest.kind, f]));

export const GAME_MODULES: readonly AnyGameModule[] = GAME_MANIFESTS.map((m) => moduleOf(byKind.get(m.kind)!));

export const gameRegistry = registryOf(GAME_MODULES, DEFAULT_KIND);

/** Every game's tutorial files as data, by kind (docs/TUTORIALS.md; the host parses and offers them). */
export { GAME_TUTORIALS } from './tutorials.generated.ts';

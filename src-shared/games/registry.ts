/**
 * Every game this build plays. Only composition roots import this file (Electron main, `npm run serve`,
 * the CLIs, tests): the platform layers receive the registry and never name a game.
 */
import { registryOf, type AnyGameModule } from '../platform/module.ts';
import { auctionModule } from './auction/module.ts';
import { sectorsModule } from './sectors/module.ts';
import { sr1876Module } from './sr1876/module.ts';
import { tycoonModule } from './tycoon/module.ts';

export const GAME_MODULES: readonly AnyGameModule[] = [sectorsModule, auctionModule, tycoonModule, sr1876Module];

/** Sectors is the default kind: clients written before `create_game.game` existed keep creating Sectors games. */
export const gameRegistry = registryOf(GAME_MODULES, 'sectors');

export * from './database.ts';
export * from './journal.ts';
export * from './games.ts';
export * from './snapshots.ts';
export * from './settings.ts';
export * from './access.ts';
export * from './profiles.ts';
export * from './game-profiles.ts';

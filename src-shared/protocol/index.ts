export * from './version.ts';
export * from './reasons.ts';
export * from './commands.ts';
export * from './events.ts';
export * from './decode.ts';
export * from './class-commands.ts';
export * from './class-events.ts';
export * from './text.ts';

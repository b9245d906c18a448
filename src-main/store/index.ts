export * from './database.ts';
export * from './journal.ts';

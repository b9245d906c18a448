import { parseArgs } from 'node:util';
import { intOption } from './int-option.ts';
import { PACES } from '../../src-shared/platform/table-options.ts';

export type ServeArgs = {
  port: number;
  lan: boolean;
  dataDir: string;
  botThinkMs: number;
  apiOnly: boolean;
  demoBots: number;
  pace: number;
};

export const SERVE_USAGE = `usage: npm run serve -- [--port N] [--lan] [--data DIR] [--bot-think MS] [--demo-bots N [--pace P]] [--api-only]
  --port N        port for http and WebSocket (default 4719; 0 picks a free one)
  --lan           listen on every network interface so other machines can join (default: this machine only)
  --data DIR      data directory holding the database (default ./.sectors-data)
  --bot-think MS  how long bots "think" before acting in a phase (default 700)
  --demo-bots N   start a game of N bots (2..20) right away and print its progress
  --pace P        phase-time multiplier of the demo game: 0.5, 1, 1.5, 2 or 3 (default 1)
  --api-only      serve only the WebSocket protocol (no built renderer needed)`;


function integer(name: string, text: string, min: number, max: number): number {
  const read = intOption(name, text, min, max);
  if (!read.ok) throw new Error(`${read.message}
${SERVE_USAGE}`);
  return read.value;
}

/** Parses `serve` arguments; throws an Error with a usage message on bad input. */
export function parseServeArgs(argv: string[]): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4719' },
      lan: { type: 'boolean', default: false },
      data: { type: 'string', default: './.sectors-data' },
      'bot-think': { type: 'string', default: '700' },
      'demo-bots': { type: 'string' },
      pace: { type: 'string', default: '1' },
      'api-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(SERVE_USAGE);
  const pace = Number(values.pace);
  if (!PACES.includes(pace)) throw new Error(`--pace must be one of ${PACES.join(', ')}, got "${values.pace}"\n${SERVE_USAGE}`);
  return {
    port: integer('port', values.port, 0, 65535),
    lan: values.lan,
    dataDir: values.data,
    botThinkMs: integer('bot-think', values['bot-think'], 0, 60_000),
    apiOnly: values['api-only'],
    demoBots: values['demo-bots'] === undefined ? 0 : integer('demo-bots', values['demo-bots'], 2, 20),
    pace,
  };
}

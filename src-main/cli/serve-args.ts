import { parseArgs } from 'node:util';

export type ServeArgs = { port: number; lan: boolean; dataDir: string };

export const SERVE_USAGE = `usage: npm run serve -- [--port N] [--lan] [--data DIR]
  --port N    port for http and WebSocket (default 4719; 0 picks a free one)
  --lan       listen on every network interface so other machines can join (default: this machine only)
  --data DIR  data directory holding the database (default ./.sectors-data)`;

/** Parses `serve` arguments; throws an Error with a usage message on bad input. */
export function parseServeArgs(argv: string[]): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4719' },
      lan: { type: 'boolean', default: false },
      data: { type: 'string', default: './.sectors-data' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(SERVE_USAGE);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be an integer 0..65535, got "${values.port}"\n${SERVE_USAGE}`);
  }
  return { port, lan: values.lan, dataDir: values.data };
}

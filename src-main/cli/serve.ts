/**
 * `npm run serve`: the host in plain Node for LAN and classroom play (and for the browser tests).
 * Serves the built renderer and the WebSocket protocol on one port and prints the address to open.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { bootHost } from '../host/boot.ts';
import { startLanServer } from '../net/lan-server.ts';
import { parseServeArgs } from './serve-args.ts';

const RENDERER_DIR = resolve(import.meta.dirname, '../../out/renderer');

async function main(): Promise<void> {
  let args;
  try {
    args = parseServeArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  if (!existsSync(resolve(RENDERER_DIR, 'index.html'))) {
    console.error(`The renderer is not built (${RENDERER_DIR} is missing). Run "npm run build" first.`);
    process.exit(1);
  }

  const booted = bootHost(args.dataDir);
  let server;
  try {
    server = await startLanServer({ host: booted.host, rendererDir: RENDERER_DIR, port: args.port, lan: args.lan });
  } catch (err) {
    booted.close();
    const code = (err as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `Port ${args.port} is already in use; pick another with --port.` : String(err));
    process.exit(1);
  }

  console.log(`Sectors Desk host ${booted.host.version} (data: ${resolve(args.dataDir)})`);
  console.log(`Open ${server.localUrl}`);
  for (const url of server.lanUrls) console.log(`Players on the network open ${url}`);
  if (!args.lan) console.log('Only this machine can connect; restart with --lan to let others join.');

  const shutdown = async (signal: string) => {
    console.log(`\n${signal}: closing the host`);
    await server.close();
    booted.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();

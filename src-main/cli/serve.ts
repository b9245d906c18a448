/**
 * `npm run serve`: the host in plain Node for LAN and classroom play (and for the browser tests).
 * Serves the built renderer and the WebSocket protocol on one port and prints the address to open.
 * Unfinished games in the data directory resume where they stopped, with the time their phase had left.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { remainingOf } from '../../src-shared/session/engine-step.ts';
import { bootHost } from '../app/boot.ts';
import { startLanServer } from '../net/lan-server.ts';
import { parseServeArgs, type ServeArgs } from './serve-args.ts';
import { reportLoopDelayIfAsked } from './loop-delay-report.ts';

const RENDERER_DIR = resolve(import.meta.dirname, '../..', process.env.SECTORS_OUT ?? 'out', 'renderer');

function startDemoGame(host: ReturnType<typeof bootHost>['host'], args: ServeArgs): void {
  const seats = Array.from({ length: args.demoBots }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const }));
  const { gameId, joinCode, hostSecret } = host.createGame({ name: 'Demo: bots only', seats, options: { phaseTimeMultiplier: args.pace }, start: true });
  let last = '';
  host.session(gameId)!.onChange((session) => {
    const state = session.context.engine;
    const outcome = session.module.outcome(state);
    const { turn, phase } = session.module.summary(state);
    // Equal scores share a place.
    const place = (score: number) => outcome!.ranking.findIndex((r) => r.score === score) + 1;
    const line = outcome ? `demo game over (${outcome.reason}): ${outcome.ranking.map((r) => `${place(r.score)}. ${r.player} $${r.score}`).join(', ')}` : `demo turn ${turn} ${phase}`;
    if (line !== last) console.log(line);
    last = line;
  });
  console.log(`demo game ${gameId}: ${args.demoBots} bots, pace ${args.pace}; watch with code ${joinCode}, facilitate with secret ${hostSecret}`);
}

async function main(): Promise<void> {
  let args: ServeArgs;
  try {
    args = parseServeArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const rendererDir = args.apiOnly ? resolve(import.meta.dirname, 'no-renderer') : RENDERER_DIR;
  if (!args.apiOnly && !existsSync(resolve(RENDERER_DIR, 'index.html'))) {
    console.error(`The renderer is not built (${RENDERER_DIR} is missing). Run "npm run build" first, or use --api-only.`);
    process.exit(1);
  }

  let server: Awaited<ReturnType<typeof startLanServer>> | undefined;
  // The lobby asks the host where players can reach it: under serve that is fixed by --lan at start.
  const lan = {
    status: () => ({ enabled: args.lan, urls: server?.lanUrls ?? [] }),
    setEnabled: () => Promise.reject(new Error(args.lan ? 'this host already listens on the network' : 'restart the host with "npm run serve -- --lan" to let other machines join')),
  };
  const booted = bootHost(args.dataDir, { botThinkMs: args.botThinkMs, lan, workerBots: true, workerHeavy: true });
  for (const gameId of booted.restored) {
    const session = booted.host.session(gameId)!;
    const ctx = session.context;
    const e = { ...session.module.summary(ctx.engine), phaseSerial: ctx.timer.serial };
    const left = remainingOf(ctx.timer, booted.host.clock.now());
    console.log(`resumed game ${gameId} at turn ${e.turn} ${e.phase} serial ${e.phaseSerial} with ${left === null ? 'no timer' : `${left} ms left`}`);
  }
  try {
    server = await startLanServer({ host: booted.host, rendererDir, port: args.port, lan: args.lan });
  } catch (err) {
    booted.close();
    const code = (err as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `Port ${args.port} is already in use; pick another with --port.` : String(err));
    process.exit(1);
  }

  // bench:capacity only (SECTORS_BENCH_LOOP_DELAY=1): the host's event-loop delay on SIGUSR2.
  reportLoopDelayIfAsked();
  console.log(`Sectors Desk host ${booted.host.version} (data: ${resolve(args.dataDir)})`);
  console.log(`Open ${server.localUrl}`);
  for (const url of server.lanUrls) console.log(`Players on the network open ${url}`);
  if (!args.lan) console.log('Only this machine can connect; restart with --lan to let others join.');
  if (args.demoBots > 0) startDemoGame(booted.host, args);

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

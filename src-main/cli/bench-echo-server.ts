/**
 * The baseline for `bench:lan`: a bare WebSocket server that, for each message, sends a payload of a given
 * size to every connected client — the transport cost of a broadcast, with no game logic at all.
 */
import { WebSocketServer } from 'ws';

const payloadBytes = Number(process.argv[2] ?? 20_000);
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
wss.on('listening', () => {
  const address = wss.address();
  console.log(`ECHO_PORT ${typeof address === 'object' && address ? address.port : 0}`);
});
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    // Same shape as a view message: a marker first, then the bulk.
    const text = `{"type":"view","seq":${data.toString()},"pad":"${'x'.repeat(payloadBytes)}"}`;
    for (const client of wss.clients) client.send(text);
  });
});

// The baseline of the hub benchmark: a bare `ws` server that echoes every frame.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
wss.on('connection', (socket) =>
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary })),
);
wss.on('listening', () => process.stdout.write(`${JSON.stringify({ port: wss.address().port })}\n`));
process.on('SIGTERM', () => wss.close(() => process.exit(0)));

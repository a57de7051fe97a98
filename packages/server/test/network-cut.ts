import { createServer, type Socket, connect as tcpConnect } from 'node:net';

/** A client's network path to a server, which a test can cut and restore as a lost signal would. */
export interface NetworkPath {
  /** The address the client uses instead of the server's. */
  readonly url: string;
  /** Drops every connection through it, and every new one until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay to `target` (`http://127.0.0.1:{port}`): what goes through it (HTTP and WebSockets alike) is
 * relayed byte for byte while the path is up; cut, its connections end and new ones are refused at once.
 */
export async function networkPath(target: string): Promise<NetworkPath> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let up = true;
  const relay = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port: relayPort } = relay.address() as { port: number };
  return {
    url: `http://127.0.0.1:${relayPort}`,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      up = true;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}

import { createServer, type Socket } from 'node:net';

// A server on 127.0.0.1 that takes every connection and never answers: an SMTP server, a Bot API
// or a payment gateway that hangs (issue 44's faults). What clients sent is counted, so a test can
// tell that a call was made and given up.

export interface SilentServer {
  port: number;
  /** Connections taken so far. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    get connections() {
      return connections;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from 'server/testing/freePort.ts';

/**
 * A TCP proxy in front of PostgreSQL that a drill can cut and restore, so the product sees PostgreSQL go away and come
 * back while the machine's shared server keeps running for everyone else: it can refuse new connections (as a stopped
 * server's port does), drop the open ones, and listen on the same port again.
 */
export interface PostgresProxy {
  host: string;
  port: number;
  /** Stops taking connections (the port refuses them); open ones go on. */
  refuseNew(): void;
  /** Drops every open connection (its client reads a closed socket). */
  dropOpen(): void;
  /** Takes connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the proxy on a free port of 127.0.0.1, forwarding to `upstream` (host and port of PostgreSQL). */
export async function startPostgresProxy(upstream: { host: string; port: number }): Promise<PostgresProxy> {
  const host = '127.0.0.1';
  const port = await freePort();
  const open = new Set<Socket>();
  let server: Server | undefined;

  function forward(client: Socket): void {
    const backend = connect(upstream.port, upstream.host);
    open.add(client);
    open.add(backend);
    // Either side ending or failing ends the other, as a real connection's loss would.
    const end = () => {
      client.destroy();
      backend.destroy();
      open.delete(client);
      open.delete(backend);
    };
    for (const socket of [client, backend]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(backend);
    backend.pipe(client);
  }

  async function listen(): Promise<void> {
    const next = createServer(forward);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, host, () => resolve());
    });
    server = next;
  }

  function refuseNew(): void {
    const listening = server;
    server = undefined;
    // close() calls back once the open connections are gone too: the listening socket itself closes at once.
    listening?.close();
  }

  function dropOpen(): void {
    for (const socket of open) socket.destroy();
    open.clear();
  }

  await listen();
  return {
    host,
    port,
    refuseNew,
    dropOpen,
    restore: async () => {
      if (!server) await listen();
    },
    close: async () => {
      refuseNew();
      dropOpen();
    },
  };
}

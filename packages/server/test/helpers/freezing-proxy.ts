// A loopback TCP proxy that can freeze on cue: every socket stays open, but nothing is forwarded either way.
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/** One connection through the proxy, as the proxy saw it. */
export interface ProxiedConnection {
  /** Opened while the proxy was frozen. */
  openedFrozen: boolean;
  /** Opened after the last thaw. */
  openedAfterThaw: boolean;
  /** The client sent bytes while the proxy was frozen (a query, or a connection's start-up). */
  sentWhileFrozen: boolean;
  /** The client sent bytes after the last thaw. */
  sentAfterThaw: boolean;
  /** The client closed its end (seen at once, even while frozen). */
  closedByClient: boolean;
}

export interface FreezingProxy {
  host: string;
  port: number;
  connections: readonly ProxiedConnection[];
  /** Stops forwarding in both directions; bytes and closes are held, as a network that hangs holds them. */
  freeze(): void;
  /** Delivers what was held, in order, and forwards again. */
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezingProxy(upstreamHost: string, upstreamPort: number): Promise<FreezingProxy> {
  let frozen = false;
  let thawed = false;
  /** What a frozen proxy did not deliver, replayed in order on thaw. */
  let held: (() => void)[] = [];
  const connections: ProxiedConnection[] = [];
  const sockets = new Set<Socket>();
  const deliver = (action: () => void) => {
    if (frozen) held.push(action);
    else action();
  };

  const server = createServer((client) => {
    const connection: ProxiedConnection = {
      openedFrozen: frozen,
      openedAfterThaw: thawed,
      sentWhileFrozen: false,
      sentAfterThaw: false,
      closedByClient: false,
    };
    connections.push(connection);
    const upstream = connect(upstreamPort, upstreamHost);
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => {
      if (frozen) connection.sentWhileFrozen = true;
      else if (thawed) connection.sentAfterThaw = true;
      deliver(() => upstream.write(chunk));
    });
    upstream.on('data', (chunk: Buffer) => deliver(() => client.write(chunk)));
    client.on('close', () => {
      connection.closedByClient = true;
      sockets.delete(client);
      deliver(() => upstream.destroy());
    });
    upstream.on('close', () => {
      sockets.delete(upstream);
      deliver(() => client.destroy());
    });
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    connections,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      thawed = true;
      const pending = held;
      held = [];
      for (const action of pending) action();
    },
    close: () =>
      new Promise<void>((resolve) => {
        held = [];
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

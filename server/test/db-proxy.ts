import net from 'node:net';

/**
 * A TCP proxy between the server and its PostgreSQL, for injecting outages as the network and the
 * database make them: `down()` ends every connection at once (as pg_terminate_backend or a restart
 * does) and ends each new one as it opens (a database that is not up); `freeze()` takes connections
 * and never answers (a stalled host); `up()` forwards again.
 */
export class DbProxy {
  private mode: 'up' | 'down' | 'frozen' = 'up';
  private readonly sockets = new Set<net.Socket>();
  private server?: net.Server;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => {
      this.track(client);
      if (this.mode === 'down') return void client.destroy();
      if (this.mode === 'frozen') return;
      const upstream = net.connect(this.target);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => { client.destroy(); upstream.destroy(); };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as net.AddressInfo).port;
    return this;
  }

  /** `url` (a postgres:// URL) pointed at this proxy. */
  through(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  down() { this.mode = 'down'; this.cut(); }
  freeze() { this.mode = 'frozen'; this.cut(); }
  up() { this.mode = 'up'; this.cut(); }

  /** Ends every connection open now (a frozen one too, so the next is made in the new mode). */
  private cut() { for (const socket of this.sockets) socket.destroy(); }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  async close() {
    this.cut();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

import pg from 'pg';

interface Slot { ready?: Promise<pg.Client>; owed: number }

/**
 * A few PostgreSQL connections in pipeline mode (node-postgres's `pipeline`), shared by every
 * read: a read is written at once on the connection owing the fewest answers, not held until a
 * connection is free. Under load PostgreSQL then finds several reads waiting at each wake-up and
 * answers them in turn, where a pool of connections each woke a server process per read (a
 * round trip cost the two processes more than the read itself). Each read carries its own Sync:
 * one that fails leaves the reads behind it untouched. Reads only — never a transaction.
 *
 * A connection that fails is dropped (the reads on it fail with it) and opened again at the next
 * read.
 *
 * The reads written on a connection within one turn of the event loop leave in one write: its
 * socket is corked at the first and uncorked once the turn's callbacks have run (setImmediate).
 * Written one by one, each read was a system call and a wake-up of its PostgreSQL process: 21 % of
 * a server's busy time went to those writes in the talent bench (its CPU profile).
 */
export class PipelinedReads {
  private readonly slots: Slot[];
  /** The sockets corked until this turn of the event loop ends. */
  private readonly corked = new Set<{ uncork(): void }>();

  constructor(private readonly config: pg.ClientConfig, size: number) {
    this.slots = Array.from({ length: size }, () => ({ owed: 0 }));
  }

  /** Reads written at once, not held to the end of this turn of the event loop (a read made as it ends). */
  readonly now = { query: (query: pg.QueryConfig) => this.query(query, false) };

  async query(query: pg.QueryConfig, corked = true): Promise<pg.QueryResult> {
    let slot = this.slots[0];
    for (const s of this.slots) if (s.owed < slot.owed) slot = s;
    slot.owed++;
    try {
      const client = await (slot.ready ??= this.open(slot));
      if (corked) this.cork(client);
      return await client.query(query);
    } finally {
      slot.owed--;
    }
  }

  /** Holds what is written on `client` until this turn of the event loop ends (see the class's note). */
  private cork(client: pg.Client) {
    const stream = (client as unknown as { connection?: { stream?: { cork?(): void; uncork(): void } } }).connection?.stream;
    if (!stream?.cork || this.corked.has(stream)) return;
    stream.cork();
    this.corked.add(stream);
    if (this.corked.size > 1) return;
    setImmediate(() => {
      for (const corked of this.corked) corked.uncork();
      this.corked.clear();
    });
  }

  private open(slot: Slot): Promise<pg.Client> {
    const client = new pg.Client({ ...this.config, pipeline: true } as pg.ClientConfig);
    const drop = () => {
      if (slot.ready === opening) slot.ready = undefined;
    };
    const opening = (async () => {
      client.on('error', drop);
      client.on('end', drop);
      await client.connect();
      return client;
    })();
    opening.catch(drop);
    return opening;
  }

  async end() {
    await Promise.all(this.slots.map(async (slot) => {
      const client = await slot.ready?.catch(() => undefined);
      slot.ready = undefined;
      await client?.end();
    }));
  }
}

import type { RowChange } from '../db/change-watch.ts';
import type { Db, ReadSnapshot } from '../db/connect.ts';
import { type Dependency, idOf } from '../db/kept-results.ts';
import { sortedDependency } from './list-matcher.ts';
import type { ListShape, ListTotal } from './list-planner.ts';
import type { PageAnchors } from './page-anchors.ts';
import type { Row } from './record-core.ts';

/**
 * A page of a whole table as a request asks it (ListReader.wholeTable): the list's shape, where the
 * page starts and how long it is, and the table's total for this request. Its pages are kept apart
 * from that total, which every insert changes (RowBlocks, sortedPage).
 */
export interface WholeTable { shape: ListShape; offset: number; pageSize: number; total: number; /** The table's deletions so far, as the count row has them with `total`. */ deleted: number }

/**
 * A block: the rows at ascending places [index × size, (index + 1) × size) of a table in id order,
 * as sent (each row's JSON in UTF-8, one after another, `starts` where each begins), and the ids
 * they run from and to. Undefined: the block could not be read as the page asked (see RowBlocks.page).
 */
interface Block { json: Buffer; starts: number[]; firstId: number; lastId: number; /** The table's total and deletions as the read of the block saw them. */ seen: Counted }

/** A table's rows and deletions so far, as its count row had them at one moment. */
interface Counted { total: number; deleted: number }

/**
 * Whether a block read when the table was `seen` may stand in a page of the table as `now`: read
 * at or before it (every write between, told, would have dropped it had it moved it), or after
 * it with no row inserted or deleted between (then at the same places). The counts only grow in
 * the order writes commit (the count row is taken in turn), so rows and deletions no more than
 * now's say the read was not after a write now's does not count.
 */
const standsAt = (seen: Counted, now: Counted) => seen.deleted <= now.deleted && seen.total + seen.deleted <= now.total + now.deleted;

/** How a list's pages are put together from blocks: the blocks' keys, the other tables their labels are read from, the rows as sent to this caller. */
export interface BlockUse { keyOf: (index: number) => string; reads: string[]; present: (rows: Row[]) => Promise<Row[]> }

/**
 * The pages of a whole table in id order, either way, put together from blocks of rows kept by
 * their place counted from the oldest row (Db.kept). A new row takes the newest place, so it moves
 * every page counted from the newest (every page of 最新在前, the default) by one and changes every
 * total, and no kept page survived the next write: at 20 writes a second, a million-row table's
 * pages were read again at nearly every request (40 % of the list bench's mix, a millisecond of
 * CPU each). Counted from the oldest, the rows of a block stay where they are until a row at or
 * below its last id is inserted or deleted, or one of its own rows is updated (Dependency.changedBy);
 * the page then takes its place from the table's total as this request reads it (ListReader.wholeTable:
 * the count row, one read kept until the next commit). A block is read with the anchors' check
 * (PageAnchors) in one statement; read at another total than the request's (a write between), it
 * answers the page as that read saw the table when it covers the page, else the page is read as
 * before. Blocks are as long as the page (two cover any page); the newest, not full yet, is not
 * kept — a page reaching into it is read as before too.
 *
 * A block kept is put in a page only when it was read at or before the request's count, or with
 * no row inserted or deleted between (standsAt): it may have been read by another request after a
 * write this one's count does not have. On PostgreSQL the count is read with the request's stamps
 * in its first statement, and a block kept is answered once this process is told every write those
 * stamps count (Db.kept).
 */
export class RowBlocks {
  /**
   * The blocks asked for lately and not read (two generations of ASKED_BLOCKS keys): a block is
   * read the second time it is asked. Most blocks deep in a table are asked once (a million rows
   * make 50,000 of 20), and reading one costs its page twice the rows and took the place of kept
   * ones: with every block read at its first ask, the list bench's middle pages cost 1,425 µs of
   * CPU where they had 1,154, and the kept ones at either end were fewer.
   */
  private asked = new Set<string>();
  private askedBefore = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly table: string,
    private readonly anchors: () => PageAnchors,
  ) {}

  /**
   * The page at `offset` of `size` rows as sent (`{"list":[…],"total":n}`), from blocks kept under
   * `keyOf(index)` (undefined: it is not to be had from blocks; read it as before). `reads`: the
   * other tables its rows show labels of (a write of one drops the blocks); `present`: the rows as
   * sent to this caller (masks, labels).
   */
  async page(order: 'asc' | 'desc', offset: number, size: number, { total, deleted }: Counted, how: BlockUse, snapshot?: ReadSnapshot): Promise<Buffer | undefined> {
    if (!this.db.kept || !(offset < total) || size < 1) return undefined;
    const place = (count: number) => {
      const length = Math.min(size, count - offset);
      const from = order === 'asc' ? offset : count - offset - length;
      return { from, length, first: Math.floor(from / size), last: Math.floor((from + length - 1) / size) };
    };
    const { first, last } = place(total);
    // The newest block, not full yet, changes at every insert.
    if ((last + 1) * size > total) return undefined;
    // Blocks read together with the first (one statement for a page that needs both), for the next to take; and what that read saw.
    const readAlong: ReadAlong = { blocks: new Map() };
    const blocks = new Map<number, Block>();
    for (let index = first; index <= last; index++) {
      const block = await this.block(index, size, how, snapshot, last, readAlong);
      if (!block) return undefined;
      // A block kept, read after a write this request's count does not have (by another request,
      // lately): not this request's. (One read now: see below.)
      if (readAlong.blocks.get(index) !== block && !standsAt(block.seen, { total, deleted })) return undefined;
      blocks.set(index, block);
    }
    // Read now with rows inserted or deleted since the request's count (a write between: another
    // total, or as many rows but more deleted — an insert and a delete): the page as that read saw
    // the table, when every block it needs was read then; else read as before. (With kept blocks
    // beside it at one total, an insert at the top and a delete below moved the blocks read by one.)
    let answered = total;
    if (readAlong.seen && (readAlong.seen.total !== total || readAlong.seen.deleted !== deleted)) {
      answered = readAlong.seen.total;
      const at = place(answered);
      if (!(offset < answered) || [...range(at.first, at.last)].some((i) => !readAlong.blocks.get(i))) return undefined;
      for (const i of range(at.first, at.last)) blocks.set(i, readAlong.blocks.get(i)!);
    }
    const { from, length } = place(answered);
    // The page's rows in the list's order: slices of the blocks' JSON.
    const rows: Buffer[] = [];
    for (let at = from; at < from + length; at++) {
      const block = blocks.get(Math.floor(at / size))!;
      const i = at % size;
      rows.push(block.json.subarray(block.starts[i], i + 1 < block.starts.length ? block.starts[i + 1] : block.json.length));
    }
    if (order === 'desc') rows.reverse();
    const list: Buffer[] = [OPEN];
    rows.forEach((row, i) => list.push(...(i ? [COMMA, row] : [row])));
    list.push(CLOSE);
    return sentPage(list, answered);
  }

  /** Block `index` (kept, or read with the blocks after it up to `last`: `readAlong`). */
  private block(index: number, size: number, { keyOf, reads, present }: BlockUse, snapshot: ReadSnapshot | undefined, last: number, readAlong: ReadAlong): Promise<Block | undefined> {
    const key = keyOf(index);
    // Until it is read, any write spoils it (its ids are not known yet).
    const ids = { first: -Infinity, last: Infinity };
    const dependency: Dependency = {
      table: this.table, key, columns: ['id'], reads,
      admits: (row) => (idOf(row) ?? -Infinity) <= ids.last,
      changedBy: ({ before, after }: RowChange) => {
        const id = idOf(after) ?? idOf(before);
        if (id === undefined) return true;
        // An update changes the block's own rows only; an insert or a delete at or below it moves it.
        return before && after ? id >= ids.first && id <= ids.last : id <= ids.last;
      },
      reach: () => ids.last,
    };
    const read = async (): Promise<Block | undefined> => {
      if (readAlong.seen) return readAlong.blocks.get(index);
      if (!this.askedAgain(key)) return undefined;
      const found = await this.anchors().page('asc', index * size, (last - index + 1) * size, snapshot, true);
      // Not from the anchors (not read yet, rows gone, the newest rows), or not read with the total
      // in one statement (the page is where that total put it, not where the total these rows are
      // part of puts them): none.
      if (!found || found.deleted === undefined || found.rows.length !== (last - index + 1) * size) return undefined;
      const seen = readAlong.seen = { total: found.total, deleted: found.deleted };
      const presented = await present(found.rows);
      for (let i = index; i <= last; i++) readAlong.blocks.set(i, blockOf(presented.slice((i - index) * size, (i - index + 1) * size), seen));
      return readAlong.blocks.get(index);
    };
    return this.db.kept!(key, dependency, snapshot, async () => {
      const block = await read();
      if (block) Object.assign(ids, { first: block.firstId, last: block.lastId });
      return block;
    }, (block) => (block ? Infinity : 0));
  }

  /** Whether `key` was asked for lately; it is from now on. */
  private askedAgain(key: string): boolean {
    if (this.asked.has(key) || this.askedBefore.has(key)) return true;
    if (this.asked.size >= ASKED_BLOCKS) [this.askedBefore, this.asked] = [this.asked, new Set()];
    this.asked.add(key);
    return false;
  }
}

/**
 * How many blocks asked for once are remembered, in each of two generations (see RowBlocks.asked):
 * a few seconds of the list bench's unkept asks (about 400 a second, most of them middle pages).
 * A block at either end is asked every two or three seconds there, so it is read at its second
 * ask. With 10,000 a generation (25–50 s of those asks), by the same rates 10,000–20,000 of the
 * middle pages' 30,000 blocks would still be remembered when asked again, and read at twice a
 * page's rows for nothing: the bench's server spent 477–500 µs of CPU a request then, 367 µs with 2,000.
 */
const ASKED_BLOCKS = 2_000;

const [OPEN, COMMA, CLOSE] = [Buffer.from('['), Buffer.from(','), Buffer.from(']')];

/** The whole numbers from `a` to `b`. */
function* range(a: number, b: number) {
  for (let i = a; i <= b; i++) yield i;
}

/** The blocks one page's read gave, and the total and deletions that read saw. */
interface ReadAlong { blocks: Map<number, Block>; seen?: Counted }

/** Rows as a block: their JSON one after another, where each starts, and their first and last ids. */
function blockOf(rows: Row[], seen: Counted): Block {
  const parts = rows.map((row) => Buffer.from(JSON.stringify(row)));
  const starts: number[] = [];
  let at = 0;
  for (const part of parts) {
    starts.push(at);
    at += part.length;
  }
  return { json: Buffer.concat(parts), starts, firstId: Number(rows[0].id), lastId: Number(rows[rows.length - 1].id), seen };
}

/** A list's page as sent: `{"list":[…],"total":n}` in UTF-8 (`rows`: the list's JSON, or its parts in order), with `"approx":true` for an estimate. */
export function sentPage(rows: Buffer | string | Buffer[], total: number, approx = false): Buffer {
  const list = typeof rows === 'string' ? [Buffer.from(rows)] : Array.isArray(rows) ? rows : [rows];
  return Buffer.concat([LIST_OPEN, ...list, Buffer.from(`,"total":${total}${approx ? ',"approx":true' : ''}}`)]);
}

const LIST_OPEN = Buffer.from('{"list":');

/**
 * A page of the whole table sorted by a number field, as sent: its rows kept (Db.kept under
 * `key`) until a row sorting at or before its last is written (sortedDependency, from the list's
 * `dependency`), with the total the count row has for this request. Kept with its total, a page
 * sorted by age was read again after every insert, whatever the new row's age. Only a full page
 * read at this request's total is kept: a row sorting after the last may join one that is not.
 * `rowsJson`: the list's rows as JSON (ListReader's, kept beside the rows it reads).
 */
export async function sortedPage(db: Db, whole: WholeTable, dependency: Dependency, key: string, snapshot: ReadSnapshot | undefined, read: () => Promise<{ list: Row[] } & ListTotal>, rowsJson: (list: Row[]) => string): Promise<{ json: Buffer; total: number }> {
  const { field, order } = whole.shape.sortedBy!;
  const last: { value?: number; id?: number } = {};
  const rowsKey = `${key} rows`;
  const page = await db.kept!(rowsKey, sortedDependency(dependency, rowsKey, field, order, last), snapshot, async () => {
    const found = await read();
    const end = found.list[found.list.length - 1];
    const keep = found.list.length === whole.pageSize && found.total === whole.total && typeof end[field] === 'number';
    if (keep) Object.assign(last, { value: end[field], id: Number(end.id) });
    return { rows: Buffer.from(rowsJson(found.list)), total: found.total, keep };
  }, (kept) => (kept.keep ? Infinity : 0));
  const total = page.keep ? whole.total : page.total;
  return { json: sentPage(page.rows, total), total };
}

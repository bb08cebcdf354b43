import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import ExcelJS from 'exceljs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { openDatabase } from '../bootstrap.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import type { Db, ReadOptions } from '../db/connect.ts';
import { hashPassword } from '../services/passwords.ts';
import type { S3Settings } from '../services/file-store.ts';

/**
 * PostgreSQL: `query`'s plan as the server runs it — prepared, with the plan PostgreSQL keeps for
 * any values — as EXPLAIN's JSON, within transaction `trx` (whose statistics and settings it sees).
 */
export async function genericPlan(trx: Kysely<any>, query: CompiledQuery): Promise<string> {
  const text = (v: unknown) => `'${String(v).replaceAll("'", "''")}'`;
  const literal = (v: unknown): string => (typeof v === 'number' ? String(v) : Array.isArray(v) ? `array[${v.map(text).join(', ')}]` : text(v));
  await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
  await sql.raw(`prepare kp_generic_check as ${query.sql}`).execute(trx);
  const { rows } = await sql.raw<{ 'QUERY PLAN': unknown }>(`explain (format json) execute kp_generic_check${query.parameters.length ? `(${query.parameters.map(literal).join(', ')})` : ''}`).execute(trx);
  // (A prepared statement outlives the transaction: the connection goes back to its pool without it.)
  await sql`deallocate kp_generic_check`.execute(trx);
  return JSON.stringify(rows[0]['QUERY PLAN']);
}

/** Set in CI to run every server test on PostgreSQL as well (each suite gets its own schema). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const ADMIN_PASSWORD = 'Admin@123';
export const DEMO_PASSWORD = 'Demo@1234';
/** A whole 1 × 1 PNG: what an upload of an image needs at the least (uploads are decoded). */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const TEST_CAPTCHA_WORK = { algorithm: 'PBKDF2/SHA-256', cost: 10, counterMin: 5, counterMax: 40 };

/** Fetches a captcha challenge and solves it as the login page's widget would: the payload to log in with. */
export async function solveCaptcha(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/v1/api/auth/captcha', headers });
  if (res.body?.code !== '00000') throw new Error(`captcha: ${JSON.stringify(res.body)}`);
  const challenge = res.body.data.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A clock tests move by hand. */
export interface TestClock { now: number; (): number; advance(ms: number): void }

export function testClock(start = Date.UTC(2026, 10, 1, 8, 0, 0)): TestClock {
  const clock = (() => clock.now) as TestClock;
  clock.now = start;
  clock.advance = (ms) => { clock.now += ms; };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: ServerConfig;
  /** Where the database lives, so a second app can share it. */
  place: { sqliteFile: string; pgSchema?: string; filesDir: string };
  request(options: InjectOptions & { token?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createPgSchema(url = TEST_DATABASE_URL): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${name}`);
  await client.end();
  return name;
}

export async function dropPgSchema(name: string, url = TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
  await client.end();
}

/**
 * A seeded server on a fresh database: a temporary SQLite file, or a new schema on
 * TEST_DATABASE_URL. Pass `shareWith` to open a second server process's worth of app
 * on the same database (separate connections, nothing shared in memory).
 */
export async function buildTestApp(options: { captcha?: boolean; shareWith?: TestApp; clock?: TestClock; schemasDir?: string; watchSchemas?: boolean; s3?: S3Settings; databaseUrl?: string; filesDir?: string; logStream?: NodeJS.WritableStream; loopbackFetch?: boolean } = {}): Promise<TestApp> {
  const shared = options.shareWith;
  const folder = shared ? '' : mkdtempSync(join(tmpdir(), 'kp-test-'));
  const place = shared?.place ?? (TEST_DATABASE_URL
    // Made where the app will connect (a test's own PostgreSQL, or a proxy to the shared one).
    ? { sqliteFile: '', pgSchema: await createPgSchema(options.databaseUrl ?? TEST_DATABASE_URL), filesDir: join(folder, 'files') }
    : { sqliteFile: join(folder, 'kp.db'), filesDir: join(folder, 'files') });
  const config: ServerConfig = {
    ...loadConfig({}),
    // A test may reach the same database another way (through a proxy it cuts: db/outage.test.ts).
    databaseUrl: options.databaseUrl ?? TEST_DATABASE_URL,
    sqliteFile: place.sqliteFile,
    captcha: options.captcha ?? false,
    adminPassword: ADMIN_PASSWORD,
    demoPassword: DEMO_PASSWORD,
    consoleDir: join(tmpdir(), 'kp-no-console'),
    schemasDir: options.schemasDir ?? loadConfig({}).schemasDir,
    watchSchemas: options.watchSchemas ?? false,
    filesDir: options.filesDir ?? place.filesDir,
    s3: options.s3,
    // The fake platforms serve their files from 127.0.0.1 over http (see ServerConfig.loopbackFetch).
    loopbackFetch: options.loopbackFetch ?? false,
    // A test reading the log gets what a server logs by default (info).
    logLevel: options.logStream ? 'info' : 'silent',
  };
  const clock = options.clock ?? shared?.clock ?? testClock();
  const { db, jwtSecret } = await openDatabase(config, clock, place.pgSchema);
  // Real challenges, asking little work, so a test solves one in milliseconds.
  const app = await buildApp({ config, db, jwtSecret, clock, captchaWork: TEST_CAPTCHA_WORK, ...(options.logStream ? { logStream: options.logStream } : { logger: false }) });

  const request: TestApp['request'] = async ({ token, ...inject }) => {
    const headers = { ...(inject.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await app.inject({ ...inject, headers });
    let body: unknown = res.body;
    try { body = JSON.parse(res.body); } catch { /* binary or empty */ }
    return { status: res.statusCode, body, headers: res.headers };
  };

  const login: TestApp['login'] = async (username = 'admin', password) => {
    const res = await request({
      method: 'POST', url: '/v1/api/auth/login',
      payload: { username, password: password ?? (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD) },
    });
    if (res.body?.code !== '00000') throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
    return res.body.data.accessToken as string;
  };

  const close = async () => {
    await app.close();
    await db.close();
    if (shared) return;
    if (place.pgSchema) await dropPgSchema(place.pgSchema, config.databaseUrl);
    rmSync(join(place.filesDir, '..'), { recursive: true, force: true });
  };

  return { app, db, clock, config, place, request, login, close };
}

/**
 * Adds a user holding exactly `perms` through a role of their own; returns the username.
 * The permissions hang on button menus, as the role screen would grant them.
 */
/** The demo password's argon2 hash, made once: a test making a hundred users hashes it once, not a hundred times. */
let demoHash: Promise<string> | undefined;

export async function userWithPerms(t: TestApp, username: string, perms: string[], options: { scope?: number; dept?: string } = {}): Promise<string> {
  const db = t.db.kysely;
  const now = t.clock();
  const stamps = { created_at: now, updated_at: now };
  const role = await db.insertInto('sys_role').values({ code: `R_${username.toUpperCase()}`, name: username, sort: 99, status: 1, data_scope: options.scope ?? 4, ...stamps })
    .returning('id').executeTakeFirstOrThrow();
  const dept = options.dept ? (await db.selectFrom('sys_dept').select('id').where('name', '=', options.dept).executeTakeFirstOrThrow()).id : null;
  const user = await db.insertInto('sys_user').values({
    username, nickname: username, password_hash: await (demoHash ??= hashPassword(DEMO_PASSWORD)), mobile: null, email: null,
    gender: 0, avatar: null, dept_id: dept, status: 1, locked_until: 0, ...stamps,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('sys_user_role').values({ user_id: user.id, role_id: role.id }).execute();
  if (perms.length) {
    const menus = await db.selectFrom('sys_menu').select('id').where('perm', 'in', perms).execute();
    if (menus.length === 0) throw new Error(`no menu declares ${perms.join(', ')}`);
    await db.insertInto('sys_role_menu').values(menus.map((m) => ({ role_id: role.id, menu_id: m.id }))).execute();
  }
  return username;
}

/** Every row of every table but the ones a request may touch without writing (sessions are checked elsewhere). */
export async function snapshot(t: TestApp): Promise<string> {
  const tables = ['sys_meta', 'sys_dept', 'sys_role', 'sys_menu', 'sys_role_menu', 'sys_user', 'sys_user_role',
    'sys_dict_type', 'sys_dict_item', 'sys_config', 'sys_session', 'sys_one_time_code', 'sys_file', 'sys_oplog'] as const;
  const engineTables = [...t.app.engine.screens.values()].flatMap((s) => (s.schema?.storage ? [s.schema.storage.table] : []));
  const parts: string[] = [];
  for (const table of [...new Set<string>([...tables, ...engineTables])] as Array<(typeof tables)[number]>) {
    const rows = await t.db.kysely.selectFrom(table).selectAll().execute();
    parts.push(`${table}:${JSON.stringify(rows, (_k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v))}`);
  }
  return parts.join('\n');
}

/** An xlsx workbook of one sheet holding `rows`, as an upload would carry it. */
export async function xlsxFile(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** POSTs `file` as the multipart field `file` (an import), with `query`. */
export function uploadFile(t: TestApp, url: string, token: string, file: Buffer, query?: Record<string, string>) {
  const boundary = '----kptestupload';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="data.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    file, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request({ method: 'POST', url, token, query, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/**
 * A small, valid xlsx whose sheet inflates to about `inflatedBytes` (one cell of repeated
 * text): a zip bomb as an attacker would upload it, with true sizes and CRCs in its headers,
 * or (`lie`) claiming in them that the sheet unpacks to 1 KB.
 */
export async function zipBomb(inflatedBytes: number, { lie = false } = {}): Promise<Buffer> {
  const { createDeflateRaw, crc32 } = await import('node:zlib');
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const small: Array<[string, string]> = [
    ['[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`],
    ['_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
  ];
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`);
  const tail = Buffer.from('</t></is></c></row></sheetData></worksheet>');
  // The sheet, deflated a megabyte at a time so the bomb never sits whole in this process.
  const deflate = createDeflateRaw({ level: 9 });
  const packedParts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => packedParts.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024, 'a');
  let crc = crc32(head);
  deflate.write(head);
  let size = head.length + tail.length;
  for (let left = inflatedBytes - size; left > 0; left -= block.length) {
    const part = left >= block.length ? block : block.subarray(0, left);
    crc = crc32(part, crc);
    size += part.length;
    if (!deflate.write(part)) await new Promise((r) => deflate.once('drain', r));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  const parts = [
    ...small.map(([name, text]) => ({ name, packed: Buffer.from(text), size: Buffer.byteLength(text), crc: crc32(text), method: 0 })),
    { name: 'xl/worksheets/sheet1.xml', packed: Buffer.concat(packedParts), size: lie ? 1024 : size, crc, method: 8 },
  ];
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(p.method, 8);
    local.writeUInt32LE(p.crc >>> 0, 14); local.writeUInt32LE(p.packed.length, 18); local.writeUInt32LE(p.size, 22); local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0); dir.writeUInt16LE(20, 4); dir.writeUInt16LE(20, 6); dir.writeUInt16LE(p.method, 10);
    dir.writeUInt32LE(p.crc >>> 0, 16); dir.writeUInt32LE(p.packed.length, 20); dir.writeUInt32LE(p.size, 24); dir.writeUInt16LE(name.length, 28); dir.writeUInt32LE(offset, 42);
    locals.push(local, name, p.packed);
    central.push(dir, name);
    offset += 30 + name.length + p.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(parts.length, 8); end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A real PNG bomb: `width` × `height` grey pixels, every row zero, deflated a megabyte at a time
 * (30000 × 30000 packs into under a megabyte and decodes to 900 MB of pixels, 3.6 GB as RGBA).
 * With `lie`, the header claims `lie` pixels square while the data holds the whole bomb.
 */
export async function pngBomb(width: number, height: number, { lie }: { lie?: number } = {}): Promise<Buffer> {
  const { createDeflate, crc32 } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(lie ?? width, 0);
  header.writeUInt32BE(lie ?? height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const deflate = createDeflate({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (c: Buffer) => packed.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const rows = Buffer.alloc(Math.max(1, Math.floor((1024 * 1024) / (width + 1))) * (width + 1));
  for (let left = (width + 1) * height; left > 0; left -= rows.length) {
    if (!deflate.write(left >= rows.length ? rows : rows.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.concat(packed)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Calls `seen` with every read `db` makes (its query and options) until the function returned is
 * called. Meanwhile no result is kept across writes (Db.kept): each request reads as it would
 * the first time, so the statements a list makes can be looked at.
 */
export function watchReads(db: Db, seen: (query: CompiledQuery, options?: ReadOptions) => void): () => void {
  const { read, kept } = db;
  db.read = (query, ...rest) => { seen(query, rest[1]); return read(query, ...rest); };
  db.kept = undefined;
  return () => { db.read = read; db.kept = kept; };
}

/** What `read` answers with no result kept across writes (Db.kept off): a fresh read. */
export async function freshRead<T>(db: Db, read: () => Promise<T>): Promise<T> {
  const restore = watchReads(db, () => undefined);
  try {
    return await read();
  } finally {
    restore();
  }
}

/** A seeded sequence (mulberry32), so that a failure comes again: `next(n)` is a whole number below n. */
export function seededRandom(seed: number): (n: number) => number {
  let x = seed;
  return (n: number) => {
    x = (x + 0x6d2b79f5) | 0;
    let r = Math.imul(x ^ (x >>> 15), 1 | x);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return Math.floor((((r ^ (r >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
}

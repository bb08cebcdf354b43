import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp, type TestClock, TEST_DATABASE_URL } from '../test/harness.ts';
import { type FakeVoice, startFakeVoice } from '../test/fake-voice.ts';

const KEY_SECRET = 'voiceKeySecret0123456789';
const REPORT_SECRET = 'reportSecret0123456789';
const TALENTS = 200;
const KILLS = 6;

/** The server's clock as real time: the dispatcher processes compare leases with theirs. */
const realClock = Object.assign(() => Date.now(), { now: 0, advance: () => undefined }) as unknown as TestClock;

/**
 * The dispatcher killed (SIGKILL) at random moments across a 200-number robot task, a new process
 * started each time, the provider answering each call after 40 ms and reporting every call it placed.
 * Every number is dialled at most once, and every call the provider placed ends done.
 */
describe.runIf(!TEST_DATABASE_URL)('the robot queue under repeated kills of its dispatcher', () => {
  let fake: FakeVoice;
  let t: TestApp;
  let child: ChildProcess | undefined;
  const k = () => t.db.kysely as Kysely<any>;

  // The dispatcher's process as the server's own bundle is built (compiled once, not at each start).
  const bundle = `dist-server/robot-child-${process.pid}.mjs`;
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs', bundle, 'server/test/robot-dispatcher-child.ts']);
    fake = await startFakeVoice(KEY_SECRET);
    fake.answerDelayMs = 40;
    t = await buildTestApp({ clock: realClock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await t.login('admin');
    const configs = { 'voice.endpoint': `${fake.url}/`, 'voice.accessKeyId': 'LTAI-voice', 'voice.accessKeySecret': KEY_SECRET, 'voice.showNumber': '02812345678', 'voice.reportSecret': REPORT_SECRET };
    expect((await t.request({ method: 'POST', url: '/v1/api/app/system/config/data', token: admin, payload: { configs } })).body.code).toBe('00000');
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    rmSync(bundle, { force: true });
    await t?.close();
    await fake?.close();
  });

  const startDispatcher = () => new Promise<ChildProcess>((resolve, reject) => {
    const proc = spawn(process.execPath, [bundle], {
      env: { ...process.env, KP_SQLITE_FILE: t.place.sqliteFile, KP_FILES_DIR: t.place.filesDir, KP_SCHEMAS_DIR: t.config.schemasDir, KP_ROBOT_EVERY_MS: '50', KP_ROBOT_REPORT_WAIT_MS: '20000', KP_CAPTCHA: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`dispatcher did not start:\n${output}`)), 60_000);
    proc.stdout!.on('data', (chunk: Buffer) => { output += chunk; if (output.includes('dispatching')) { clearTimeout(timer); resolve(proc); } });
    proc.stderr!.on('data', (chunk: Buffer) => { output += chunk; });
    proc.on('exit', () => clearTimeout(timer));
  });
  const killed = (proc: ChildProcess) => new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.on('exit', () => resolve());
    proc.kill('SIGKILL');
  });

  /**
   * The provider reports each call it placed, as it would, whatever happened to the process that
   * asked; a push not answered 200 (the database busy with the dispatcher's writes) is pushed
   * again, as the provider does.
   */
  const startReporter = () => {
    const target = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1/api/voice/robot-report/${REPORT_SECRET}`;
    let reported = 0;
    let unsent: object[] = [];
    let pushing = false;
    return setInterval(() => {
      const open = fake.calls.slice(reported);
      reported += open.length;
      unsent.push(...open.map((c) => ({ call_id: c.CallId, out_id: c.OutId, duration: 20, status_code: '200000', grade: 'C' })));
      if (pushing || !unsent.length) return;
      pushing = true;
      const batch = unsent;
      unsent = [];
      void fake.report(target, batch).then((res) => res.status, () => 0).then((status) => { if (status !== 200) unsent.push(...batch); pushing = false; });
    }, 100);
  };
  /** A robot task over `count` new talents of `city`, started by hr01; answers its id. */
  const startedTask = async (city: string, prefix: string, count: number) => {
    const hr = await t.login('hr01');
    const owner = (await k().selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id;
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, i) => ({ name: `外呼${city}${i}`, mobile: `${prefix}${String(i).padStart(11 - prefix.length, '0')}`, city, status: '0', source: '1', owner_id: owner, created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 100) await k().insertInto('talent').values(rows.slice(i, i + 100)).execute();
    const made = await t.request({ method: 'POST', url: '/v1/api/app/robot/add', token: hr, payload: { name: `${city}全天`, script_id: 'SCRIPT-1', window_from: '00:00:00', window_to: '23:59:59', concurrency: 10, talent_city: city } });
    expect((await t.request({ method: 'POST', url: '/v1/api/actions/tools/robot/start', token: hr, payload: { ids: [made.body.data.id] } })).body.code).toBe('00000');
    return Number(made.body.data.id);
  };
  const statusOf = async (task: number) => (await k().selectFrom('call_robot_task').select('status').where('id', '=', task).executeTakeFirstOrThrow()).status;

  it('dials every number at most once and finishes every call the provider placed', async () => {
    const task = await startedTask('南京', '1360', TALENTS);
    const reporter = startReporter();

    let kills = 0;
    const status = () => statusOf(task);
    try {
      while (kills < KILLS && (await status()) !== '3') {
        child = await startDispatcher();
        await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1500));
        await killed(child);
        kills++;
      }
      child = await startDispatcher();
      const deadline = Date.now() + 120_000;
      while ((await status()) !== '3' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      clearInterval(reporter);
    }

    const dialled = fake.calls.map((c) => c.CalledNumber);
    const items = await k().selectFrom('call_robot_item as i').innerJoin('talent as t', 't.id', 'i.talent_id').select(['i.status', 't.mobile']).where('i.task_id', '=', task).execute();
    const failed = items.filter((i) => i.status === 'failed');
    console.info(`robot queue: ${kills} kills, ${dialled.length} calls placed, ${items.filter((i) => i.status === 'done').length} done, ${failed.length} failed (asked of a process killed before its request left)`);
    // None twice.
    expect(new Set(dialled).size).toBe(dialled.length);
    // Every call the provider placed ends done; nothing is left open; the task's counts equal its items.
    expect(await status()).toBe('3');
    expect(items.filter((i) => dialled.includes(String(i.mobile))).every((i) => i.status === 'done')).toBe(true);
    expect(items.filter((i) => !['done', 'failed'].includes(String(i.status)))).toEqual([]);
    // A number fails only when its dialling process died in the instant between writing the call down and asking the provider.
    expect(failed.every((i) => !dialled.includes(String(i.mobile)))).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(kills);
    const taskRow = await k().selectFrom('call_robot_task').select(['total', 'done_count']).where('id', '=', task).executeTakeFirstOrThrow();
    expect([Number(taskRow.total), Number(taskRow.done_count)]).toEqual([TALENTS, TALENTS]);
  }, 240_000);

  it('a dispatcher frozen (SIGSTOP) past its claims while it waits on the provider, then woken, dials nothing its successor took', async () => {
    if (child) await killed(child);
    const task = await startedTask('无锡', '1361', 60);
    const reporter = startReporter();
    const mine = () => fake.calls.filter((c) => c.CalledNumber.startsWith('1361'));
    let frozen: ChildProcess | undefined;
    let successor: ChildProcess | undefined;
    let figures = '';
    try {
      // Frozen the moment the provider has its call and has not answered: waiting on the network, in no transaction.
      fake.answerDelayMs = 2000;
      frozen = await startDispatcher();
      await expect.poll(() => mine().length, { timeout: 30_000, interval: 5 }).toBeGreaterThan(0);
      frozen.kill('SIGSTOP');
      const at = Date.now();
      const before = mine().length;
      fake.answerDelayMs = 40;
      successor = await startDispatcher();
      // Its claims lapse (15 s) and the successor goes on with the task.
      await expect.poll(() => mine().length, { timeout: 60_000, interval: 250 }).toBeGreaterThan(before + 10);
      figures = `frozen after ${before} calls; the successor dialling again ${((Date.now() - at) / 1000).toFixed(1)} s after the freeze`;
      frozen.kill('SIGCONT');
      const deadline = Date.now() + 90_000;
      while ((await statusOf(task)) !== '3' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      clearInterval(reporter);
      fake.answerDelayMs = 40;
      for (const proc of [frozen, successor]) if (proc) { proc.kill('SIGCONT'); await killed(proc); }
    }
    const dialled = mine().map((c) => c.CalledNumber);
    const items = await k().selectFrom('call_robot_item as i').innerJoin('talent as t', 't.id', 'i.talent_id').select(['i.status', 't.mobile']).where('i.task_id', '=', task).execute();
    console.info(`robot queue, a frozen dispatcher: ${figures}; ${dialled.length} calls placed for ${items.length} numbers, ${items.filter((i) => i.status === 'done').length} done`);
    expect(new Set(dialled).size).toBe(dialled.length);
    expect(await statusOf(task)).toBe('3');
    expect(items.filter((i) => dialled.includes(String(i.mobile))).every((i) => i.status === 'done')).toBe(true);
    expect(items.filter((i) => !['done', 'failed'].includes(String(i.status)))).toEqual([]);
  }, 200_000);
});

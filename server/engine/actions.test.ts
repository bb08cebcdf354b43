import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp, userWithPerms } from '../test/harness.ts';

// talents/list's schema actions: 认领 (4), 公开 (5), 转移 (6), and its views.
let t: TestApp;
const tokens: Record<string, string> = {};
const RECRUITER = ['talents:list:query', 'talents:list:add', 'talents:list:claim', 'talents:list:public'];
const k = () => t.db.kysely as never as import('kysely').Kysely<any>;
let mobiles = 13600000000;

beforeAll(async () => {
  t = await buildTestApp();
  tokens.admin = await t.login();
  tokens.hr = await t.login('hr01');
});
afterAll(async () => { await t.close(); });

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => t.request({ method, url: `/v1/api${url}`, token, payload });
const userId = async (username: string) => (await k().selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id as number;
/** A talent in the pool (no owner). */
async function poolTalent(name: string): Promise<number> {
  const id = (await call(tokens.admin, 'POST', '/talents/talents/add', { name, mobile: String(++mobiles), status: '0' })).body.data.id;
  await k().updateTable('talent').set({ owner_id: null }).where('id', '=', id).execute();
  return id;
}
const ownerOf = async (id: number) => (await k().selectFrom('talent').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow()).owner_id;

describe('认领', () => {
  it('50 recruiters claiming one pool talent at once: exactly one owner, 49 clear refusals, one log row of type 4', async () => {
    const id = await poolTalent('抢手');
    const names = Array.from({ length: 50 }, (_, i) => `claim.${i}`);
    for (const name of names) await userWithPerms(t, name, RECRUITER);
    const logins = await Promise.all(names.map((name) => t.login(name)));
    const answers = await Promise.all(logins.map((token) => call(token, 'POST', '/actions/talents/list/claim', { ids: [id] })));
    const won = answers.filter((a) => a.body.code === '00000');
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.body.code !== '00000');
    expect(lost).toHaveLength(49);
    for (const a of lost) {
      expect(a.status).toBe(400);
      expect(a.body.msg).toBe('这个人才现在不能认领（可能已被他人处理，或不在你的范围内），请刷新后再试');
    }
    const owner = await ownerOf(id);
    expect(names.map((n, i) => [n, i]).filter(([, i]) => answers[i as number].body.code === '00000')).toHaveLength(1);
    const logs = await k().selectFrom('sys_oplog').selectAll().where('op_type', '=', 4).where('target_id', '=', String(id)).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0].user_id).toBe(owner);
  });

  it('holds the daily limit from the system config, under concurrency too', async () => {
    await userWithPerms(t, 'claim.limit', RECRUITER);
    const token = await t.login('claim.limit');
    await call(tokens.admin, 'POST', '/app/system/config/data', { configs: { 'talent.claim.daily': '3' } });
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => poolTalent(`限额${i}`)));
    const answers = await Promise.all(ids.map((id) => call(token, 'POST', '/actions/talents/list/claim', { ids: [id] })));
    expect(answers.filter((a) => a.body.code === '00000')).toHaveLength(3);
    expect(answers.filter((a) => a.body.code !== '00000').every((a) => a.body.msg === '今天已认领 3 个人才，每天最多 3 个（系统配置 talent.claim.daily）')).toBe(true);
    const me = await userId('claim.limit');
    expect((await Promise.all(ids.map(ownerOf))).filter((o) => o === me)).toHaveLength(3);
    await call(tokens.admin, 'POST', '/app/system/config/data', { configs: { 'talent.claim.daily': null } });
  });

  it('a batch is all or nothing: one talent someone owns and nothing is claimed', async () => {
    const free = await poolTalent('空闲');
    const taken = (await call(tokens.admin, 'POST', '/talents/talents/add', { name: '有主', mobile: String(++mobiles), status: '0' })).body.data.id;
    const before = await snapshot(t);
    const res = await call(tokens.hr, 'POST', '/actions/talents/list/claim', { ids: [free, taken] });
    expect(res.body.msg).toBe('有 1 个人才现在不能认领（可能已被他人处理，或不在你的范围内），均未认领，请刷新后再试');
    expect(await snapshot(t)).toBe(before);
  });
});

describe('公开 and 转移', () => {
  it('公开 asks a reason, releases only one\'s own to the pool, and logs type 5 with the reason', async () => {
    const mine = (await call(tokens.hr, 'POST', '/talents/talents/add', { name: '放回', mobile: String(++mobiles), status: '0' })).body.data.id;
    expect((await call(tokens.hr, 'POST', '/actions/talents/list/release', { ids: [mine] })).body.data).toContainEqual({ field: 'reason', message: '请填写原因' });
    expect((await call(tokens.hr, 'POST', '/actions/talents/list/release', { ids: [mine], form: { reason: '联系不上', extra: 1 } })).status).toBe(400);
    expect((await call(tokens.hr, 'POST', '/actions/talents/list/release', { ids: [mine], form: { reason: '联系不上' } })).body.code).toBe('00000');
    expect(await ownerOf(mine)).toBeNull();
    const log = await k().selectFrom('sys_oplog').selectAll().where('op_type', '=', 5).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.summary).toBe('公开人才：放回，原因：联系不上');
    // Another's talent is not theirs to release.
    const admins = (await call(tokens.admin, 'POST', '/talents/talents/add', { name: '管理员的', mobile: String(++mobiles), status: '0' })).body.data.id;
    expect((await call(tokens.hr, 'POST', '/actions/talents/list/release', { ids: [admins], form: { reason: '试试' } })).status).toBe(400);
  });

  it('转移 is a manager\'s: a recruiter is refused; a manager moves a batch to a colleague in scope, logged type 6', async () => {
    const made = await call(tokens.admin, 'POST', '/talents/talents/add', { name: '甲某', mobile: String(++mobiles), status: '0' });
    expect(made.body.code, made.body.msg).toBe('00000');
    const a = made.body.data.id;
    const b = (await call(tokens.admin, 'POST', '/talents/talents/add', { name: '乙某', mobile: String(++mobiles), status: '0' })).body.data.id;
    const hr01 = await userId('hr01');
    const refused = await call(tokens.hr, 'POST', '/actions/talents/list/transfer', { ids: [a], form: { to: hr01, reason: '接手' } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect((await call(tokens.admin, 'POST', '/actions/talents/list/transfer', { ids: [a, b], form: { to: 999999, reason: '接手' } })).status).toBe(400);
    const moved = await call(tokens.admin, 'POST', '/actions/talents/list/transfer', { ids: [a, b], form: { to: hr01, reason: '离职交接' } });
    expect(moved.body.data).toEqual({ done: 2 });
    expect([await ownerOf(a), await ownerOf(b)]).toEqual([hr01, hr01]);
    expect(await k().selectFrom('sys_oplog').select('summary').where('op_type', '=', 6).orderBy('id').execute()).toEqual([
      { summary: '转移人才：甲某，原因：离职交接' }, { summary: '转移人才：乙某，原因：离职交接' },
    ]);
    // The colleague picker offers enabled users in the caller's scope only.
    const offered = (await call(tokens.hr, 'GET', '/relations/talents/list?field=transfer.to')).body.data;
    expect(offered).toEqual([{ label: '李招聘', value: hr01 }]);
  });
});

describe('views', () => {
  it('counts what each tab holds for the caller, and only the tabs they may open', async () => {
    const hrCounts = (await call(tokens.hr, 'GET', '/views/talents/list')).body.data as Array<{ key: string; total: number }>;
    expect(hrCounts.map((c) => c.key)).toEqual(['mine', 'pool']);
    const mine = (await call(tokens.hr, 'GET', '/talents/talents?view=mine&pageSize=1')).body.data.total;
    expect(hrCounts[0].total).toBe(mine);
    expect((await call(tokens.admin, 'GET', '/views/talents/list')).body.data.map((c: { key: string }) => c.key)).toEqual(['mine', 'pool', 'all']);
  });
});

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PNG_1PX, type TestApp, uploadFile } from './test/harness.ts';

// What the outside trials tripped over (issue 26), server side.
let t: TestApp;
let admin: string;

const k = () => t.db.kysely as Kysely<any>;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login('admin'); });
afterAll(async () => { await t.close(); });

describe('a batch delete', () => {
  it('takes up to 500 ids in its path: 17 five-digit ids were cut into 「接口不存在」 (C)', async () => {
    const now = t.clock();
    const ids = Array.from({ length: 17 }, (_, i) => 10_001 + i);
    await k().insertInto('company_job_type').values(ids.map((id) => ({ id, name: `批删${id}`, nature: '1', status: '1', created_at: now, updated_at: now }))).execute();
    const res = await t.request({ method: 'DELETE', url: `/v1/api/company/jobTypes/delete/${ids.join(',')}`, token: admin });
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(await k().selectFrom('company_job_type').select('id').where('id', 'in', ids).execute()).toEqual([]);
    // 500 ten-digit ids fit; the 501st is refused in words, not as an unknown route.
    const many = Array.from({ length: 501 }, (_, i) => 1_000_000_000 + i).join(',');
    const refused = await t.request({ method: 'DELETE', url: `/v1/api/company/jobTypes/delete/${many}`, token: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('最多 500 个');
    const users = await t.request({ method: 'DELETE', url: `/v1/api/system/users/delete/${Array.from({ length: 17 }, (_, i) => 90_001 + i).join(',')}`, token: admin });
    // No such users: 「用户不存在」, from the route itself.
    expect(users.body.code).not.toBe('A0405');
    expect(users.body.msg).not.toContain('接口不存在');
  });
});

describe('a required field', () => {
  it('is not filled by blank text: not in a form, nor in a move\'s form (B5)', async () => {
    const blank = await t.request({ method: 'POST', url: '/v1/api/company/jobTypes/add', token: admin, payload: { name: '   ', nature: '1', status: '1' } });
    expect(blank.body.code).toBe('A0400');
    expect(blank.body.data).toContainEqual({ field: 'name', message: '请填写类型名称' });
    // A top-up rejected with a blank reason (驳回 requires 审核意见).
    const [f1, f2] = [await t.login('finance01'), await t.login('finance02')];
    const voucher = (await uploadFile(t, '/v1/api/uploads/finance/recharge', f1, PNG_1PX, { field: 'voucher' })).body.data.url;
    const id = (await t.request({ method: 'POST', url: '/v1/api/account/recharge', token: f1, payload: { amount: 10000, transfer_no: 'TR-BLANK-1', transfer_date: '2026-11-20', payer: '集团基本户', voucher } })).body.data.id;
    const reject = await t.request({ method: 'POST', url: '/v1/api/actions/finance/recharge/reject', token: f2, payload: { ids: [id], form: { review_note: ' \t ' } } });
    expect(reject.body.code).toBe('A0400');
    expect(JSON.stringify(reject.body.data)).toContain('review_note');
    expect((await k().selectFrom('finance_recharge').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('0');
  });
});

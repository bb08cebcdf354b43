import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from './db/demo-world.ts';
import { buildTestApp, type TestApp, userWithPerms } from './test/harness.ts';
import { parseBinding } from '../schemas/types.ts';
import { storedFields } from './engine/table-sync.ts';
import { maskValue, type MaskName } from '../validators/mask.ts';

// Masking, the same rule everywhere (issue 25, items 4–6): every stored screen's masked fields —
// and the schema check makes every mobile or ID number field a masked one — come masked in lists,
// details and so exports to a caller who owns none of the records and lacks the sensitive
// permission; a prefix search cannot read them back; a whole-value search is logged; a signed PDF opens only for its contract's owner and holders of the sensitive permission.
let t: TestApp;
let admin: string;

type Row = Record<string, any>;
const k = () => t.db.kysely as Kysely<any>;
const call = (token: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => t.request({ method, url: `/v1/api${url}`, token, payload });
const VALUES: Record<MaskName, string> = { mobile: '13912345678', idcard: '110105199003071239' };
const reveals = async () => Number((await k().selectFrom('sys_oplog').select((eb) => eb.fn.countAll().as('n')).where('op_type', '=', 7).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoWorld(k(), t.clock());
  admin = await t.login('admin');
});
afterAll(async () => { await t.close(); });

/** Every stored screen with masked fields, and those fields. */
function maskedScreens() {
  return [...t.app.engine.screens.values()].filter((s) => s.resource).map((s) => ({
    screen: s, masked: storedFields(s.schema!).filter(([, f]) => f['x-mask']) as Array<[string, { 'x-mask': MaskName }]>,
  })).filter((s) => s.masked.length);
}

describe('a masked field', () => {
  it('is declared on every mobile and ID number field of every screen', () => {
    for (const s of t.app.engine.screens.values()) {
      for (const [name, field] of Object.entries(s.schema?.model.properties ?? {})) {
        if (field.format === 'mobile' || field.format === 'idcard') expect(field['x-mask'], `${s.component} ${name}`).toBe(field.format);
      }
    }
    expect(maskedScreens().map((s) => s.screen.component).sort()).toEqual(['company/list', 'demo/showcase', 'finance/salaryRow', 'talents/contractList', 'talents/list', 'tools/callList', 'tools/trCallList'].sort());
  });

  it('comes masked in every list and detail to a caller who owns none of the records and lacks the sensitive permission', async () => {
    for (const { screen, masked } of maskedScreens()) {
      const schema = screen.schema!;
      const table = schema.storage!.table;
      // One record of someone else's holding each masked field whole.
      let row: Row | undefined = await k().selectFrom(table).selectAll().where(masked[0][0], 'is not', null).orderBy('id', 'desc').executeTakeFirst();
      row ??= await k().selectFrom(table).selectAll().orderBy('id').executeTakeFirst();
      if (!row && schema.api.create) {
        // A screen with nothing in it yet (the showcase): admin adds one.
        const made = await call(admin, parseBinding(schema.api.create)!.path, 'POST', { name: '看号码', mobile: VALUES.mobile, idcard: VALUES.idcard, gender: 1 });
        expect(made.body.code, `${screen.component}: ${made.body.msg}`).toBe('00000');
        row = await k().selectFrom(table).selectAll().where('id', '=', made.body.data.id).executeTakeFirst();
      }
      if (!row && !schema.api.create) {
        // A screen whose records the server writes (a call record from the provider's report): one written here.
        const required = Object.fromEntries((schema.model.required ?? []).map((name) => {
          const f = schema.model.properties[name];
          return [name, f.type === 'integer' ? 1 : `m${Date.now()}`.slice(0, f.maxLength ?? 20)];
        }));
        const { id } = await k().insertInto(table).values({ ...required, created_at: 0, updated_at: 0 }).returning('id').executeTakeFirstOrThrow();
        row = await k().selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      }
      expect(row, `${screen.component} has a record to look at`).toBeDefined();
      for (const [name, f] of masked) if (!row![name]) await k().updateTable(table).set({ [name]: VALUES[f['x-mask']] }).where('id', '=', row!.id).execute();
      row = await k().selectFrom(table).selectAll().where('id', '=', row!.id).executeTakeFirstOrThrow();
      // The view that shows every record in scope (全部 needs its own permission), when the screen has views.
      const every = schema.views?.find((v) => !v.filter);
      const perms = [schema.perms.query!, ...(schema.perms.export ? [schema.perms.export] : []), ...(every?.perm ? [every.perm] : [])];
      // 全部 (scope 1): the record is in sight, and still not theirs.
      const viewer = await t.login(await userWithPerms(t, `mask.${table}`, perms, { scope: 1 }));
      const list = await call(viewer, `${parseBinding(schema.api.list)!.path}?pageSize=500${every ? `&view=${every.key}` : ''}`);
      expect(list.body.code, `${screen.component}: ${list.body.msg}`).toBe('00000');
      const listed = (list.body.data.list as Row[]).find((r) => r.id === row!.id);
      expect(listed, `${screen.component}: the record is listed`).toBeDefined();
      for (const [name, f] of masked) expect(listed![name], `${screen.component} list ${name}`).toBe(maskValue(f['x-mask'], String(row![name])));
      if (schema.api.detail) {
        const detail = await call(viewer, parseBinding(schema.api.detail)!.path.replace('{id}', String(row!.id)));
        expect(detail.body.code, `${screen.component}: ${detail.body.msg}`).toBe('00000');
        for (const [name, f] of masked) expect(detail.body.data[name], `${screen.component} detail ${name}`).toBe(maskValue(f['x-mask'], String(row![name])));
      }
    }
  });

  it('copied from a talent (a signing record\'s mobile) is masked for the one who pushed it too', async () => {
    const sign: Row = await k().selectFrom('talents_contract_sign').selectAll().where('mobile', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const pusher = await k().selectFrom('sys_user').select('username').where('id', '=', sign.owner_id).executeTakeFirstOrThrow();
    const token = await t.login(pusher.username);
    const detail = (await call(token, `/app/contract/sign/detail/${sign.id}`)).body.data;
    expect(detail.mobile).toBe(maskValue('mobile', sign.mobile));
    const listed = (await call(token, '/app/contract/sign/list?pageSize=500')).body.data.list.find((r: Row) => r.id === sign.id);
    expect(listed.mobile).toBe(maskValue('mobile', sign.mobile));
  });

  it('on a staff user shows whole only to that user and ADMIN', async () => {
    const viewer = await t.login(await userWithPerms(t, 'mask.users', ['sys:user:query']));
    const hr: Row = await k().selectFrom('sys_user').select(['id', 'mobile']).where('username', '=', 'hr01').executeTakeFirstOrThrow();
    expect((await call(viewer, `/system/users/detail/${hr.id}`)).body.data.mobile).toBe(maskValue('mobile', hr.mobile));
    expect((await call(viewer, '/system/users?pageSize=100')).body.data.list.find((u: Row) => u.id === hr.id).mobile).toBe(maskValue('mobile', hr.mobile));
    expect((await call(admin, `/system/users/detail/${hr.id}`)).body.data.mobile).toBe(hr.mobile);
    // A part of a mobile finds nobody; the whole one does.
    expect((await call(viewer, `/system/users?keywords=${hr.mobile.slice(0, 7)}`)).body.data.total).toBe(0);
    expect((await call(viewer, `/system/users?keywords=${hr.mobile}`)).body.data.total).toBe(1);
  });
});

describe('searching by a masked field', () => {
  it('matches only the whole value: a prefix reads nothing back (it did, in 18 queries)', async () => {
    const viewer = await t.login(await userWithPerms(t, 'mask.search', ['talents:list:query', 'talents:list:all'], { scope: 1 }));
    const talent: Row = await k().selectFrom('talent').select(['id', 'mobile', 'name']).where('mobile', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const found = async (keywords: string) => (await call(viewer, `/talents/talents?view=all&keywords=${encodeURIComponent(keywords)}`)).body.data;
    for (const prefix of [talent.mobile.slice(0, 3), talent.mobile.slice(0, 7), talent.mobile.slice(0, 10)]) {
      expect((await found(prefix)).list.filter((r: Row) => r.id === talent.id), prefix).toEqual([]);
    }
    const before = await reveals();
    const whole = await found(talent.mobile);
    expect(whole.list.map((r: Row) => r.id)).toContain(talent.id);
    // Confirming whose number it is, is a reveal.
    expect(await reveals()).toBe(before + 1);
    const log = await k().selectFrom('sys_oplog').select('summary').where('op_type', '=', 7).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.summary).toContain(maskValue('mobile', talent.mobile));
    expect(log.summary).not.toContain(talent.mobile);
    // Names still match by their start, unlogged.
    await found(String(talent.name).slice(0, 1));
    expect(await reveals()).toBe(before + 1);
  });
});

describe('a signed contract\'s PDF', () => {
  it('opens for the contract\'s owner and holders of talents:contract:sensitive, each opening logged; not for others who see the contract', async () => {
    const contract: Row = await k().selectFrom('talents_contract').selectAll().where('status', '=', '3').orderBy('id').executeTakeFirstOrThrow();
    const owner = (await k().selectFrom('sys_user').select('username').where('id', '=', contract.owner_id).executeTakeFirstOrThrow()).username;
    const open = (token: string) => t.app.inject({ method: 'GET', url: contract.pdf, headers: { authorization: `Bearer ${token}` } });
    const lead = await t.login(await userWithPerms(t, 'mask.lead', ['talents:contract:query'], { scope: 1 }));
    expect((await call(lead, `/app/contract/detail/${contract.id}`)).body.code).toBe('00000');
    expect((await open(lead)).statusCode).toBe(404);
    const before = await reveals();
    expect((await open(await t.login(owner))).statusCode).toBe(200);
    const legal = await t.login(await userWithPerms(t, 'mask.legal', ['talents:contract:query', 'talents:contract:sensitive'], { scope: 1 }));
    const res = await open(legal);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await reveals()).toBe(before + 2);
  });
});

describe('a staff user\'s masked mobile', () => {
  it('is read whole through 查看 by whoever may list users, logged', async () => {
    const viewer = await t.login(await userWithPerms(t, 'mask.users2', ['sys:user:query']));
    const hr: Row = await k().selectFrom('sys_user').select(['id', 'mobile']).where('username', '=', 'hr01').executeTakeFirstOrThrow();
    const before = await reveals();
    expect((await call(viewer, '/reveal/system/user', 'POST', { id: hr.id, field: 'mobile' })).body.data).toEqual({ mobile: hr.mobile });
    expect(await reveals()).toBe(before + 1);
  });
});

import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidBody, validBody } from '../test/openapi-samples.ts';
import { buildTestApp, DEMO_PASSWORD, PNG_1PX, type TestApp, uploadFile } from '../test/harness.ts';
import { readFileSync } from 'node:fs';
import { type Document, METHODS, undocumented } from './document.ts';
import { TYPES_FILE, typesSource } from './types-file.ts';
import { schemaCompiler } from './answer-check.ts';

type Op = Record<string, any>;

const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let t: TestApp;
let admin: string;
let doc: Document;

/**
 * Screens whose create is the short-video platform's to accept (a card registered with it, a
 * mini-program's link made by it), which it does only for an account or mini-program authorized to
 * us — something no body can carry. Their valid body passes every check of ours and reaches the
 * platform step, whose refusal comes back as the document's 400 naming the platform, not a field.
 */
const PLATFORM_MADE = new Set(['tools/link', 'tools/trill', 'tools/trillMicroCard']);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  const res = await t.request({ method: 'GET', url: '/v1/api/openapi.json', token: admin });
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

/** `schema`, or the component it refers to. */
const deref = (d: Document, schema: Op): Op => (schema.$ref ? (d.components!.schemas as Op)[schema.$ref.split('/').pop()] : schema);

/** Every operation of a document, with its path and method. */
const operations = (d: Document) => Object.entries(d.paths ?? {}).flatMap(([path, item]) => METHODS.flatMap((m) => ((item as Op)?.[m] ? [{ path, method: m, op: (item as Op)[m] as Op }] : [])));

/** A validator of answers against the document's schemas ($refs into its components resolved). */
function answers(d: Document) {
  const compile = schemaCompiler(d);
  return (op: Op, status: number, body: unknown): string | null => {
    let response = op.responses?.[String(status)];
    if (!response) return `文档没有 ${status} 的回答`;
    if (response.$ref) response = (d.components!.responses as Op)[response.$ref.split('/').pop()];
    const schema = response.content?.['application/json']?.schema;
    return schema ? compile(schema)(body) : null;
  };
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, for admin and for a recruiter', async () => {
    const validator = new Validator();
    const whole = await validator.validate(doc as never);
    expect(whole.errors ?? []).toEqual([]);
    expect(whole.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const hr = await t.request({ method: 'GET', url: '/v1/api/openapi.json', token: await t.login('hr01', DEMO_PASSWORD) });
    expect((await new Validator().validate(hr.body)).valid).toBe(true);
  });

  it('documents every route: each hand-written one by its own schema, each engine binding from its screen', () => {
    expect(undocumented(t.app, doc)).toEqual([]);
    // And it notices one missing: the check is not empty by construction.
    const lacking = structuredClone(doc);
    delete (lacking.paths!['/v1/api/system/users'] as Op).get;
    delete (lacking.paths!['/v1/api/talents/talents'] as Op).get;
    (lacking.paths!['/v1/api/auth/login'] as Op).post.summary = '';
    expect(undocumented(t.app, lacking).sort()).toEqual(['GET /v1/api/system/users', 'GET /v1/api/talents/talents', 'POST /v1/api/auth/login'].sort());
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(250);
    for (const { op } of ops) expect(typeof op['x-permission']).toBe('string');
  });

  it('describes a model as the server checks it: types, dictionaries with labels, money in fen, masks, relations', () => {
    const create = (doc.paths!['/v1/api/talents/talents/add'] as Op).post;
    const body = deref(doc, create.requestBody.content['application/json'].schema);
    expect(body.required).toEqual(expect.arrayContaining(['name', 'mobile']));
    expect(body.required).not.toContain('status'); // it has a default
    expect(body.properties.mobile).toMatchObject({ type: 'string', format: 'mobile', 'x-mask': 'mobile', 'x-unique': true });
    expect(body.properties.gender).toMatchObject({ type: 'integer', 'x-dict': 'gender', enum: [0, 1, 2] });
    expect(body.properties.gender['x-enum-labels']).toMatchObject({ 1: '男', 2: '女' });
    expect(body.properties.expected_pay).toMatchObject({ type: 'integer', format: 'money', 'x-unit': 'fen' });
    expect(body.properties.job_type_id['x-relation']).toEqual({ screen: 'company/jobTypes', label: 'name' });
    expect(body.properties.owner_id).toBeDefined();
    expect(create['x-permission']).toBe('talents:list:add');
    expect(create.responses['400'].$ref).toBe('#/components/responses/E400');
    const list = (doc.paths!['/v1/api/talents/talents'] as Op).get;
    expect(list.parameters.map((p: Op) => p.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'keywords', 'status', 'view']));
    // A hand-written route's own schema: the login body.
    const login = (doc.paths!['/v1/api/auth/login'] as Op).post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(login['x-permission']).toBe('public');
    // A public call says it needs no token (the document's default is the bearer token).
    expect(login.security).toEqual([]);
    expect(login.operationId).toBe('postAuthLogin');
  });

  it('holds only the calls the caller may make', async () => {
    const hr = (await t.request({ method: 'GET', url: '/v1/api/openapi.json', token: await t.login('hr01', DEMO_PASSWORD) })).body as Document;
    const profile = await t.request({ method: 'GET', url: '/v1/api/account/profile', token: await t.login('hr01', DEMO_PASSWORD) });
    const held = new Set<string>(profile.body.data.perms);
    const ops = operations(hr);
    expect(ops.length).toBeGreaterThan(30);
    expect(ops.length).toBeLessThan(operations(doc).length);
    for (const { op, method, path } of ops) {
      const perm = op['x-permission'];
      expect(perm === 'public' || perm === 'login' || held.has(perm), `${method} ${path} 需要 ${perm}`).toBe(true);
    }
    expect(hr.paths!['/v1/api/system/users']).toBeUndefined();
    // Nor the model of a screen they cannot open.
    expect(Object.keys(hr.components!.schemas!)).toContain('talents_list');
    expect(Object.keys(hr.components!.schemas!)).not.toContain('system_dept_create');
    expect((hr.paths!['/v1/api/talents/talents'] as Op).get).toBeDefined();
    const anonymous = await t.request({ method: 'GET', url: '/v1/api/openapi.json' });
    expect(anonymous.status).toBe(401);
  });
});

describe('the typed client', () => {
  it('is generated from this document: widgets/api/types.ts has not drifted from the server', async () => {
    const fresh = await typesSource(doc);
    expect(readFileSync(TYPES_FILE, 'utf8') === fresh, 'widgets/api/types.ts 与接口文档不一致：请运行 npm run openapi:types').toBe(true);
  });
});

describe('hand-written routes answer as the document says', () => {
  it('every GET without parameters that documents its data', async () => {
    const check = answers(doc);
    // Those documenting their data in the envelope, and those answering outside it (the document itself).
    const described = operations(doc).filter(({ method, op }) => {
      const schema = op.responses['200']?.content?.['application/json']?.schema;
      return method === 'get' && !op.parameters?.length && !op['x-screen'] && schema && (!schema.properties?.code || Object.keys(schema.properties.data ?? {}).length);
    });
    expect(described.map((d) => d.path)).toEqual(expect.arrayContaining(['/v1/api/app/call/desk', '/v1/api/openapi.json']));
    for (const { path, op } of described) {
      const res = await t.request({ method: 'GET', url: path, token: admin });
      expect([res.status, check(op, res.status, res.body)], path).toEqual([200, null]);
    }
  });
});

describe('every engine screen answers as the document says', () => {
  it('a valid body generated from the document is saved; an invalid one is refused naming its field', async () => {
    const check = answers(doc);
    const ops = operations(doc);
    // A screen's binding, plain (not a view's own list).
    const binding = (component: string, api: string) => ops.find((o) => o.op['x-screen'] === component && o.op['x-binding'] === api && !o.op['x-view']);
    const send = (method: string, path: string, payload?: unknown) => t.request({ method: method.toUpperCase() as 'GET', url: path, token: admin, ...(payload === undefined ? {} : { payload: payload as object }) });
    const ids = new Map<string, number>();
    // An id of a screen's record: the first its list shows, or one made from the document.
    const relationId = async (screen: string): Promise<number> => {
      if (ids.has(screen)) return ids.get(screen)!;
      const list = binding(screen, 'list');
      if (screen === 'system/user') return 1;
      const page = list && await send('get', `${list.path}?pageSize=1`);
      let id = page?.body?.data?.list?.[0]?.id as number | undefined;
      if (!id) {
        const create = binding(screen, 'create')!;
        const made = await send('post', create.path, await validBody(deref(doc, create.op.requestBody.content['application/json'].schema), help));
        id = made.body.data?.id;
      }
      ids.set(screen, id!);
      return id!;
    };
    // A file of the first kind the field takes, uploaded where the document says.
    const upload = async (api: string, accept: string[]) => {
      const [, path] = api.split(' ');
      const file = accept.includes('image') ? PNG_1PX : accept.includes('pdf') ? MINIMAL_PDF : undefined;
      if (!file) throw new Error(`样例不会上传 ${accept.join('/')}`);
      const [url, query] = path.split('?');
      const res = await uploadFile(t, url, admin, file, Object.fromEntries(new URLSearchParams(query)));
      return res.body.data.url as string;
    };
    const help = { relationId, upload };
    const failures: string[] = [];
    let screens = 0;
    for (const { path, method, op } of ops.filter((o) => o.op['x-binding'] === 'create')) {
      const component = op['x-screen'] as string;
      const schema = deref(doc, op.requestBody.content['application/json'].schema);
      const body = await validBody(schema, help);
      const saved = await send(method, path, body);
      if (PLATFORM_MADE.has(component)) {
        if (saved.status !== 400 || check(op, 400, saved.body) || saved.body.data?.length || !saved.body.msg.includes('短视频平台')) failures.push(`${component} 新增 → ${saved.status} ${JSON.stringify(saved.body)}`);
        continue;
      }
      if (saved.status !== 200) { failures.push(`${component} 新增 ${JSON.stringify(body)} → ${saved.status} ${saved.body.msg}`); continue; }
      const wrongAnswer = check(op, 200, saved.body);
      if (wrongAnswer) failures.push(`${component} 新增的回答与文档不符：${wrongAnswer}`);
      const id = saved.body.data.id as number;
      screens++;
      const detail = binding(component, 'detail');
      if (detail) {
        const got = await send('get', detail.path.replace('{id}', String(id)));
        const wrong = got.status === 200 ? check(detail.op, 200, got.body) : `${got.status} ${got.body.msg}`;
        if (wrong) failures.push(`${component} 详情：${wrong}`);
      }
      const list = binding(component, 'list')!;
      const page = list.method === 'get' ? await send('get', `${list.path}?pageSize=5`) : await send(list.method, list.path, { pageSize: 5 });
      const wrongList = page.status === 200 ? check(list.op, 200, page.body) : `${page.status} ${page.body.msg}`;
      if (wrongList) failures.push(`${component} 列表：${wrongList}`);
      const refused = invalidBody(schema, body);
      const bad = await send(method, path, refused.body);
      if (bad.status !== 400 || check(op, 400, bad.body) || !JSON.stringify(bad.body.data ?? bad.body.msg).includes(refused.field)) {
        failures.push(`${component} 错误的「${refused.field}」→ ${bad.status} ${JSON.stringify(bad.body)}`);
      }
      const remove = binding(component, 'remove');
      if (remove && !remove.op.parameters?.some((p: Op) => p.in === 'query')) {
        const gone = await send(remove.method, remove.path.replace('{id}', String(id)));
        const wrong = gone.status === 200 ? check(remove.op, 200, gone.body) : gone.status === 400 ? check(remove.op, 400, gone.body) : `${gone.status} ${gone.body.msg}`;
        if (wrong) failures.push(`${component} 删除：${wrong}`);
      }
    }
    // Every list (some screens only list: logs, call records): a page as the document's query says, and one it refuses.
    let lists = 0;
    for (const { path, method, op } of ops.filter((o) => o.op['x-binding'] === 'list')) {
      const page = method === 'get' ? await send('get', `${path}?page=2&pageSize=3`) : await send(method, path, { page: 2, pageSize: 3 });
      const wrong = page.status === 200 ? check(op, 200, page.body) : `${page.status} ${page.body.msg}`;
      if (wrong) failures.push(`${op.operationId} 列表：${wrong}`);
      const refused = method === 'get' ? await send('get', `${path}?pageSize=100000`) : await send(method, path, { pageSize: 100000 });
      if (refused.status !== 400 || check(op, 400, refused.body)) failures.push(`${op.operationId} pageSize=100000 → ${refused.status} ${JSON.stringify(refused.body)}`);
      lists++;
    }
    expect(failures).toEqual([]);
    expect(screens).toBeGreaterThanOrEqual(20);
    expect(lists).toBeGreaterThanOrEqual([...t.app.engine.screens.values()].filter((s) => s.resource).length);
  }, 120_000);
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uploadFile } from '../test/harness.ts';
import { cleanHtml, htmlText } from '../services/html.ts';
import { SITE_CALLS_PER_MINUTE } from './site-routes.ts';

let t: TestApp;
let ops: string;
let image: { id: number; file: string; publicUrl: string };

/** The allow-list of each public answer: what the site may read, and nothing else. */
const NOTE_FIELDS = ['id', 'title', 'cover_id', 'summary', 'content', 'tags', 'published_at'].sort();
const PAGE_FIELDS = ['title', 'cover_id', 'content', 'published_at'].sort();

/** A call as ops01, as `token`'s holder, or (null) as the public with no token at all. */
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token: string | null = ops, headers?: Record<string, string>) =>
  t.request({ method, url: `/v1/api${url}`, token: token ?? undefined, payload, headers });

beforeAll(async () => {
  t = await buildTestApp();
  ops = await t.login('ops01');
  const poster = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#fa541c' } }).png().toBuffer();
  const up = await uploadFile(t, '/v1/api/uploads/matter', ops, poster, { field: 'file' });
  const created = await call('POST', '/app/matter/add', { title: '招聘季海报', file: up.body.data.url, folder: '2' });
  image = { id: created.body.data.id, file: up.body.data.url, publicUrl: up.body.data.url.replace('/files/private/', '/files/') };
});
afterAll(() => t.close());

describe('rich text through the allow-list', () => {
  it('drops scripts, event attributes, javascript: links and foreign frames; keeps headings, lists, tables, own images', () => {
    const dirty = '<h2 onclick="x()">岗位</h2><script>alert(1)</script><p>薪资<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">点我</a><a href="https://kp.example/jobs">岗位</a></p>'
      + '<ul><li>包吃住</li></ul><table><tbody><tr><td colspan="2">月薪</td></tr></tbody></table><iframe src="https://evil.example"></iframe><img src="/v1/api/files/AbC_123">';
    const clean = cleanHtml(dirty);
    expect(clean).toBe('<h2>岗位</h2><p>薪资<a>点我</a><a href="https://kp.example/jobs" target="_blank" rel="noopener noreferrer nofollow">岗位</a></p>'
      + '<ul><li>包吃住</li></ul><table><tbody><tr><td colspan="2">月薪</td></tr></tbody></table><img src="/v1/api/files/AbC_123" />');
    expect(cleanHtml('<p></p><p><br></p>')).toBe('');
    expect(htmlText('<h2>岗位</h2><p>月薪 <b>8000</b></p>')).toBe('岗位月薪 8000');
  });
});

describe('notes: draft, published, on the public endpoint', () => {
  it('keeps a note sanitized, shows it on the site only once published, with the allow-listed fields', async () => {
    const created = await call('POST', '/app/note/add', {
      title: '春季招聘开始了', cover_id: image.id, summary: '三百个岗位等你来',
      content: `<h2>岗位</h2><p>包吃住<script>steal()</script></p><img src="${image.publicUrl}" onerror="steal()">`,
    });
    expect(created.body.code).toBe('00000');
    const id = created.body.data.id;
    const kept = await call('GET', `/app/note/detail/${id}`);
    expect(kept.body.data.content).toBe(`<h2>岗位</h2><p>包吃住</p><img src="${image.publicUrl}" />`);
    expect(kept.body.data.status).toBe('0');
    // A draft is not on the site.
    expect((await call('GET', `/site/notes/${id}`, undefined, null)).status).toBe(404);
    expect((await call('GET', '/site/notes', undefined, null)).body.data).toEqual({ list: [], total: 0 });
    const published = await call('POST', '/actions/tools/note/publish', { ids: [id] });
    expect(published.body.code).toBe('00000');
    const list = await call('GET', '/site/notes', undefined, null);
    expect(list.body.data.total).toBe(1);
    const [note] = list.body.data.list;
    expect(Object.keys(note).sort()).toEqual(NOTE_FIELDS);
    expect(note).toMatchObject({ id, title: '春季招聘开始了', cover_id: image.publicUrl, summary: '三百个岗位等你来' });
    expect(note.published_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const one = await call('GET', `/site/notes/${id}`, undefined, null);
    expect(Object.keys(one.body.data).sort()).toEqual(NOTE_FIELDS);
    // The cover is readable by anyone at that address.
    expect((await t.request({ method: 'GET', url: image.publicUrl })).status).toBe(200);
    // Withdrawn, it is gone from the site.
    await call('POST', '/actions/tools/note/withdraw', { ids: [id] });
    expect((await call('GET', `/site/notes/${id}`, undefined, null)).status).toBe(404);
    await call('POST', '/actions/tools/note/publish', { ids: [id] });
  });

  it('answers 304 to a caller holding the same answer, and a new ETag once it changes', async () => {
    const first = await call('GET', '/site/notes', undefined, null);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await call('GET', '/site/notes', undefined, null, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    await call('POST', '/app/note/add', { title: '第二篇笔记', content: '<p>内容</p>' }).then((r) => call('POST', '/actions/tools/note/publish', { ids: [r.body.data.id] }));
    const changed = await call('GET', '/site/notes', undefined, null, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('single pages (公司介绍): versions, publish, restore', () => {
  it('saves drafts as versions, publishes one, restores an earlier one as a new draft; the site reads only the published one', async () => {
    expect((await call('GET', '/site/pages/company', undefined, null)).status).toBe(404);
    const v1 = await call('POST', '/pages/save/static/company', { data: { title: '关于快聘', cover_id: image.id, content: `<h2>我们是谁</h2><p>上海快聘</p><img src="${image.publicUrl}">` } });
    expect(v1.body.data).toEqual({ version: 1 });
    await call('POST', '/pages/publish/static/company', {});
    const v2 = await call('POST', '/pages/save/static/company', { data: { title: '关于快聘（新）', content: '<p>新版本<script>x()</script><img src="/x.png" onerror="x()"></p>' } });
    expect(v2.body.data).toEqual({ version: 2 });
    const state = await call('GET', '/pages/static/company');
    expect(state.body.data.current).toMatchObject({ version: 2, status: 'draft', data: { title: '关于快聘（新）', content: '<p>新版本</p>' } });
    expect(state.body.data.published).toMatchObject({ version: 1, status: 'published' });
    expect(state.body.data.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([[2, 'draft'], [1, 'published']]);
    // The site still reads version 1, with the allow-listed fields only, the banner by its public address.
    const site = await call('GET', '/site/pages/company', undefined, null);
    expect(Object.keys(site.body.data).sort()).toEqual(PAGE_FIELDS);
    expect(site.body.data).toMatchObject({ title: '关于快聘', cover_id: image.publicUrl });
    // Restoring version 1 makes version 3, a draft with its fields; publishing it changes the site.
    expect((await call('POST', '/pages/restore/static/company', { version: 1 })).body.data).toEqual({ version: 3 });
    await call('POST', '/pages/publish/static/company', { version: 2 });
    expect((await call('GET', '/site/pages/company', undefined, null)).body.data.title).toBe('关于快聘（新）');
    const after = await call('GET', '/pages/static/company');
    expect(after.body.data.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([[3, 'draft'], [2, 'published'], [1, 'old']]);
    await call('POST', '/pages/publish/static/company', { version: 3 });
  });

  it('checks a save by the model, and refuses those without the permission', async () => {
    const bad = await call('POST', '/pages/save/static/join', { data: { title: '短', content: '' } });
    expect(bad.status).toBe(400);
    const hr = await t.login('hr01');
    expect((await call('GET', '/pages/static/join', undefined, hr)).status).toBe(403);
    expect((await call('POST', '/pages/save/static/join', { data: { title: '加入我们', content: '<p>x</p>' } }, hr)).status).toBe(403);
    expect((await call('POST', '/pages/save/static/join', { data: { title: '加入我们', content: '<p>x</p>' } }, null)).status).toBe(401);
  });
});

describe('an item in use', () => {
  it('cannot be deleted, and the refusal names who uses it', async () => {
    const res = await call('DELETE', `/app/matter/delete/${image.id}`);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('还有 1 个笔记使用这个素材（「春季招聘开始了」），请先修改或删除它们');
    // 「被引用」: every kind of user at once, each with its count and names.
    const used = await call('GET', `/used-by/matter?id=${image.id}`);
    expect(used.body.data).toEqual([
      { what: '笔记', count: 1, names: ['春季招聘开始了'] },
      { what: '单页', count: 1, names: ['公司介绍（已发布）'], page: true },
    ]);
    expect((await call('GET', `/used-by/matter?id=${image.id}`, undefined, await t.login('hr01'))).status).toBe(403);
    // Only a page using it: the page is named.
    const notes = await call('GET', '/app/note/list', undefined);
    for (const note of notes.body.data.list) {
      await call('POST', '/actions/tools/note/withdraw', { ids: [note.id] });
      await call('DELETE', `/app/note/delete/${note.id}`);
    }
    const page = await call('DELETE', `/app/matter/delete/${image.id}`);
    expect(page.body.msg).toBe('还有 1 个单页使用这个素材（「公司介绍（已发布）」），请先修改它们');
  });
});

describe('the public endpoints', () => {
  it('hold each address to its calls a minute, across processes sharing the database', async () => {
    const other = await buildTestApp({ shareWith: t });
    try {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      let refused = 0;
      for (let i = 0; i < SITE_CALLS_PER_MINUTE + 5; i++) {
        const app = i % 2 ? other : t;
        const res = await app.request({ method: 'GET', url: '/v1/api/site/notes', headers, remoteAddress: '203.0.113.9' } as never);
        if (res.status === 429) refused++;
      }
      expect(refused).toBe(5);
    } finally {
      await other.close();
    }
  });
});

describe('招聘岗位 on the site: hiring posts within their dates, in the order set, the declared fields only', () => {
  it('shows a post while it is hiring and today is within its dates, with its related fields by their labels', async () => {
    const { seedDemoWorld } = await import('../db/demo-world.ts');
    const k = t.db.kysely as never as import('kysely').Kysely<any>;
    await seedDemoWorld(k, t.clock());
    const posts = await k.selectFrom('company_post').select(['id', 'title', 'status', 'city']).orderBy('id').limit(3).execute();
    await k.updateTable('company_post').set({ status: '1' }).where('id', 'in', [posts[0].id, posts[1].id]).execute();
    await k.updateTable('company_post').set({ status: '0' }).where('id', '=', posts[2].id).execute();
    const today = new Date(t.clock()).toISOString().slice(0, 10);
    const add = (body: object) => call('POST', '/app/site/post/add', body);
    expect((await add({ post_id: posts[0].id, sort: 20, highlight: true })).body.code).toBe('00000');
    expect((await add({ post_id: posts[1].id, sort: 10, valid_from: '2099-01-01' })).body.code).toBe('00000');
    expect((await add({ post_id: posts[2].id, sort: 5 })).body.code).toBe('00000');
    // A span the wrong way round is refused in words.
    expect((await add({ post_id: posts[1].id, sort: 1, valid_from: today, valid_to: '2000-01-01' })).body.msg).toContain('展示结束不能早于展示开始');
    const site = await call('GET', '/site/posts', undefined, null);
    // Only the first: the second starts in 2099, the third is a draft.
    expect(site.body.data.total).toBe(1);
    const [shown] = site.body.data.list;
    expect(Object.keys(shown).sort()).toEqual(['id', 'post_id.title', 'post_id.company_id', 'post_id.city', 'post_id.pay_min', 'post_id.pay_max', 'post_id.pay_unit', 'post_id.headcount', 'post_id.requirements', 'highlight', 'valid_to'].sort());
    expect(shown).toMatchObject({ 'post_id.title': posts[0].title, 'post_id.city': posts[0].city, highlight: true, valid_to: null });
    const company = await k.selectFrom('company_post').innerJoin('company', 'company.id', 'company_post.company_id').select('company.name').where('company_post.id', '=', posts[0].id).executeTakeFirstOrThrow();
    expect(shown['post_id.company_id']).toBe(company.name);
    // The second starts today: now both, in the order set (10 before 20).
    const second = (await call('GET', '/app/site/post/list', undefined)).body.data.list.find((r: { post_id: number }) => r.post_id === posts[1].id);
    await call('POST', `/app/site/post/edit/${second.id}`, { valid_from: today });
    const both = await call('GET', '/site/posts', undefined, null);
    expect(both.body.data.list.map((r: Record<string, unknown>) => r['post_id.title'])).toEqual([posts[1].title, posts[0].title]);
  });
});

// The list endpoint of a generic resource with 1,000,000 rows (auth and permission checks
// included) against a bare Fastify route answering the same 20 rows from memory.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { adminHeaders, benchServer } from './bench-server.ts';
import { load, type LoadResult } from './load.ts';

export const ROWS = 1_000_000;
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'.split('');
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '华', '红'];
const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '苏州', '南京'];

export const BENCH_SCHEMA = {
  kind: 'crud', title: '压测人才', perms: { query: 'talents:list:query' },
  api: { list: 'GET /bench/people' },
  model: { type: 'object', properties: {
    name: { type: 'string', title: '姓名', maxLength: 32 },
    mobile: { type: 'string', title: '手机号', maxLength: 11 },
    city: { type: 'string', title: '城市', maxLength: 16 },
    status: { type: 'integer', title: '状态', 'x-dict': 'status' },
    age: { type: 'integer', title: '年龄' },
  } },
  search: { fields: ['status', 'city'], keywords: ['name', 'mobile'] },
  list: { columns: ['name', 'mobile', 'city', { field: 'status', format: 'dict' }, 'age'], pageSize: 20 },
  storage: { table: 'bench_person' },
};

export interface ListBench { engine: LoadResult; search: LoadResult; bare: LoadResult; seedSeconds: number }

export async function benchListEndpoint(seconds = 10): Promise<ListBench> {
  const server = await benchServer({ bench: BENCH_SCHEMA });
  const { app, config } = server;

  const started = Date.now();
  const raw = new Database(config.sqliteFile);
  const insert = raw.prepare('insert into bench_person (name, mobile, city, status, age, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)');
  raw.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const name = SURNAMES[i % SURNAMES.length] + GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length] + (i % 7 === 0 ? GIVEN[i % GIVEN.length] : '');
      insert.run(name, `1${3 + (i % 7)}${String(i).padStart(9, '0')}`, CITIES[i % CITIES.length], i % 5 === 0 ? 0 : 1, 18 + (i % 40), started, started);
    }
  })();
  raw.exec('ANALYZE');
  raw.close();
  const seedSeconds = (Date.now() - started) / 1000;

  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await adminHeaders(base);
  const listUrl = `${base}/v1/api/bench/people?page=1&pageSize=20`;
  const page = await (await fetch(listUrl, { headers })).json();
  if (page.data?.list?.length !== 20) throw new Error(`list answered ${JSON.stringify(page).slice(0, 200)}`);

  await load(listUrl, { headers, seconds: 2 });
  const engine = await load(listUrl, { headers, seconds });
  const searchUrl = `${base}/v1/api/bench/people?page=1&pageSize=20&keywords=${encodeURIComponent('张伟')}`;
  await load(searchUrl, { headers, seconds: 2 });
  const search = await load(searchUrl, { headers, seconds });
  await server.close();

  const bare = Fastify({ logger: false });
  const body = { code: '00000', msg: '成功', data: page.data };
  bare.get('/rows', async () => body);
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  await load(`${bareBase}/rows`, { seconds: 2 });
  const bareRun = await load(`${bareBase}/rows`, { seconds });
  await bare.close();
  return { engine, search, bare: bareRun, seedSeconds };
}

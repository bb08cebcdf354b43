// The list of a generic stored resource with 1,000,000 rows shaped like talents, under the mix
// users make (issue 12): each request a random one of page 1–1000, the last 1000 pages, a middle
// page, a dictionary filter with a contains filter, a contains filter alone, a name prefix, and a
// sort on a non-default column over pages 1–100 — with 20 writes/s from a second client and a
// 20/s probe of a cheap route. Against a bare Fastify route answering 20 rows from memory.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { adminHeaders, benchServer } from './bench-server.ts';
import { type MixResult, peakRss, runMix } from './mix.ts';

export const ROWS = 1_000_000;
const PAGES = ROWS / 20;
export const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'.split('');
export const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '华', '红'];
const CITIES = ['上海', '苏州', '昆山', '东莞', '深圳', '广州', '杭州', '成都', '武汉', '郑州', '天津', '青岛', '海口', '珠海', '北京', '南京'];
const STREETS = ['人民路', '建设路', '解放大道', '星湖街', '长江路', '工业大道', '中山路', '和平路'];
const JOBS = ['普工', '装配工', '质检员', '叉车司机', '仓库管理员', '分拣员', '服务员', '厨师', '保洁员', '电工', '焊工', '快递员'];

export const BENCH_SCHEMA = {
  kind: 'crud', title: '压测人才', perms: { query: 'talents:list:query', add: 'talents:list:add' },
  api: { list: 'GET /bench/people', create: 'POST /bench/people/add' },
  model: { type: 'object', required: ['name', 'mobile'], properties: {
    name: { type: 'string', title: '姓名', maxLength: 32 },
    mobile: { type: 'string', title: '手机号', maxLength: 11 },
    city: { type: 'string', title: '城市', maxLength: 16 },
    address: { type: 'string', title: '地址', maxLength: 64 },
    job: { type: 'string', title: '岗位', maxLength: 16 },
    status: { type: 'integer', title: '状态', 'x-dict': 'status' },
    age: { type: 'integer', title: '年龄' },
  } },
  search: { fields: ['status', 'city', 'job'], keywords: ['name', 'mobile'] },
  list: { columns: ['name', 'mobile', 'city', 'job', { field: 'status', format: 'dict' }, { field: 'age', sortable: true }], pageSize: 20 },
  storage: { table: 'bench_person' },
};

/** The kinds of list request in the mix (path templates for bench/mix-driver.mjs). */
const KINDS: Record<string, string> = {
  'page 1–1000': `/v1/api/bench/people?pageSize=20&page={rand:1:1000}`,
  'last 1000 pages': `/v1/api/bench/people?pageSize=20&page={rand:${PAGES - 999}:${PAGES}}`,
  'middle page (10,000–40,000)': '/v1/api/bench/people?pageSize=20&page={rand:10000:40000}',
  'status and city contains': '/v1/api/bench/people?pageSize=20&status={rand:0:1}&city={pick:海|州|京|都|圳}&page={rand:1:50}',
  'job contains': '/v1/api/bench/people?pageSize=20&job={pick:工|员|师|司机}&page={rand:1:50}',
  'name prefix': `/v1/api/bench/people?pageSize=20&keywords={pick:${SURNAMES.flatMap((s) => GIVEN.slice(0, 6).map((g) => s + g)).join('|')}}`,
  'sort by age, pages 1–100': '/v1/api/bench/people?pageSize=20&sort=age&order={pick:asc|desc}&page={rand:1:100}',
};

export interface ListBench { run: MixResult; bare: MixResult; rssMb: number; seedSeconds: number }

export async function benchListEndpoint(seconds = 20): Promise<ListBench> {
  const server = await benchServer({ bench: BENCH_SCHEMA });
  const { app, config } = server;

  const started = Date.now();
  const raw = new Database(config.sqliteFile);
  const insert = raw.prepare('insert into bench_person (name, mobile, city, address, job, status, age, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  raw.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const name = SURNAMES[i % SURNAMES.length] + GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length] + (i % 7 === 0 ? GIVEN[i % GIVEN.length] : '');
      const city = CITIES[(i * 7) % CITIES.length];
      insert.run(name, `1${3 + (i % 7)}${String(i).padStart(9, '0')}`, city, `${city}市${STREETS[i % STREETS.length]}${1 + (i % 999)}号`, JOBS[(i * 5) % JOBS.length], i % 5 === 0 ? 0 : 1, 18 + (i % 40), started, started);
    }
  })();
  raw.exec('ANALYZE');
  raw.close();
  const seedSeconds = (Date.now() - started) / 1000;

  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await adminHeaders(base);
  const page = await (await fetch(`${base}/v1/api/bench/people?page=1&pageSize=20`, { headers })).json();
  if (page.data?.list?.length !== 20) throw new Error(`list answered ${JSON.stringify(page).slice(0, 200)}`);

  const mix = {
    base, headers, connections: 20, kinds: KINDS,
    writes: { perSecond: 20, path: '/v1/api/bench/people/add', body: JSON.stringify({ name: '{pick:新人甲|新人乙|新人丙}', mobile: '19{rand:100000000:999999999}', city: '{pick:上海|苏州}', job: '普工', status: 1, age: 30 }) },
    probe: { perSecond: 20, path: '/v1/api/app/system/info' },
  };
  await runMix({ ...mix, seconds: 3 });
  const { result: run, rssMb } = await peakRss(() => runMix({ ...mix, seconds }));
  await server.close();

  const bare = Fastify({ logger: false });
  const body = { code: '00000', msg: '成功', data: page.data };
  bare.get('/rows', async () => body);
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareMix = { base: bareBase, connections: 20, kinds: { bare: '/rows' } };
  await runMix({ ...bareMix, seconds: 3 });
  const bareRun = await runMix({ ...bareMix, seconds });
  await bare.close();
  return { run, bare: bareRun, rssMb, seedSeconds };
}

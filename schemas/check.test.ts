import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isChart } from './chart.ts';
import { buildMetaSchema, checkData, checkRelations, checkScreen } from './check.ts';
import { describeJsonError, readScreenFiles, SCHEMAS_DIR } from './files.ts';
import { liveRegistries } from './registries.ts';

const registries = liveRegistries();
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
const messages = (name: string) => checkScreen(`fixtures/${name}.json`, fixture(name), registries).map((p) => `${p.pointer}: ${p.message}`);

describe('JSON syntax errors', () => {
  const problem = (text: string) => { try { JSON.parse(text); return ''; } catch (e) { return describeJsonError(text, e as Error); } };

  it.each([
    ['{\n  "title": "a",\n}', '不是合法的 JSON：第 3 行第 1 列，这里应是用双引号括起来的属性名（或者上一项后面多了一个逗号）'],
    ['{\n  "title": "a"\n  "kind": "crud"\n}', '不是合法的 JSON：第 3 行第 3 列，上一个属性后面缺少逗号，或者缺少右花括号 }'],
    ['{\n  "title": "a",\n  "kind": \'crud\'\n}', '不是合法的 JSON：第 3 行第 11 列，这里不应出现「\'」（字符串要用双引号，true/false/null 要小写）'],
    ['{\n  "title": "a"', '不是合法的 JSON：第 2 行第 15 列，上一个属性后面缺少逗号，或者缺少右花括号 }'],
    ['{\n  "title": "a', '不是合法的 JSON：第 2 行第 14 列，字符串缺少结束的双引号'],
  ])('says where and what, in Chinese: %j', (text, message) => {
    expect(problem(text)).toBe(message);
  });
});

describe('widgets and types', () => {
  it('refuses a widget on a field of a type it cannot edit, and a date widget without a date format', () => {
    const schema = {
      kind: 'crud', title: '测试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t' },
      model: { type: 'object', properties: {
        at: { type: 'integer', title: '时间', 'x-component': 'DatePicker' },
        day: { type: 'string', title: '日期', maxLength: 10, 'x-component': 'DatePicker' },
        when: { type: 'integer', title: '何时', format: 'date-time' },
        ok: { type: 'string', title: '时刻', maxLength: 19, format: 'date-time' },
      } },
      list: { columns: ['ok'] },
    };
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/model/properties/at/x-component: 组件「DatePicker」不能编辑 integer 类型的字段，它用于：string',
      '/model/properties/day/format: 「DatePicker」的字段需要 "format": "date" 或 "date-time"，服务器才能核对它',
      '/model/properties/when/format: 格式「date-time」的字段应为 "type": "string"（存为 YYYY-MM-DD HH:mm:ss 文本）',
    ]);
  });
});

describe('dictionaries and permission strings are data', () => {
  const schema = {
    kind: 'crud', title: '面试', perms: { query: 'talents:interview:query' }, api: { list: 'GET /talents/interviews' },
    model: { type: 'object', properties: { status: { type: 'integer', title: '面试状态', 'x-dict': 'interview_status' } } }, list: { columns: ['status'] },
  };

  it('lets a schema name a dictionary the seed never had', () => {
    expect(checkScreen('talent/interview.json', schema, registries)).toEqual([]);
  });

  it('says where to create what the database lacks', () => {
    expect(checkData('talent/interview.json', schema as never, { dicts: ['interview_stat', 'gender'], perms: [] }).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/model/properties/status/x-dict: 字典「interview_status」还不存在：请在 系统管理 › 字典管理 中新增编码为 interview_status 的字典，你是不是想写「interview_stat」？',
      '/perms/query: 权限标识「talents:interview:query」还没有对应的按钮：请在 系统管理 › 菜单管理 中为这个页面新增按钮 talents:interview:query 并授权给角色（在那之前只有超级管理员能用）',
    ]);
    expect(checkData('talent/interview.json', schema as never, { dicts: ['interview_status'], perms: ['talents:interview:query'] })).toEqual([]);
  });
});

describe('schemas:check', () => {
  it('suggests a name only when it is close, and otherwise lists the fields there are', () => {
    const schema = {
      kind: 'crud', title: '测试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t' },
      model: { type: 'object', properties: { name: { type: 'string', title: '姓名', maxLength: 20 }, mobile: { type: 'string', title: '手机', maxLength: 11 } } },
      list: { columns: ['phone_number', 'nmae'] },
    };
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual(expect.arrayContaining([
      '/list/columns/0: 字段「phone_number」不在 model.properties 中；可用的有：name、mobile、id、created_at、updated_at',
      '/list/columns/1: 字段「nmae」不在 model.properties 中，你是不是想写「name」？',
    ]));
  });

  it('passes every screen file of the product', () => {
    const files = readScreenFiles().filter((f) => !isChart(f.json));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const screen of files) expect(checkScreen(screen.file, screen.json, registries), screen.file).toEqual([]);
  });

  it('keeps schemas/screen.schema.json in step with the registries', () => {
    const committed = JSON.parse(readFileSync(`${SCHEMAS_DIR}/screen.schema.json`, 'utf8'));
    expect(committed).toEqual(buildMetaSchema(registries));
  });

  it('refuses an array field on a stored screen unless it is a multiple choice of dictionary values, an i18n label for no field and an aside on no search field', () => {
    const schema = {
      kind: 'crud', title: '测试', perms: { query: 'demo:t:query', edit: 'demo:t:edit' }, api: { list: 'GET /t', update: 'POST /t/{id}' },
      model: { type: 'object', properties: { tags: { type: 'array', title: '标签', items: { type: 'string' } }, name: { type: 'string', title: '名称' } } },
      search: { fields: ['name'] },
      list: { columns: ['name', { field: 'name', format: 'switch' }], aside: { title: '树', api: 'GET /tree', label: 'name', value: 'id', field: 'nmae' } },
      storage: { table: 't_test' },
      i18n: { 'en-US': { fields: { nam: 'Name' } } },
    };
    (schema.model as Record<string, unknown>).allOf = [{ if: { properties: { nme: { const: 'x' } } }, then: { required: ['tag'] } }];
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual(expect.arrayContaining([
      '/model/properties/tags/type: 带 storage 的页面的数组字段只能是字典多选（"items": { "type": "string" } 与 "x-dict"）或条目（"items": { "type": "object", ... }）；多个关联记录请用子表（lines）或另一个页面',
      '/list/aside/field: 字段「nmae」不在 model.properties 中，你是不是想写「name」？',
      '/i18n/en-US/fields/nam: 字段「nam」不在 model.properties 中，你是不是想写「name」？',
      '/model/allOf/0/if/properties/nme: 字段「nme」不在 model.properties 中，你是不是想写「name」？',
      '/model/allOf/0/then/required/0: 字段「tag」不在 model.properties 中，你是不是想写「tags」？',
      '/model/properties/name: 文本字段「name」需要长度上限：请加上 "maxLength"（如 64）',
    ]));
  });

  it('checks an entries field: its entries\' own rules, a bound, never a column, filter, import or public field, each entry field named in every language', () => {
    const schema = {
      kind: 'crud', title: '测试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t', import: 'POST /t/import' },
      model: { type: 'object', properties: {
        name: { type: 'string', title: '名称', maxLength: 20 },
        replies: { type: 'array', title: '回复', items: { type: 'object', required: ['kind'], properties: {
          type: { type: 'string', title: '类型', maxLength: 10 }, text: { type: 'string', title: '文字', maxLength: 50, format: 'html' }, pic: { type: 'string', title: '图', 'x-relation': { screen: 'matter', label: 'title' } },
        }, allOf: [{ if: { properties: { typ: { const: 'text' } } }, then: { required: ['txt'] } }] } },
      } },
      search: { fields: ['replies'] },
      list: { columns: ['name', 'replies'] },
      storage: { table: 't_test' },
      i18n: { 'en-US': { fields: { name: 'Name', replies: 'Replies', 'replies.type': 'Kind', 'replies.txt': 'Text' } } },
    };
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual(expect.arrayContaining([
      '/model/properties/replies/items/required/0: 条目字段「kind」不在 replies.items.properties 中；可用的有：type、text、pic',
      '/model/properties/replies/items/allOf/0/if/properties/typ: 条目字段「typ」不在 replies.items.properties 中，你是不是想写「type」？',
      '/model/properties/replies/items/allOf/0/then/required/0: 条目字段「txt」不在 replies.items.properties 中，你是不是想写「text」？',
      '/model/properties/replies/items/properties/pic/type: 关联字段「pic」存的是对方记录的 id，应为 "type": "integer"',
      '/model/properties/replies/items/properties/text/format: 条目里不能用格式「html」',
      '/model/properties/replies/maxItems: 条目字段「replies」整体存为一段 JSON：写 "maxItems"（至多 50）',
      '/search: 「replies」条目整体存为一段 JSON，不能用来查找',
      '/list/columns: 「replies」条目整体存为一段 JSON，不能作为列表列',
      '/model/properties/replies/items: 「replies」条目整体存为一段 JSON，不能导入：有条目字段的页面不能有 api.import',
      '/i18n/en-US/fields/replies.txt: 字段「replies.txt」不在 model.properties 中，你是不是想写「replies.text」？',
      '/i18n/en-US/fields: 条目字段「replies.pic」没有 en-US 名称：请在 i18n.en-US.fields 中写上',
    ]));
  });

  it('checks scenarios: their steps\' shape, this screen\'s moves and fields, and a call the screen has', () => {
    const schema = {
      kind: 'crud', title: '测试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t' },
      model: { type: 'object', properties: { name: { type: 'string', title: '名称', maxLength: 20 } } },
      actions: [{ key: 'claim', label: '认领', perm: 'demo:t:query', log: 0, set: { name: 'x' } }],
      scenarios: [{ name: '场景', steps: [{ list: {}, expect: { cout: 1 } }] }],
    };
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toContain('/scenarios/0/steps/0/expect/cout: 未知的关键字「cout」，你是不是想写「count」？');
    const named = { ...schema, scenarios: [{ name: '场景', steps: [{ as: 'hr01' }, { create: { nmae: 'x' } }, { action: 'clam', record: 'a' }] }] };
    expect(checkScreen('t.json', named, registries).map((p) => `${p.pointer}: ${p.message}`).filter((m) => m.startsWith('/scenarios'))).toEqual([
      '/scenarios/0/steps/1: 字段「nmae」不在 model.properties 中，你是不是想写「name」？',
      '/scenarios/0/steps/1: 页面没有 api.create，这一步无从调用',
      '/scenarios/0/steps/2/action: 没有操作「clam」，你是不是想写「claim」？',
    ]);
  });

  it('asks a screen in another language for its help texts there (issue 26 D8), and refuses help for no field', () => {
    const schema = {
      kind: 'crud', title: '测试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t' },
      model: { type: 'object', properties: { code: { type: 'string', title: '编码', maxLength: 8, description: '小写字母' }, name: { type: 'string', title: '名称', maxLength: 8, description: '全称' } } },
      list: { columns: ['code', 'name'] },
      i18n: { 'en-US': { fields: { code: 'Code' }, help: { code: 'Lower-case letters', nmae: 'Full name' } } },
    };
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/i18n/en-US/help: 字段「name」的说明（description）没有 en-US 译文：请在 i18n.en-US.help 中写上',
      '/i18n/en-US/help/nmae: 字段「nmae」不在 model.properties 中，你是不是想写「name」？',
    ]);
  });

  it('names the pointer and the nearest valid name for misspelt names', () => {
    expect(messages('broken-typos')).toEqual(expect.arrayContaining([
      '/model/properties/phone/format: 「mobil」不是可用的值，你是不是想写「mobile」？',
      '/model/properties/phone/x-component: 「Selct」不是可用的值，你是不是想写「Select」？',
      '/model/properties/name/titel: 未知的关键字「titel」，你是不是想写「title」？',
      '/model/properties/name: 缺少必填的「title」',
    ]));
  });

  it('cross-checks fields, bindings, actions, permissions and reactions', () => {
    const found = messages('broken-references');
    expect(found).toEqual([
      '/perms/add: 权限标识应形如「sys:user:add」（模块:资源:操作）',
      '/api/remove: 接口应写成「方法 路径」，方法为 GET、POST、PUT 或 DELETE，例如「GET /system/users」',
    ]);
    const fixed = fixture('broken-references');
    fixed.perms.add = 'lab:refs:add';
    fixed.api.remove = 'DELETE /lab/refs/{id}';
    const cross = checkScreen('fixtures/broken-references.json', fixed, registries).map((p) => `${p.pointer}: ${p.message}`);
    expect(cross).toEqual(expect.arrayContaining([
      '/model/required/0: 字段「naem」不在 model.properties 中，你是不是想写「name」？',
      '/search/fields/0: 字段「nmae」不在 model.properties 中，你是不是想写「name」？',
      '/search/keywords/0: 关键字搜索只能用于文本字段，「dept_id」不是文本',
      '/list/columns/1/field: 字段「dept」不在 model.properties 中，你是不是想写「dept_id」？',
      '/list/toolbar/0: 操作「create」需要 api.create',
      '/list/rowActions/0: addChild 只用于 tree-crud',
      '/api/update: update 的路径需要包含 {id}',
      '/api/import: 字段「dept」不在 model.properties 中，你是不是想写「dept_id」？',
      '/api/update: api.update 需要对应的 perms.edit',
      '/form/schema/properties/name/x-component: 组件「Inptu」没有注册，你是不是想写「Input」？',
      '/form/schema/properties/name/x-reactions/0: 联动依赖的字段「dept_idd」不存在，你是不是想写「dept_id」？',
    ]));
  });

  it('reports a file that is not JSON, and leaves fixtures out of the product', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kp-schemas-'));
    writeFileSync(join(dir, 'bad.json'), '{ "kind": "crud", }');
    const [bad] = readScreenFiles(dir);
    expect(bad).toMatchObject({ component: 'bad', json: null });
    expect(bad.parseError).toMatch(/^不是合法的 JSON/);
    rmSync(dir, { recursive: true });
    expect(readScreenFiles().some((f) => f.file.startsWith('fixtures/'))).toBe(false);
  });
});

describe('relations', () => {
  const screen = (properties: Record<string, object>, storage?: string) => ({
    kind: 'crud', title: '测试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t' },
    model: { type: 'object', properties }, list: { columns: [Object.keys(properties)[0]] }, ...(storage ? { storage: { table: storage } } : {}),
  });
  it('wants an integer id, no other source of options, and no field named like its label', () => {
    const schema = screen({
      company: { type: 'string', title: '企业', maxLength: 8, 'x-relation': { screen: 'company/list', label: 'name' } },
      other: { type: 'integer', title: '其他', 'x-dict': 'status', 'x-relation': { screen: 'company/list', label: 'name' } },
      other_label: { type: 'string', title: '其他名称', maxLength: 8 },
    });
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/model/properties/company/type: 关联字段「company」存的是对方记录的 id，应为 "type": "integer"',
      '/model/properties/other/x-relation: 「other」已有 x-relation，不能再写 x-options、x-dict 或 enum',
      '/model/properties/other_label: 「other_label」留给关联字段「other」的名称，请换个字段名',
    ]);
  });
  it('names a stored screen that exists, and one of its fields as the label', () => {
    const screens = new Map(Object.entries({
      'company/list': screen({ name: { type: 'string', title: '名称', maxLength: 8 } }, 'company'),
      'demo/remote': screen({ name: { type: 'string', title: '名称', maxLength: 8 } }),
    })) as never;
    const schema = screen({
      a: { type: 'integer', title: 'A', 'x-relation': { screen: 'company/lists', label: 'name' } },
      b: { type: 'integer', title: 'B', 'x-relation': { screen: 'demo/remote', label: 'name' } },
      c: { type: 'integer', title: 'C', 'x-relation': { screen: 'company/list', label: 'nam' } },
      d: { type: 'integer', title: 'D', 'x-relation': { screen: 'company/list', label: 'name' } },
    });
    expect(checkRelations('t.json', schema as never, screens).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/model/properties/a/x-relation/screen: 没有页面「company/lists」，你是不是想写「company/list」？',
      '/model/properties/b/x-relation/screen: 页面「demo/remote」没有 storage，服务器不保存它的记录，不能关联',
      '/model/properties/c/x-relation/label: 页面「company/list」没有字段「nam」，你是不是想写「name」？',
    ]);
  });
});

describe('effects, related lists, totals, due items and pool return', () => {
  const base = {
    kind: 'crud', title: '测试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t' }, list: { columns: ['name'] },
    model: {
      type: 'object',
      properties: {
        name: { type: 'string', title: '名称', maxLength: 8 },
        when: { type: 'string', title: '时间', maxLength: 19, format: 'date-time' },
        day: { type: 'string', title: '日期', maxLength: 10, format: 'date' },
        owner_id: { type: 'integer', title: '负责人' },
        target_id: { type: 'integer', title: '目标', 'x-relation': { screen: 'demo/target', label: 'title' } },
      },
    },
  };
  const target = { ...base, title: '目标', model: { type: 'object', properties: { title: { type: 'string', title: '标题', maxLength: 8 } } }, list: { columns: ['title'] }, search: { fields: [] }, storage: { table: 'target' } };
  const screens = (self: object) => new Map(Object.entries({ 'demo/self': self, 'demo/target': target })) as never;

  it('names in the file what each keyword points at', () => {
    const schema = {
      ...base, storage: { table: 't', owner: 'owner_id', ownedSince: 'day', poolReturn: { after: ['when', 'nme'], config: 'demo.days', default: 30 } },
      list: { columns: ['name'], totals: [{ field: 'nmae', title: '合计' }] },
      due: { field: 'name', title: '待办' },
      effects: { create: [{ update: 'name', values: { a: '$form.x' } }, { create: 'demo/target', values: { title: '$record.name.title', b: '$record.nothing', c: '$when' } }] },
    };
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/storage/ownedSince: 字段「day」应为 "format": "date-time"',
      '/storage/poolReturn/after/1: 字段「nme」不在 model.properties 中，你是不是想写「name」？',
      '/storage/poolReturn: 回到公海（poolReturn）需要 storage.pool',
      '/list/totals/0/field: 字段「nmae」不在 model.properties 中，你是不是想写「name」？',
      '/due/field: 字段「name」应为 "format": "date-time"',
      '/effects/create/0/update: 「name」不是本页面的关联字段（x-relation）；可用的有：target_id',
      '/effects/create/0/values/a: 「$form.x」要读的表单字段「x」不在这个操作的表单中',
      '/effects/create/1/values/title: 「name」不是关联字段（x-relation），不能读它指向的记录',
      '/effects/create/1/values/b: 字段「nothing」不在 model.properties 中；可用的有：name、when、day、owner_id、target_id、id、created_at、updated_at',
      '/effects/create/1/values/c: 「$when」应为 $me、$now、$form.字段、$record.字段 或 $record.关联字段.字段',
    ]);
  });

  it('checks across files: what an effect writes, and a related list that points back here', () => {
    const self = {
      ...base, storage: { table: 't' },
      effects: { create: [{ create: 'demo/targets', values: { title: 'x' } }, { update: 'target_id', values: { titel: 'x' } }] },
      detail: { related: [{ screen: 'demo/target', field: 'title', title: '目标' }] },
    };
    expect(checkRelations('t.json', self as never, screens(self)).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/effects/create/0/create: 没有页面「demo/targets」，你是不是想写「demo/target」？',
      '/effects/create/1/values/titel: 页面「demo/target」没有字段「titel」，你是不是想写「title」？',
      '/detail/related/0/field: 页面「demo/target」的字段「title」应为指向本页面的关联字段（x-relation）',
    ]);
  });
});

describe('money, sums and four eyes', () => {
  const schema = {
    kind: 'crud', title: '测试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t' },
    model: {
      type: 'object',
      properties: {
        amount: { type: 'number', title: '金额', format: 'money' },
        fen: { type: 'integer', title: '分', format: 'money' },
        name: { type: 'string', title: '名称', maxLength: 8 },
        status: { type: 'string', title: '状态', maxLength: 2 },
      },
    },
    list: { columns: ['name'], sums: [{ title: '合计', field: 'name' }, { title: '余额', screen: 'demo/ledger', field: 'amont' }] },
    actions: [{ key: 'check', label: '复核', perm: 'demo:t:check', log: 1, set: { name: '$now' }, notOwner: true }],
    flow: { field: 'status', initial: '0', transitions: [{ key: 'approve', label: '通过', from: ['0'], to: '1', notOwner: true, set: { status: '2', who: '$me' } }] },
    storage: { table: 't' },
  };
  const ledger = { ...schema, list: { columns: ['name'] }, actions: undefined, flow: undefined, storage: { table: 'ledger' } };

  it('takes money only on whole numbers (fen), and four eyes only where records have owners', () => {
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/model/properties/amount/format: 金额字段「amount」以分为单位存整数，应为 "type": "integer"',
      '/actions/0/notOwner: notOwner（四眼原则）需要 storage.owner：记录由谁登记',
      '/flow/transitions/0/set/status: 状态字段「status」由 to 决定，不能写在 set 中',
      '/flow/transitions/0/set/who: 字段「who」不在 model.properties 中；可用的有：amount、fen、name、status',
      '/flow/transitions/0/notOwner: notOwner（四眼原则）需要 storage.owner：记录由谁登记',
    ]);
  });

  it('sums a number field of this or another stored screen', () => {
    const screens = new Map(Object.entries({ 'demo/self': schema, 'demo/ledger': ledger })) as never;
    expect(checkRelations('t.json', schema as never, screens).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/list/sums/0/field: 页面「demo/self」的字段「name」不是数字，不能合计',
      '/list/sums/1/field: 页面「demo/ledger」没有字段「amont」，你是不是想写「amount」？',
    ]);
  });
});

describe('drawn images, numbers, date spans, flow locks, own bindings and lines', () => {
  const text = (title: string) => ({ type: 'string', title, maxLength: 8 });
  const schema = {
    kind: 'crud', title: '测试', perms: { query: 'demo:t:query', delete: 'demo:t:delete' },
    api: { list: 'GET /t', remove: 'DELETE /t/{id}?no={record.nope}' },
    model: {
      type: 'object',
      properties: {
        company_name: text('单位'), text: text('文字'), serial: text('编码'), color: text('颜色'), shape: text('形状'), name: text('名称'),
        image: { type: 'string', title: '图片', maxLength: 8, 'x-drawn': { by: 'seal', unless: 'name' } },
        no: { type: 'string', title: '编号', maxLength: 32, 'x-sequence': { prefix: 'KP-{yyyy}-', digits: 6 } },
        start: { type: 'string', title: '开始', maxLength: 10 },
        end: { type: 'string', title: '结束', maxLength: 10, format: 'date' },
        pay: { type: 'integer', title: '月薪', format: 'money' },
        pdf: { type: 'string', title: '文件', maxLength: 120, 'x-server': true },
        status: { type: 'string', title: '状态', maxLength: 2, enum: ['0', '1'] },
      },
      spans: [{ from: 'start', to: 'end', message: '结束须晚于开始' }],
    },
    list: { columns: [{ field: 'pay', format: 'money' }] },
    form: { fields: ['name', 'pdf'] },
    views: [{ key: 'mine', label: '我的', api: 'GET /t/{id}/mine' }],
    actions: [{ key: 'peek', label: '预览', perm: 'demo:t:query', log: 0, set: { name: 'x' }, api: 'POST /t/peek' }],
    flow: { field: 'status', initial: '0', editIn: ['9'], transitions: [{ key: 'go', label: '推进', from: ['0'], to: '1', hook: 'demo.go' }] },
    lines: { screen: 'demo/rows', field: 'batch_id', count: 'name' },
    storage: { table: 't' },
  };

  it('names each misuse of the keywords the server acts on', () => {
    expect(checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/list/columns/0/format: 字段「pay」以分存储（format money），列会自己按元显示：不要再写 "format": "money"（那是按元存的数字用的）',
      '/model/properties/image/x-drawn: 画出的图片「image」存文件地址，应为 "type": "string" 且 "maxLength" 至少 80',
      '/model/properties/image/x-drawn: 「image」由服务器画出，应为 "x-readonly": true',
      '/model/properties/image/x-drawn/unless: 「name」不是上传字段（x-upload），不能替代画出的图片',
      '/model/properties/no/x-sequence: 编号「no」由服务器生成：应为文本字段，带 "x-unique": true 与 "x-readonly": true，页面需要 storage',
      '/model/properties/pdf/x-server: 「pdf」只由服务器写入，不能放进表单（form.fields）',
      '/actions/0/api: 由专门接口执行的操作应为带 {id} 的 GET（只读，如「GET /app/contract/template/preview/{id}」）或 POST（写，如「POST /app/trill/comment/reply/{id}」）',
      '/actions/0/api: 由专门接口执行的操作不写 set、effects、batch、limit：它们由那个接口决定',
      '/model/spans/0/from: 「start」应为 "format": "date" 的日期字段',
      '/model/spans/0: 请写 minDays 或 minYears',
      '/flow/editIn/0: 状态「9」不是「status」的取值，你是不是想写「0」？',
      '/views/0/api: 视图的接口应为不带参数的 GET 或 POST（列表的查询条件在查询串或请求体中）',
      '/lines: 明细（lines）随导入一起写入：页面需要 storage 和 api.import',
      '/lines/count: 「name」存合计，应为 "type": "integer"',
      '/api/remove: 字段「nope」不在 model.properties 中，你是不是想写「name」？',
    ]);
  });

  it('wants lines on a stored screen whose relation points back here, summing fields it has', () => {
    const rows = {
      kind: 'crud', title: '明细', perms: { query: 'demo:r:query' }, api: { list: 'GET /r' },
      model: { type: 'object', properties: { batch_id: { type: 'integer', title: '批次', 'x-relation': { screen: 'demo/other', label: 'name' } }, net: { type: 'integer', title: '实发' } } },
      storage: { table: 'r' },
    };
    const batch = { ...schema, lines: { screen: 'demo/rows', field: 'batch_id', sums: { pay: 'nett' } } };
    const screens = new Map(Object.entries({ 'demo/batch': batch, 'demo/rows': rows })) as never;
    expect(checkRelations('t.json', batch as never, screens).map((p) => `${p.pointer}: ${p.message}`)).toEqual(expect.arrayContaining([
      '/lines/field: 「batch_id」应为页面「demo/rows」指向本页面的关联字段（x-relation）',
      '/lines/sums/nett: 页面「demo/rows」没有字段「nett」，你是不是想写「net」？',
    ]));
  });
});

// The analyst's second screen (issue 26, B2): two mistakes the check let through, and the bad data that followed.
describe('mistakes that wrote bad data', () => {
  const exam = (over: Record<string, unknown> = {}) => ({
    kind: 'crud', title: '体检预约', perms: { query: 'hr:exam:query', add: 'hr:exam:add', edit: 'hr:exam:edit' },
    api: { list: 'GET /hr/exams', create: 'POST /hr/exams/add', update: 'POST /hr/exams/edit/{id}' },
    model: { type: 'object', required: ['name', 'phone', 'status'], properties: {
      name: { type: 'string', title: '姓名', maxLength: 32 },
      phone: { type: 'string', title: '联系电话', maxLength: 11, format: 'mobile', 'x-mask': 'mobile' },
      status: { type: 'string', title: '状态', maxLength: 4, enum: ['0', '1', '2'] },
      note: { type: 'string', title: '结果说明', maxLength: 200 },
    } },
    list: { columns: ['name', 'status'] },
    form: { fields: ['name', 'phone'] },
    flow: { field: 'status', initial: '0', transitions: [{ key: 'pass', label: '合格', from: ['0'], to: '已合格' }, { key: 'fail', label: '不合格', from: ['9'], to: '2', require: ['note'] }] },
    storage: { table: 'hr_exam' },
    ...over,
  });

  it('refuses a move to, or from, a state the status field does not have, with did-you-mean', () => {
    const problems = checkScreen('hr/exam.json', exam(), registries).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toContain('/flow/transitions/0/to: 状态「已合格」不是「status」的取值；可用的有：0、1、2');
    expect(problems).toContain('/flow/transitions/1/from/0: 状态「9」不是「status」的取值，你是不是想写「0」？');
  });

  it('refuses a state its dictionary lacks, once the database is there', () => {
    const schema = exam({ model: { ...exam().model, properties: { ...exam().model.properties, status: { type: 'string', title: '状态', maxLength: 4, 'x-dict': 'exam_status' } } } });
    const problems = checkData('hr/exam.json', schema as never, { dicts: ['exam_status'], perms: ['hr:exam:query', 'hr:exam:add', 'hr:exam:edit'], dictValues: { exam_status: ['0', '1', '2'] } }).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toEqual([
      '/flow/transitions/0/to: 状态「已合格」不是字典「exam_status」的值；可用的有：0、1、2',
      '/flow/transitions/1/from/0: 状态「9」不是字典「exam_status」的值，你是不是想写「0」？',
    ]);
  });

  it('refuses a required field the create form never asks for, naming what to do', () => {
    const schema = exam({ flow: undefined });
    const screens = new Map([['hr/exam', schema as never]]);
    expect(checkRelations('hr/exam.json', schema as never, screens).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/model/required/2: 必填字段「status」不在表单（form.fields）中，每次新增都会失败：请把它加进 form.fields，或从 required 中去掉',
    ]);
    // A field its parent screen fills (a follow-up's talent) is not asked for.
    const child = exam({ flow: undefined, form: { fields: ['name', 'phone'] }, model: { ...exam().model, required: ['name', 'talent_id'], properties: { ...exam().model.properties, talent_id: { type: 'integer', title: '人才' } } } });
    const parent = { ...exam({ flow: undefined, form: { fields: ['name', 'phone', 'status'] } }), detail: { fields: ['name'], related: [{ screen: 'hr/exam', field: 'talent_id' }] } };
    expect(checkRelations('hr/exam.json', child as never, new Map([['hr/exam', child as never], ['hr/parent', parent as never]]))).toEqual([]);
  });
});

describe('recordLabel (issue 26 B7)', () => {
  it('names a plain text or relation field; a code, a masked number or a missing field is refused with a pointer', () => {
    const base = JSON.parse(readFileSync(new URL('./company/jobTypes.json', import.meta.url), 'utf8'));
    const problems = (recordLabel: string) => checkScreen('company/jobTypes.json', { ...base, recordLabel }, registries).filter((p) => p.pointer === '/recordLabel');
    expect(problems('name')).toEqual([]);
    expect(problems('nature')[0].message).toContain('不能用作记录名称');
    expect(problems('nmae')[0].message).toContain('字段「nmae」不在 model.properties 中');
  });
});

describe('detail.fields (issue 58)', () => {
  it('may show the record\'s built-in times; another name is refused with a pointer', () => {
    const base = JSON.parse(readFileSync(new URL('./company/list.json', import.meta.url), 'utf8'));
    const problems = (fields: string[]) => checkScreen('company/list.json', { ...base, detail: { fields } }, registries).filter((p) => p.pointer.startsWith('/detail/fields'));
    expect(problems(['name', 'created_at', 'updated_at'])).toEqual([]);
    expect(problems(['name', 'creatd_at'])[0].message).toContain('creatd_at');
  });
});

describe('import.key (issue 58)', () => {
  it('is id or a unique field; another is named with the unique fields there are', () => {
    const base = JSON.parse(readFileSync(new URL('./company/list.json', import.meta.url), 'utf8'));
    const problems = (key: string) => checkScreen('company/list.json', { ...base, import: { key } }, registries).filter((p) => p.pointer === '/import/key');
    expect(problems('id')).toEqual([]);
    expect(problems('credit_code')).toEqual([]);
    expect(problems('city')[0].message).toContain('「city」不是 x-unique 字段');
    expect(problems('credit_cod')[0].message).toContain('credit_code');
  });
});

describe('missing buttons (issue 26 B4)', () => {
  it('are a warning while the screen has no menu (菜单管理 makes both at once), a problem once it has one', () => {
    const schema = { kind: 'crud', title: '回访', perms: { query: 'lab:visit:query' }, api: { list: 'GET /lab/visits' }, model: { type: 'object', properties: {} } } as never;
    const data = { dicts: [], perms: [], components: ['company/list'] };
    const [before] = checkData('lab/visits.json', schema, data);
    expect(before).toMatchObject({ pointer: '/perms/query', warning: true });
    expect(before.message).toContain('从页面生成菜单和按钮');
    const [after] = checkData('lab/visits.json', schema, { ...data, components: ['lab/visits'] });
    expect(after.warning).toBeUndefined();
    expect(after.message).toContain('新增按钮 lab:visit:query');
  });
});

describe('form.fill (issue 26 D9)', () => {
  it('names a relation of the form, a stored source and its fields; never a masked one', () => {
    const base = JSON.parse(readFileSync(new URL('./talents/contract.json', import.meta.url), 'utf8'));
    const screens = new Map(readScreenFiles(SCHEMAS_DIR).filter((f) => !f.parseError).map((f) => [f.component, f.json as never]));
    const problems = (fill: unknown) => checkRelations('talents/contract.json', { ...base, form: { ...base.form, fill } }, screens).filter((p) => p.pointer.startsWith('/form/fill')).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems(base.form.fill)).toEqual([]);
    expect(problems([{ when: 'pay', set: { type: 'type' } }])[0]).toContain('应为表单中的关联字段');
    expect(problems([{ when: 'template_id', set: { type: 'tpye' } }])[0]).toContain('没有字段「tpye」');
    expect(problems([{ when: 'user_id', set: { company_id: 'mobile' } }])[0]).toContain('打码或含个人信息');
    expect(problems([{ when: 'user_id', from: { screen: 'talents/report', by: 'company_id', latest: 'start_date' }, set: { company_id: 'company_id' } }])[0]).toContain('指向「talents/list」的关联字段');
  });
});

describe('single pages, the site block and what an upload fills (issue 29)', () => {
  const check = (schema: object) => checkScreen('t.json', schema, registries).map((p) => `${p.pointer}: ${p.message}`);
  const model = { type: 'object', properties: { title: { type: 'string', title: '标题', maxLength: 60 }, content: { type: 'string', title: '正文', maxLength: 1000, format: 'html' } } };

  it('a page has query and save, no list, no store of records', () => {
    expect(check({ kind: 'page', title: '公司介绍', perms: { query: 'static:company:query', save: 'static:company:save' }, page: { key: 'company' }, model })).toEqual([]);
    expect(check({ kind: 'page', title: '公司介绍', perms: { query: 'static:company:query', save: 'static:company:save', delete: 'static:company:delete' }, page: { key: 'company' }, model, storage: { table: 'x' } })).toEqual([
      '/storage: 单页（kind: page）只有一份带版本的内容，不能有 storage',
      '/perms/delete: 单页只有 query（查看）和 save（保存、发布、恢复版本）两种权限，不能有 delete',
    ]);
    expect(check({ kind: 'page', title: '公司介绍', perms: { query: 'static:company:query' }, model }).length).toBeGreaterThan(0);
  });

  it('the site reads only fields that may be public', () => {
    const schema = {
      kind: 'crud', title: '笔记', perms: { query: 'tools:note:query' }, api: { list: 'GET /n' }, storage: { table: 'n', owner: 'owner_id' },
      model: { type: 'object', properties: { ...model.properties, mobile: { type: 'string', title: '手机', maxLength: 11, format: 'mobile', 'x-mask': 'mobile' }, owner_id: { type: 'integer', title: '负责人' } } },
      site: { key: 'pages', fields: ['title', 'mobile', 'owner_id', 'nope'] },
    };
    expect(check(schema)).toEqual([
      '/site/key: 「pages」留给单页的公开接口（/site/pages/{key}），请换一个',
      '/site/fields/1: 「mobile」含个人信息或私有文件，不能公开',
      '/site/fields/2: 负责人「owner_id」不能公开',
      '/site/fields/3: 字段「nope」不在 model.properties 中；可用的有：title、content、mobile、owner_id、id、created_at、updated_at',
    ]);
  });

  it('what an upload fills lands in server-written fields of the right type', () => {
    const schema = {
      kind: 'crud', title: '素材', perms: { query: 'tools:matter:query' }, api: { list: 'GET /m' }, storage: { table: 'm' },
      model: { type: 'object', properties: {
        file: { type: 'string', title: '文件', maxLength: 120, 'x-upload': { accept: ['image', 'video'], maxKb: { video: 102400 }, info: { size: 'size', duration: 'length', thumb: 'thumb' } } },
        size: { type: 'string', title: '大小', maxLength: 20, 'x-server': true },
        length: { type: 'number', title: '时长' },
        thumb: { type: 'string', title: '缩略图', maxLength: 120, 'x-server': true, 'x-component': 'ImageView' },
      } },
    };
    expect(check(schema)).toEqual([
      '/model/properties/file/x-upload/info/size: 「size」存size，应为 "type": "integer"',
      '/model/properties/file/x-upload/info/duration: 「length」由服务器从文件读出，应为 "x-server": true',
    ]);
  });
});

import Ajv, { type ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import { closest, distance } from 'fastest-levenshtein';
import { WIDGET_TYPES, type WidgetName } from '../runtime/schema/widget-names.ts';
import { isDateFormat, isMoneyFormat } from '../validators/formats.ts';
import { type DataRegistries, HAND_WRITTEN_TABLES, type Registries } from './registries.ts';
import { ACTION_API, ACTION_PERM, type ActionName, BUILT_IN_FIELDS, type Effect, entriesOf, type EntrySchema, type FieldSchema, FILE_INFO, isPlainText, MAX_VIDEO_KB, parseBinding, recordField, type ScreenSchema, searchField } from './types.ts';

/** One problem in one schema file, in Chinese, with where it is and what was probably meant. */
/** A problem of a schema file; `warning`: one that keeps nothing off (a screen with no menu yet lacks its buttons). */
export interface SchemaProblem { file: string; pointer: string; message: string; warning?: true }

export const PERM_PATTERN = '^[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9-]+){1,3}$';
/** The form of a dictionary code (字典管理 asks the same of a new one). */
export const DICT_CODE_PATTERN = '^[a-z][a-z0-9_]*$';
const BINDING_PATTERN = '^(GET|POST|PUT|DELETE) /\\S*$';
const ACTIONS: ActionName[] = ['create', 'edit', 'detail', 'delete', 'import', 'export', 'addChild'];

/** The meta-schema of a screen file, with the registries' names as enums (so editors complete them). */
export function buildMetaSchema(reg: Registries) {
  const binding = { type: 'string', pattern: BINDING_PATTERN };
  const allOf = {
    type: 'array', minItems: 1,
    items: {
      type: 'object', required: ['if', 'then'], additionalProperties: false,
      properties: {
        if: {
          type: 'object', required: ['properties'], additionalProperties: false,
          properties: {
            properties: {
              type: 'object', minProperties: 1,
              additionalProperties: {
                type: 'object', additionalProperties: false, minProperties: 1, maxProperties: 1,
                properties: { const: { type: ['string', 'number', 'boolean'] }, enum: { type: 'array', minItems: 1, items: { type: ['string', 'number', 'boolean'] } } },
              },
            },
          },
        },
        then: { type: 'object', required: ['required'], additionalProperties: false, properties: { required: { type: 'array', minItems: 1, items: { type: 'string' } } } },
      },
    },
  };
  const field: { type: string; required: string[]; additionalProperties: boolean; properties: Record<string, object> } = {
    type: 'object',
    required: ['type', 'title'],
    additionalProperties: false,
    properties: {
      type: { enum: ['string', 'integer', 'number', 'boolean', 'array'] },
      title: { type: 'string', minLength: 1 },
      items: { type: 'object', required: ['type'], properties: { type: { enum: ['string', 'integer', 'object'] } } },
      minItems: { type: 'integer', minimum: 0 }, maxItems: { type: 'integer', minimum: 1 },
      description: { type: 'string' },
      default: { type: ['string', 'number', 'boolean'] },
      enum: { type: 'array', items: { type: ['string', 'number'] }, minItems: 1 },
      minLength: { type: 'integer', minimum: 0 }, maxLength: { type: 'integer', minimum: 1 },
      minimum: { type: 'number' }, maximum: { type: 'number' }, pattern: { type: 'string' },
      format: { enum: reg.formats },
      // A dictionary is data: any code may be named; checkData says whether the database has it.
      'x-dict': { type: 'string', pattern: DICT_CODE_PATTERN },
      'x-options': {
        anyOf: [binding, { type: 'object', required: ['api', 'label', 'value'], additionalProperties: false, properties: { api: binding, label: { type: 'string' }, value: { type: 'string' } } }],
      },
      'x-relation': { type: 'object', required: ['screen', 'label'], additionalProperties: false, properties: { screen: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*(/[a-z][a-zA-Z0-9]*)*$' }, label: { type: 'string', minLength: 1 }, onDelete: { enum: ['cascade'] }, describe: { type: 'array', maxItems: 3, uniqueItems: true, items: { type: 'string', minLength: 1 } }, match: { enum: ['prefix', 'contains'] }, claimed: { type: 'boolean', description: '只能选有负责人的记录：公海中的在选择框里标「公海」，保存时提示先认领' } } },
      'x-mask': { enum: ['mobile', 'idcard'] },
      'x-mask-of': { type: 'string', minLength: 1 },
      'x-personal': { type: 'boolean' },
      'x-upload': {
        type: 'object', required: ['accept'], additionalProperties: false,
        properties: { accept: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['image', 'pdf', 'video', 'audio'] } },
          maxKb: { anyOf: [{ type: 'integer', minimum: 1, maximum: 20480 }, { type: 'object', additionalProperties: false, minProperties: 1, properties: {
            image: { type: 'integer', minimum: 1, maximum: 20480 }, pdf: { type: 'integer', minimum: 1, maximum: 20480 },
            audio: { type: 'integer', minimum: 1, maximum: 51200 }, video: { type: 'integer', minimum: 1, maximum: MAX_VIDEO_KB } } }] },
          maxPixels: { type: 'integer', minimum: 10_000, maximum: 40_000_000 }, fit: { type: 'integer', minimum: 64, maximum: 8192 },
          info: { type: 'object', additionalProperties: false, minProperties: 1, properties: Object.fromEntries(FILE_INFO.map((k) => [k, { type: 'string', minLength: 1 }])) },
          thumb: { type: 'integer', minimum: 64, maximum: 1024 }, public: { type: 'boolean' },
        },
      },
      'x-drawn': { type: 'object', required: ['by'], additionalProperties: false, properties: { by: { enum: Object.keys(reg.drawings) }, unless: { type: 'string' } } },
      'x-sequence': { type: 'object', required: ['prefix', 'digits'], additionalProperties: false, properties: { prefix: { type: 'string', pattern: '^[A-Za-z0-9{}-]{1,16}$' }, digits: { type: 'integer', minimum: 3, maximum: 12 } } },
      'x-unique': { type: 'boolean' },
      'x-component': { enum: reg.widgets },
      'x-component-props': { type: 'object' },
      'x-readonly': { type: 'boolean' }, 'x-server': { type: 'boolean' }, 'x-secret': { type: 'boolean' },
      'x-create-only': { type: 'boolean' },
    },
  };
  // An entry's fields: plain values, a dictionary, a relation (a library picture) — no files, secrets or lists of their own.
  const ENTRY_KEYWORDS = ['type', 'title', 'description', 'default', 'enum', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'format', 'x-dict', 'x-relation', 'x-component', 'x-component-props'];
  const entryField = { ...field, properties: { ...Object.fromEntries(ENTRY_KEYWORDS.map((k) => [k, field.properties[k]])), type: { enum: ['string', 'integer', 'number', 'boolean'] } } };
  field.properties.items = {
    anyOf: [
      { type: 'object', required: ['type'], additionalProperties: false, properties: { type: { enum: ['string', 'integer'] } } },
      {
        type: 'object', required: ['type', 'properties'], additionalProperties: false,
        properties: {
          type: { const: 'object' }, required: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          properties: { type: 'object', minProperties: 1, propertyNames: { pattern: '^[a-z][a-z0-9_]{0,62}$' }, additionalProperties: entryField },
          allOf,
        },
      },
    ],
  };
  const actions = { type: 'array', items: { enum: ACTIONS }, uniqueItems: true };
  const perm = { type: 'string', pattern: PERM_PATTERN };
  const conditions = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null', 'array'], items: { type: ['string', 'number'] } } };
  const screenPath = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*(/[a-z][a-zA-Z0-9]*)*$' };
  const effects = {
    type: 'array', minItems: 1,
    items: {
      type: 'object', required: ['values'], additionalProperties: false,
      oneOf: [{ required: ['create'] }, { required: ['update'] }],
      properties: { create: screenPath, update: { type: 'string' }, when: conditions, values: { type: 'object', minProperties: 1, additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } } },
    },
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://kp-admin.local/screen.schema.json',
    title: 'kp-admin 页面 schema',
    type: 'object',
    required: ['kind', 'title', 'perms', 'model'],
    additionalProperties: false,
    // A single page (kind page: 公司介绍) has versions, not a list: no api; it says its key and who saves.
    if: { properties: { kind: { const: 'page' } } },
    then: { required: ['page'], properties: { perms: { required: ['query', 'save'] }, api: { maxProperties: 0 } } },
    else: { required: ['api'], properties: { api: { required: ['list'] } } },
    properties: {
      $schema: { type: 'string' },
      kind: { enum: ['crud', 'tree-crud', 'page'] },
      page: { type: 'object', required: ['key'], additionalProperties: false, properties: { key: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' } } },
      site: {
        type: 'object', required: ['key', 'fields'], additionalProperties: false,
        properties: {
          key: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' },
          fields: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' } },
          when: conditions,
          sort: { type: 'object', required: ['field', 'order'], additionalProperties: false, properties: { field: { type: 'string' }, order: { enum: ['asc', 'desc'] } } },
          window: { type: 'object', required: ['from', 'to'], additionalProperties: false, properties: { from: { type: 'string' }, to: { type: 'string' } } },
        },
      },
      title: { type: 'string', minLength: 1 },
      scenarios: {
        type: 'array', minItems: 1,
        items: {
          type: 'object', required: ['name', 'steps'], additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1 },
            steps: {
              type: 'array', minItems: 1,
              items: {
                type: 'object', additionalProperties: false, minProperties: 1,
                properties: {
                  as: { type: 'string', minLength: 1 }, screen: screenPath, save: { type: 'string', pattern: '^\\w+$' },
                  create: { type: 'object' }, update: { type: 'string' }, values: { type: 'object' },
                  action: { type: 'string' }, record: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }, form: { type: 'object' },
                  list: { type: 'object', additionalProperties: { type: ['string', 'number'] } }, detail: { type: 'string' }, remove: { type: 'string' },
                  expect: { anyOf: [{ const: 'ok' }, { type: 'object', minProperties: 1, additionalProperties: false, properties: {
                    error: { type: 'string' }, message: { type: 'string' }, status: { type: 'integer', minimum: 200, maximum: 599 }, count: { type: 'integer', minimum: 0 }, values: { type: 'object' } } }] },
                },
              },
            },
          },
        },
      },
      record: { type: 'string', minLength: 1, maxLength: 16 },
      recordLabel: { type: 'string', minLength: 1 },
      description: { type: 'string' },
      perms: {
        type: 'object', additionalProperties: false, required: ['query'],
        properties: { query: perm, add: perm, edit: perm, delete: perm, import: perm, export: perm, sensitive: perm, save: perm },
      },
      api: {
        type: 'object', additionalProperties: false,
        properties: { list: binding, detail: binding, create: binding, update: binding, remove: binding, import: binding },
      },
      model: {
        type: 'object', required: ['type', 'properties'], additionalProperties: false,
        properties: {
          type: { const: 'object' },
          required: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          properties: { type: 'object', minProperties: 1, propertyNames: { pattern: '^[a-z][a-z0-9_]{0,62}$' }, additionalProperties: field },
          spans: {
            type: 'array', minItems: 1,
            items: {
              type: 'object', required: ['from', 'to', 'message'], additionalProperties: false,
              properties: { from: { type: 'string' }, to: { type: 'string' }, minDays: { type: 'integer', minimum: 0 }, minYears: { type: 'integer', minimum: 1, maximum: 50 }, when: conditions, message: { type: 'string', minLength: 1 } },
            },
          },
          allOf,
        },
      },
      search: {
        type: 'object', additionalProperties: false,
        properties: { fields: { type: 'array', items: { type: 'string' } }, keywords: { type: 'array', items: { type: 'string' } } },
      },
      list: {
        type: 'object', required: ['columns'], additionalProperties: false,
        properties: {
          columns: {
            type: 'array', minItems: 1,
            items: {
              anyOf: [
                { type: 'string' },
                {
                  type: 'object', required: ['field'], additionalProperties: false,
                  properties: {
                    field: { type: 'string' },
                    format: { enum: ['text', 'date', 'datetime', 'seconds', 'bytes', 'dict', 'boolean', 'money', 'image', 'link', 'switch'] },
                    width: { type: 'integer', minimum: 40 }, sortable: { type: 'boolean' },
                  },
                },
              ],
            },
          },
          rowActions: actions, toolbar: actions, batch: actions,
          pageSize: { enum: [10, 20, 50, 100] },
          defaultSort: { type: 'object', required: ['field', 'order'], additionalProperties: false, properties: { field: { type: 'string' }, order: { enum: ['asc', 'desc'] } } },
          dragSort: { type: 'string' },
          aside: {
            type: 'object', required: ['title', 'api', 'label', 'value', 'field'], additionalProperties: false,
            properties: { title: { type: 'string', minLength: 1 }, api: binding, label: { type: 'string' }, value: { type: 'string' }, field: { type: 'string' } },
          },
          totals: {
            type: 'array', minItems: 1, maxItems: 4,
            items: { type: 'object', required: ['field', 'title'], additionalProperties: false, properties: { field: { type: 'string' }, title: { type: 'string', minLength: 1 } } },
          },
          sums: {
            type: 'array', minItems: 1, maxItems: 4,
            items: { type: 'object', required: ['field', 'title'], additionalProperties: false, properties: { field: { type: 'string' }, title: { type: 'string', minLength: 1 }, screen: { type: 'string' } } },
          },
        },
      },
      detail: {
        type: 'object', additionalProperties: false,
        properties: {
          fields: { type: 'array', minItems: 1, items: { type: 'string' } },
          usedBy: { type: 'boolean' },
          related: {
            type: 'array', minItems: 1,
            items: {
              type: 'object', required: ['screen', 'field', 'title'], additionalProperties: false,
              properties: { screen: screenPath, field: { type: 'string' }, title: { type: 'string', minLength: 1 }, display: { enum: ['table', 'timeline'] }, rowAction: { type: 'string', minLength: 1, maxLength: 8, description: '也放进列表每行操作里的按钮文字（写跟进）：打开对方页面的新增表单，指回本条记录的字段已填好' } },
            },
          },
        },
      },
      effects: { type: 'object', additionalProperties: false, properties: { create: effects } },
      import: {
        type: 'object', required: ['key'], additionalProperties: false,
        properties: { key: { type: 'string', minLength: 1, description: '导入时按哪一列找到已有记录来更新：id（导出写在「编号」列），或一个 x-unique 字段（如统一社会信用代码）' } },
      },
      lines: {
        type: 'object', required: ['screen', 'field'], additionalProperties: false,
        properties: { screen: screenPath, field: { type: 'string' }, count: { type: 'string' }, sums: { type: 'object', additionalProperties: { type: 'string' } }, check: { type: 'string', pattern: '^[a-z][a-zA-Z0-9.]{0,63}$' } },
      },
      due: {
        type: 'object', required: ['field', 'title'], additionalProperties: false,
        properties: { field: { type: 'string' }, title: { type: 'string', minLength: 1, maxLength: 16 }, latestBy: { type: 'string' }, text: { type: 'string' } },
      },
      form: {
        type: 'object', additionalProperties: false,
        properties: {
          fields: { type: 'array', items: { type: 'string' } }, schema: { type: 'object' },
          fill: {
            type: 'array', maxItems: 10, items: {
              type: 'object', required: ['when', 'set'], additionalProperties: false,
              properties: {
                when: { type: 'string' },
                from: { type: 'object', required: ['screen', 'by', 'latest'], additionalProperties: false, properties: { screen: screenPath, by: { type: 'string' }, latest: { type: 'string' } } },
                set: { type: 'object', minProperties: 1, additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
      i18n: {
        type: 'object', propertyNames: { enum: ['en-US'] },
        additionalProperties: {
          type: 'object', additionalProperties: false,
          properties: { title: { type: 'string', minLength: 1 }, record: { type: 'string', minLength: 1 }, description: { type: 'string' }, aside: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } }, help: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } }, labels: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } } },
        },
      },
      actions: {
        type: 'array',
        items: {
          type: 'object', required: ['key', 'label', 'perm', 'log', 'set'], additionalProperties: false,
          properties: {
            key: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{0,31}$' }, label: { type: 'string', minLength: 1, maxLength: 8 }, perm,
            log: { type: 'integer', minimum: 0, maximum: 99 }, when: conditions, set: conditions,
            form: { type: 'object', required: ['properties'], additionalProperties: false, properties: { required: { type: 'array', items: { type: 'string' } }, properties: { type: 'object', additionalProperties: field } } },
            confirm: { type: 'string' }, batch: { type: 'boolean' }, inline: { type: 'boolean' }, danger: { type: 'boolean' }, notOwner: { type: 'boolean' }, api: binding,
            limit: { type: 'object', required: ['config', 'default'], additionalProperties: false, properties: { config: { type: 'string', pattern: '^[a-z][a-zA-Z0-9._]{0,63}$' }, default: { type: 'integer', minimum: 1 } } },
            effects,
          },
        },
      },
      flow: {
        type: 'object', required: ['field', 'initial', 'transitions'], additionalProperties: false,
        properties: {
          field: { type: 'string' }, initial: { type: 'string' },
          editIn: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          deleteIn: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          transitions: {
            type: 'array', minItems: 1,
            items: {
              type: 'object', required: ['key', 'label', 'from', 'to'], additionalProperties: false,
              properties: {
                key: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{0,31}$' }, label: { type: 'string', minLength: 1, maxLength: 8 },
                from: { type: 'array', minItems: 1, items: { type: 'string' } }, to: { type: 'string' },
                require: { type: 'array', items: { type: 'string' } }, perm, effects, notOwner: { type: 'boolean' }, set: conditions,
                hook: { type: 'string', pattern: '^[a-z][a-zA-Z0-9.]{0,63}$' },
              },
            },
          },
        },
      },
      views: {
        type: 'array',
        items: {
          type: 'object', required: ['key', 'label'], additionalProperties: false,
          properties: { key: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{0,31}$' }, label: { type: 'string', minLength: 1, maxLength: 8 }, filter: conditions, perm, api: binding },
        },
      },
      storage: {
        type: 'object', required: ['table'], additionalProperties: false,
        properties: {
          table: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,62}$' }, owner: { type: 'string' }, pool: { type: 'boolean' }, ownedSince: { type: 'string' },
          poolReturn: {
            type: 'object', required: ['after', 'config', 'default'], additionalProperties: false,
            properties: { after: { type: 'array', minItems: 1, items: { type: 'string' } }, config: { type: 'string', pattern: '^[a-z][a-zA-Z0-9._]{0,63}$' }, default: { type: 'integer', minimum: 1 } },
          },
          datedStatus: {
            type: 'object', required: ['field', 'start', 'end', 'before', 'during', 'after'], additionalProperties: false,
            properties: { field: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, before: { type: 'string' }, during: { type: 'string' }, after: { type: 'string' } },
          },
          indexes: { type: 'array', items: { type: 'array', minItems: 2, maxItems: 4, uniqueItems: true, items: { type: 'string' } } },
          unique: {
            type: 'array', maxItems: 4,
            items: {
              type: 'object', required: ['fields', 'message'], additionalProperties: false,
              properties: {
                fields: { type: 'array', minItems: 1, maxItems: 4, uniqueItems: true, items: { type: 'string' } },
                unless: { type: 'object', minProperties: 1, maxProperties: 1, additionalProperties: { type: 'string', maxLength: 32 } },
                message: { type: 'string', minLength: 1, maxLength: 100 },
              },
            },
          },
          tally: { type: 'array', minItems: 1, maxItems: 6, uniqueItems: true, items: { type: 'string' } },
        },
      },
    },
  };
}

/**
 * "Did you mean" only when a name is really close (two letters, or a third of it, differ, as
 * 「Inptu」 for Input; or it begins the name, as dept for dept_id); otherwise the names there
 * are, so `phone_number` is not told `name`.
 */
export const suggest = (value: unknown, options: readonly string[]) => {
  if (typeof value !== 'string' || !options.length) return '';
  const best = closest(value, [...options]);
  const [a, b] = [value.toLowerCase(), best.toLowerCase()];
  const close = distance(a, b) <= Math.max(2, Math.floor(Math.max(a.length, b.length) / 3)) || (a.length >= 3 && b.startsWith(a));
  if (close) return `，你是不是想写「${best}」？`;
  return options.length <= 30 ? `；可用的有：${options.join('、')}` : '';
};

const valueAt = (root: unknown, pointer: string) =>
  pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);

function describe(error: ErrorObject, json: unknown): { pointer: string; message: string } {
  const pointer = error.instancePath || '/';
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: string[] }).allowedValues;
    const value = valueAt(json, error.instancePath);
    return { pointer, message: `「${String(value)}」不是可用的值${suggest(value, allowed)}` };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    const known = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
    return { pointer: `${error.instancePath}/${extra}`, message: `未知的关键字「${extra}」${suggest(extra, known)}` };
  }
  if (error.keyword === 'pattern') {
    const pattern = (error.params as { pattern: string }).pattern;
    if (pattern === PERM_PATTERN) return { pointer, message: '权限标识应形如「sys:user:add」（模块:资源:操作）' };
    if (pattern === DICT_CODE_PATTERN) return { pointer, message: '字典编码应为小写字母、数字和下划线，以字母开头（如 interview_status）' };
    if (pattern === BINDING_PATTERN) return { pointer, message: '接口应写成「方法 路径」，方法为 GET、POST、PUT 或 DELETE，例如「GET /system/users」' };
    return { pointer, message: `格式不正确，应匹配 ${pattern}` };
  }
  if (error.keyword === 'required') {
    return { pointer, message: `缺少必填的「${(error.params as { missingProperty: string }).missingProperty}」` };
  }
  return { pointer, message: error.message ?? '不合法' };
}

/** A meta-schema's errors as problems in Chinese, each pointer and message once (an anyOf's and if's own errors left out: their branches say it). */
export function metaProblems(errors: ErrorObject[], json: unknown, add: (pointer: string, message: string) => void) {
  const kept = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'if');
  localizeZh(kept);
  const seen = new Set<string>();
  for (const error of kept) {
    const { pointer, message } = describe(error, json);
    if (!seen.has(pointer + message)) { seen.add(pointer + message); add(pointer, message); }
  }
}

let compiled: { reg: Registries; validate: ReturnType<Ajv['compile']> } | undefined;

/**
 * Every problem in one screen file: the meta-schema's (with the nearest valid name for a
 * misspelt one), then the cross-checks no JSON Schema can express.
 */
export function checkScreen(file: string, input: unknown, reg: Registries): SchemaProblem[] {
  // A single page has no bindings: read as having none (as files.ts reads it).
  const json = input && typeof input === 'object' && (input as ScreenSchema).kind === 'page' && !(input as ScreenSchema).api ? { ...input, api: {} } : input;
  if (compiled?.reg !== reg) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
    compiled = { reg, validate: ajv.compile(buildMetaSchema(reg)) };
  }
  const problems: SchemaProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (!compiled.validate(json)) {
    metaProblems(compiled.validate.errors ?? [], json, add);
    return problems;
  }
  const schema = json as ScreenSchema;
  crossCheck(schema, reg, add);
  return problems;
}

function crossCheck(schema: ScreenSchema, reg: Registries, add: (pointer: string, message: string) => void) {
  const fields = Object.keys(schema.model.properties);
  const withBuiltIns = [...fields, ...BUILT_IN_FIELDS];
  const mustExist = (name: string, pointer: string, names = fields) => {
    if (!names.includes(name)) add(pointer, `字段「${name}」不在 model.properties 中${suggest(name, names)}`);
    return names.includes(name);
  };
  schema.model.required?.forEach((f, i) => mustExist(f, `/model/required/${i}`));
  if (schema.kind === 'page') {
    // One document with versions: nothing of a list, a store of records or their moves applies.
    for (const key of ['storage', 'list', 'search', 'views', 'actions', 'flow', 'effects', 'import', 'lines', 'detail', 'due', 'site'] as const) {
      if (schema[key as keyof ScreenSchema] !== undefined) add(`/${key}`, `单页（kind: page）只有一份带版本的内容，不能有 ${key}`);
    }
    for (const key of ['add', 'edit', 'delete', 'import', 'export', 'sensitive'] as const) if (schema.perms[key]) add(`/perms/${key}`, `单页只有 query（查看）和 save（保存、发布、恢复版本）两种权限，不能有 ${key}`);
  } else if (schema.perms.save) add('/perms/save', 'perms.save 只用于单页（kind: page）');
  // What the public site reads: fields of the model (or built-ins), conditions on them, a sort by one.
  if (schema.site) {
    if (!schema.storage) add('/site', '公开接口（site）读取页面保存的记录：页面需要 storage');
    if (schema.site.key === 'pages') add('/site/key', '「pages」留给单页的公开接口（/site/pages/{key}），请换一个');
    // `relation.field`: the relation here (its target's field is checked with the other screens).
    const related = (name: string, at: string) => {
      const head = name.split('.')[0];
      if (mustExist(head, at) && !schema.model.properties[head]['x-relation']) add(at, `「${head}」不是关联字段（x-relation），不能读「${name}」`);
    };
    schema.site.fields.forEach((f, i) => {
      if (f.includes('.')) return related(f, `/site/fields/${i}`);
      if (!mustExist(f, `/site/fields/${i}`, withBuiltIns)) return;
      const spec = schema.model.properties[f];
      if (spec?.['x-mask'] || spec?.['x-personal'] || (spec?.['x-upload'] && !spec['x-upload'].public)) add(`/site/fields/${i}`, `「${f}」含个人信息或私有文件，不能公开`);
      if (f === schema.storage?.owner) add(`/site/fields/${i}`, `负责人「${f}」不能公开`);
    });
    Object.keys(schema.site.when ?? {}).forEach((f) => (f.includes('.') ? related(f, `/site/when/${f}`) : mustExist(f, `/site/when/${f}`)));
    if (schema.site.sort) mustExist(schema.site.sort.field, '/site/sort/field', withBuiltIns);
    for (const end of ['from', 'to'] as const) {
      const name = schema.site.window?.[end];
      if (name && mustExist(name, `/site/window/${end}`) && schema.model.properties[name].format !== 'date') add(`/site/window/${end}`, `「${name}」应为日期字段（"format": "date"）`);
    }
  }
  // A status that follows dates: its field and two date fields of the model.
  const dated = schema.storage?.datedStatus;
  if (dated) {
    mustExist(dated.field, '/storage/datedStatus/field');
    for (const key of ['start', 'end'] as const) {
      if (mustExist(dated[key], `/storage/datedStatus/${key}`) && schema.model.properties[dated[key]].format !== 'date') add(`/storage/datedStatus/${key}`, `「${dated[key]}」应为日期字段（"format": "date"）`);
    }
  }
  // An import that updates by 编号 needs a screen that imports, stores its records and is no lines import.
  if (schema.import && (!schema.api.import || !schema.storage || schema.lines)) add('/import', '"import.key" 用于按编号更新导入的记录：页面需要 api.import 和 storage，且不是明细导入（lines）');
  const key = schema.import?.key;
  if (key && key !== 'id' && !schema.model.properties[key]?.['x-unique']) {
    add('/import/key', `"import.key" 应为 id 或一个 x-unique 字段（按它找到要更新的记录）：「${key}」${schema.model.properties[key] ? '不是 x-unique 字段' : `不在 model.properties 中${suggest(key, Object.keys(schema.model.properties).filter((n) => schema.model.properties[n]['x-unique']))}`}`);
  }
  // A record's name in messages is a person's words or a related record's name, never a code (B7).
  if (schema.recordLabel && mustExist(schema.recordLabel, '/recordLabel')) {
    const f = schema.model.properties[schema.recordLabel];
    if (!f['x-relation'] && !isPlainText(f)) add('/recordLabel', `「${schema.recordLabel}」不能用作记录名称：请选一个普通文本字段（没有 x-dict、选项、format 或打码）或关联字段`);
  }
  for (const [name, f] of Object.entries(schema.model.properties)) {
    // Every text the server stores has a bound: an unbounded field takes 100,000 characters from anyone.
    if (f.type === 'string' && f.maxLength === undefined && !f.enum) add(`/model/properties/${name}`, `文本字段「${name}」需要长度上限：请加上 "maxLength"（如 64）`);
    // A widget edits values of some types only: a DatePicker on an integer would save nothing the server takes.
    const widget = f['x-component'] as WidgetName | undefined;
    if (widget && WIDGET_TYPES[widget] && !WIDGET_TYPES[widget].includes(f.type)) {
      add(`/model/properties/${name}/x-component`, `组件「${widget}」不能编辑 ${f.type} 类型的字段，它用于：${WIDGET_TYPES[widget].join('、')}`);
    }
    if (widget === 'RelationSelect' && !f['x-relation']) add(`/model/properties/${name}/x-component`, `「RelationSelect」需要 "x-relation" 说明关联哪个页面的记录`);
    if (f['x-relation']) {
      if (f.type !== 'integer') add(`/model/properties/${name}/type`, `关联字段「${name}」存的是对方记录的 id，应为 "type": "integer"`);
      if (f['x-options'] || f['x-dict'] || f.enum) add(`/model/properties/${name}/x-relation`, `「${name}」已有 x-relation，不能再写 x-options、x-dict 或 enum`);
      if (fields.includes(`${name}_label`)) add(`/model/properties/${name}_label`, `「${name}_label」留给关联字段「${name}」的名称，请换个字段名`);
    }
    if (isDateFormat(f.format) && f.type !== 'string') add(`/model/properties/${name}/format`, `格式「${f.format}」的字段应为 "type": "string"（存为 ${f.format === 'date' ? 'YYYY-MM-DD' : f.format === 'time' ? 'HH:mm:ss' : 'YYYY-MM-DD HH:mm:ss'} 文本）`);
    if (isMoneyFormat(f.format) && f.type !== 'integer') add(`/model/properties/${name}/format`, `金额字段「${name}」以分为单位存整数，应为 "type": "integer"`);
    if ((widget === 'DatePicker' || widget === 'TimePicker') && f.type === 'string' && !isDateFormat(f.format)) {
      add(`/model/properties/${name}/format`, `「${widget}」的字段需要 "format": ${widget === 'TimePicker' ? '"time"' : '"date" 或 "date-time"'}，服务器才能核对它`);
    }
  }
  schema.model.allOf?.forEach((rule, i) => {
    for (const f of Object.keys(rule.if.properties)) mustExist(f, `/model/allOf/${i}/if/properties/${f}`);
    rule.then.required.forEach((f, j) => mustExist(f, `/model/allOf/${i}/then/required/${j}`));
  });
  schema.search?.fields?.forEach((f, i) => mustExist(f, `/search/fields/${i}`));
  schema.search?.keywords?.forEach((f, i) => {
    mustExist(f, `/search/keywords/${i}`);
    if (schema.model.properties[f] && schema.model.properties[f].type !== 'string') add(`/search/keywords/${i}`, `关键字搜索只能用于文本字段，「${f}」不是文本`);
  });
  schema.list?.columns.forEach((c, i) => {
    const name = typeof c === 'string' ? c : c.field;
    mustExist(name, typeof c === 'string' ? `/list/columns/${i}` : `/list/columns/${i}/field`, withBuiltIns);
    if (typeof c !== 'string' && c.format === 'money' && isMoneyFormat(schema.model.properties[name]?.format)) {
      add(`/list/columns/${i}/format`, `字段「${name}」以分存储（format money），列会自己按元显示：不要再写 "format": "money"（那是按元存的数字用的）`);
    }
    if (typeof c !== 'string' && c.format === 'dict' && !schema.model.properties[name]?.['x-dict']) {
      add(`/list/columns/${i}/format`, `字段「${name}」没有 x-dict，不能按字典显示`);
    }
  });
  if (schema.list?.defaultSort) mustExist(schema.list.defaultSort.field, '/list/defaultSort/field', withBuiltIns);
  schema.form?.fields?.forEach((f, i) => mustExist(f, `/form/fields/${i}`));

  for (const [name, field] of Object.entries(schema.model.properties)) {
    if (field.type === 'array' && !field.items) add(`/model/properties/${name}`, `数组字段「${name}」需要 items（元素类型）`);
    if (field['x-relation']?.onDelete && !schema.storage) add(`/model/properties/${name}/x-relation/onDelete`, '随目标删除（cascade）由服务器执行，页面需要 storage');
    if (field['x-mask'] && field.type !== 'string') add(`/model/properties/${name}/x-mask`, `「${name}」是 ${field.type}，只有文本字段可以打码`);
    // A person's number is never shown whole by default: a mobile or ID number field is masked (issue 25).
    if ((field.format === 'mobile' || field.format === 'idcard') && !field['x-mask']) add(`/model/properties/${name}`, `「${name}」是${field.format === 'mobile' ? '手机号' : '身份证号'}，须用 "x-mask": "${field.format}" 打码`);
    const maskOf = field['x-mask-of'];
    if (maskOf !== undefined) {
      if (!field['x-mask']) add(`/model/properties/${name}/x-mask-of`, `「${name}」没有 x-mask，x-mask-of 无从说起`);
      if (mustExist(maskOf, `/model/properties/${name}/x-mask-of`) && !schema.model.properties[maskOf]['x-relation']) add(`/model/properties/${name}/x-mask-of`, `「${maskOf}」不是关联字段（x-relation）`);
    }
    if (field['x-personal'] && !(field['x-upload'] || field['x-drawn'] || (field['x-server'] && field['x-component'] === 'FileView'))) add(`/model/properties/${name}/x-personal`, `「${name}」不是文件字段（x-upload、x-drawn 或服务器写入的 FileView）`);
    if (field['x-personal'] && !schema.storage?.owner && !schema.perms.sensitive) add(`/model/properties/${name}/x-personal`, `含个人信息的文件需要 storage.owner（负责人可以打开）或 perms.sensitive（谁可以打开）`);
    if (field['x-mask'] && (schema.search?.fields ?? []).includes(name)) add(`/search/fields`, `打码字段「${name}」不能作为筛选条件（只能放在 search.keywords 里按完整值查找）`);
    // A field holding a kept file (uploaded, or drawn by the server) holds its private address.
    for (const [keyword, what, kept] of [['x-upload', '上传字段', '上传的文件由服务器保管'], ['x-drawn', '画出的图片', '图片由服务器画出并保管']] as const) {
      if (!field[keyword]) continue;
      if (field.type !== 'string' || (field.maxLength ?? 0) < 80) add(`/model/properties/${name}/${keyword}`, `${what}「${name}」存文件地址，应为 "type": "string" 且 "maxLength" 至少 80`);
      if (!schema.storage) add(`/model/properties/${name}/${keyword}`, `${kept}，页面需要 storage`);
    }
    if (field['x-secret']) {
      const at = `/model/properties/${name}/x-secret`;
      if (field.type !== 'string' || !schema.storage) add(at, `密钥「${name}」加密保存：应为文本字段，页面需要 storage`);
      if (field['x-unique'] || (schema.search?.fields ?? []).includes(name) || (schema.search?.keywords ?? []).includes(name)) add(at, `密钥「${name}」不能唯一、不能用来查找`);
      if ((schema.list?.columns ?? []).some((c) => (typeof c === 'string' ? c : c.field) === name)) add(at, `密钥「${name}」不能作为列表列（只显示 ******）`);
      if ((schema.site?.fields ?? []).includes(name)) add(at, `密钥「${name}」不能公开`);
    }
    if (field['x-server'] && (schema.form?.fields ?? []).includes(name)) add(`/model/properties/${name}/x-server`, `「${name}」只由服务器写入，不能放进表单（form.fields）`);
    if (field['x-server'] && (schema.model.required ?? []).includes(name)) add(`/model/properties/${name}/x-server`, `「${name}」只由服务器写入，不能是必填字段`);
    // What the server reads of an upload lands in server-written fields of the right types.
    for (const [key, target] of Object.entries(field['x-upload']?.info ?? {})) {
      const at = `/model/properties/${name}/x-upload/info/${key}`;
      if (!mustExist(target, at)) continue;
      const spec = schema.model.properties[target];
      const wanted = key === 'thumb' ? 'string' : ['size', 'width', 'height'].includes(key) ? 'integer' : key === 'duration' ? 'number' : 'string';
      if (!spec['x-server']) add(at, `「${target}」由服务器从文件读出，应为 "x-server": true`);
      if (spec.type !== wanted) add(at, `「${target}」存${key}，应为 "type": "${wanted}"`);
      if (key === 'thumb' && (spec['x-component'] !== 'ImageView' || (spec.maxLength ?? 0) < 80)) add(at, `缩略图「${target}」存图片地址：应为 "x-component": "ImageView" 且 "maxLength" 至少 80`);
    }
    if (field['x-upload']?.thumb && !field['x-upload'].info?.thumb) add(`/model/properties/${name}/x-upload/thumb`, '有缩略图尺寸却没有 info.thumb 字段存放缩略图');
    if (field['x-component'] === 'FileUpload' && !field['x-upload']) add(`/model/properties/${name}/x-component`, `「FileUpload」需要 "x-upload" 说明收哪些文件`);
    if (field['x-sequence'] && (field.type !== 'string' || !field['x-unique'] || !field['x-readonly'] || !schema.storage)) {
      add(`/model/properties/${name}/x-sequence`, `编号「${name}」由服务器生成：应为文本字段，带 "x-unique": true 与 "x-readonly": true，页面需要 storage`);
    }
    const drawn = field['x-drawn'];
    if (drawn) {
      const at = `/model/properties/${name}/x-drawn`;
      if (!field['x-readonly']) add(at, `「${name}」由服务器画出，应为 "x-readonly": true`);
      for (const read of reg.drawings[drawn.by] ?? []) mustExist(read, `${at}/by`);
      if (drawn.unless && mustExist(drawn.unless, `${at}/unless`) && !schema.model.properties[drawn.unless]['x-upload']) add(`${at}/unless`, `「${drawn.unless}」不是上传字段（x-upload），不能替代画出的图片`);
    }
    // A stored screen keeps a multiple choice of dictionary values in one column (server/engine/multi-values.ts).
    const entry = entriesOf(field);
    if (field.type === 'array' && schema.storage && !entry && (!field['x-dict'] || field.items?.type !== 'string')) {
      add(`/model/properties/${name}/type`, `带 storage 的页面的数组字段只能是字典多选（"items": { "type": "string" } 与 "x-dict"）或条目（"items": { "type": "object", ... }）；多个关联记录请用子表（lines）或另一个页面`);
    }
    if (entry) checkEntries(schema, name, field, entry, reg, add);
  }
  const owner = schema.storage?.owner;
  if (owner) {
    const field = schema.model.properties[owner];
    if (!field) add('/storage/owner', `字段「${owner}」不在 model.properties 中${suggest(owner, fields)}`);
    else if (field.type !== 'integer') add(`/model/properties/${owner}/type`, `负责人字段「${owner}」存用户 id，应为 "type": "integer"`);
  }
  if (schema.storage?.pool && !owner) add('/storage/pool', '公海（pool）需要 storage.owner：没有负责人的记录才在公海');
  // Fields the server writes as a date-time (YYYY-MM-DD HH:mm:ss): they must be such fields.
  const dateTime = (name: string, at: string) => {
    if (mustExist(name, at) && schema.model.properties[name].format !== 'date-time') add(at, `字段「${name}」应为 "format": "date-time"`);
  };
  if (schema.storage?.ownedSince) {
    dateTime(schema.storage.ownedSince, '/storage/ownedSince');
    if (!owner) add('/storage/ownedSince', 'ownedSince 需要 storage.owner');
  }
  if (schema.storage?.poolReturn) {
    schema.storage.poolReturn.after.forEach((f, i) => dateTime(f, `/storage/poolReturn/after/${i}`));
    if (!schema.storage.pool) add('/storage/poolReturn', '回到公海（poolReturn）需要 storage.pool');
  }
  schema.storage?.indexes?.forEach((columns, i) => columns.forEach((f, j) => mustExist(f, `/storage/indexes/${i}/${j}`)));
  schema.storage?.unique?.forEach((rule, i) => {
    rule.fields.forEach((f, j) => mustExist(f, `/storage/unique/${i}/fields/${j}`));
    Object.keys(rule.unless ?? {}).forEach((f) => mustExist(f, `/storage/unique/${i}/unless/${f}`));
  });
  // Counted by their values as text: plain strings, integers and booleans, one value each.
  schema.storage?.tally?.forEach((f, i) => {
    const field = mustExist(f, `/storage/tally/${i}`) && schema.model.properties[f];
    if (field && (!['string', 'integer', 'boolean'].includes(field.type) || field['x-secret'] || field.format)) {
      add(`/storage/tally/${i}`, `字段「${f}」不能计数：只能是取值不多的文本、整数或是否字段（不是多选、日期或加密字段）`);
    }
  });
  schema.list?.totals?.forEach((t, i) => mustExist(t.field, `/list/totals/${i}/field`));
  // The record's built-in times may be shown too (created_at, updated_at).
  schema.detail?.fields?.forEach((f, i) => mustExist(f, `/detail/fields/${i}`, [...fields, 'created_at', 'updated_at']));
  if (schema.due) {
    dateTime(schema.due.field, '/due/field');
    if (schema.due.latestBy) mustExist(schema.due.latestBy, '/due/latestBy');
    if (schema.due.text) mustExist(schema.due.text, '/due/text');
    if (!owner) add('/due', '待办（due）列出调用者自己的记录，需要 storage.owner');
  }
  const relationFields = Object.entries(schema.model.properties).filter(([, f]) => f['x-relation']).map(([n]) => n);
  const checkEffects = (list: Effect[] | undefined, at: string, form: string[]) => list?.forEach((effect, i) => {
    if (!schema.storage) add(`${at}/${i}`, '联动由服务器执行，页面需要 storage');
    if (effect.update && !relationFields.includes(effect.update)) add(`${at}/${i}/update`, `「${effect.update}」不是本页面的关联字段（x-relation）${suggest(effect.update, relationFields)}`);
    for (const [name, value] of Object.entries(effect.values)) {
      if (typeof value !== 'string' || !value.startsWith('$') || value === '$me' || value === '$now') continue;
      const [, kind, first, second] = /^\$(form|record)\.(\w+)(?:\.(\w+))?$/.exec(value) ?? [];
      const pointer = `${at}/${i}/values/${name}`;
      if (!kind || (kind === 'form' && second)) add(pointer, `「${value}」应为 $me、$now、$form.字段、$record.字段 或 $record.关联字段.字段`);
      else if (kind === 'form' && !form.includes(first)) add(pointer, `「${value}」要读的表单字段「${first}」不在这个操作的表单中`);
      else if (kind === 'record' && !second) mustExist(first, pointer, withBuiltIns);
      else if (kind === 'record' && !relationFields.includes(first)) add(pointer, `「${first}」不是关联字段（x-relation），不能读它指向的记录`);
    }
  });
  checkEffects(schema.effects?.create, '/effects/create', []);
  const keys = new Set<string>();
  schema.actions?.forEach((action, i) => {
    const at = `/actions/${i}`;
    if (keys.has(action.key) || (ACTIONS as readonly string[]).includes(action.key)) add(`${at}/key`, `操作「${action.key}」重名（与其他操作或内置操作）`);
    keys.add(action.key);
    if (!schema.storage) add(at, '自定义操作由服务器执行，页面需要 storage');
    for (const name of Object.keys(action.when ?? {})) mustExist(name, `${at}/when/${name}`);
    for (const [name, value] of Object.entries(action.set)) {
      mustExist(name, `${at}/set/${name}`);
      const from = typeof value === 'string' ? /^\$form\.(\w+)$/.exec(value)?.[1] : undefined;
      if (from && !action.form?.properties[from]) add(`${at}/set/${name}`, `「${value}」要读的表单字段「${from}」不在 form.properties 中`);
    }
    action.form?.required?.forEach((name, j) => { if (!action.form!.properties[name]) add(`${at}/form/required/${j}`, `字段「${name}」不在 form.properties 中`); });
    checkEffects(action.effects, `${at}/effects`, Object.keys(action.form?.properties ?? {}));
    if (action.notOwner && !schema.storage?.owner) add(`${at}/notOwner`, 'notOwner（四眼原则）需要 storage.owner：记录由谁登记');
    if (action.api) {
      const api = parseBinding(action.api);
      if (!api || (api.method !== 'GET' && api.method !== 'POST') || !api.path.includes('{id}')) add(`${at}/api`, '由专门接口执行的操作应为带 {id} 的 GET（只读，如「GET /app/contract/template/preview/{id}」）或 POST（写，如「POST /app/trill/comment/reply/{id}」）');
      if (Object.keys(action.set).length || action.effects || action.batch || action.limit) add(`${at}/api`, '由专门接口执行的操作不写 set、effects、batch、limit：它们由那个接口决定');
    }
  });
  if (schema.flow) {
    const flow = schema.flow;
    const status = schema.model.properties[flow.field];
    if (!status) add('/flow/field', `字段「${flow.field}」不在 model.properties 中${suggest(flow.field, fields)}`);
    else if (status.type !== 'string') add('/flow/field', `状态字段「${flow.field}」应为 "type": "string"（状态值是文本，如 "0"）`);
    if (!schema.storage) add('/flow', '状态流转由服务器执行，页面需要 storage');
    flow.transitions.forEach((t, i) => {
      if (keys.has(t.key) || (ACTIONS as readonly string[]).includes(t.key)) add(`/flow/transitions/${i}/key`, `操作「${t.key}」重名（与其他操作或内置操作）`);
      keys.add(t.key);
      t.require?.forEach((f, j) => mustExist(f, `/flow/transitions/${i}/require/${j}`));
      for (const name of Object.keys(t.set ?? {})) {
        if (mustExist(name, `/flow/transitions/${i}/set/${name}`) && name === flow.field) add(`/flow/transitions/${i}/set/${name}`, `状态字段「${name}」由 to 决定，不能写在 set 中`);
      }
      checkEffects(t.effects, `/flow/transitions/${i}/effects`, t.require ?? []);
      if (t.notOwner && !schema.storage?.owner) add(`/flow/transitions/${i}/notOwner`, 'notOwner（四眼原则）需要 storage.owner：记录由谁登记');
    });
  }
  schema.model.spans?.forEach((span, i) => {
    for (const end of ['from', 'to'] as const) {
      if (mustExist(span[end], `/model/spans/${i}/${end}`) && schema.model.properties[span[end]].format !== 'date') add(`/model/spans/${i}/${end}`, `「${span[end]}」应为 "format": "date" 的日期字段`);
    }
    for (const name of Object.keys(span.when ?? {})) mustExist(name, `/model/spans/${i}/when/${name}`);
    if (span.minDays === undefined && span.minYears === undefined) add(`/model/spans/${i}`, '请写 minDays 或 minYears');
  });
  // States the server's own steps reach (signed, expired) are in the dictionary, not the moves: only an enum is checked here.
  const stateEnum = schema.flow && schema.model.properties[schema.flow.field]?.enum?.map(String);
  if (schema.flow && stateEnum) {
    const flow = schema.flow;
    if (!stateEnum.includes(flow.initial)) add('/flow/initial', `状态「${flow.initial}」不是「${flow.field}」的取值${suggest(flow.initial, stateEnum)}`);
    flow.transitions.forEach((t, i) => {
      if (!stateEnum.includes(t.to)) add(`/flow/transitions/${i}/to`, `状态「${t.to}」不是「${flow.field}」的取值${suggest(t.to, stateEnum)}`);
      t.from.forEach((s, j) => { if (!stateEnum.includes(s)) add(`/flow/transitions/${i}/from/${j}`, `状态「${s}」不是「${flow.field}」的取值${suggest(s, stateEnum)}`); });
    });
    for (const list of ['editIn', 'deleteIn'] as const) {
      schema.flow[list]?.forEach((state, i) => { if (!stateEnum.includes(state)) add(`/flow/${list}/${i}`, `状态「${state}」不是「${schema.flow!.field}」的取值${suggest(state, stateEnum)}`); });
    }
  }
  const viewKeys = new Set<string>();
  schema.views?.forEach((view, i) => {
    if (viewKeys.has(view.key)) add(`/views/${i}/key`, `视图「${view.key}」重名`);
    viewKeys.add(view.key);
    for (const name of Object.keys(view.filter ?? {})) mustExist(name, `/views/${i}/filter/${name}`);
    const api = view.api ? parseBinding(view.api) : undefined;
    if (api && (!['GET', 'POST'].includes(api.method) || api.path.includes('{') || Object.keys(api.query).length)) add(`/views/${i}/api`, '视图的接口应为不带参数的 GET 或 POST（列表的查询条件在查询串或请求体中）');
    if (view.api && !schema.storage) add(`/views/${i}/api`, '视图的接口由服务器提供，页面需要 storage');
  });
  schema.list?.columns.forEach((c, i) => {
    if (typeof c !== 'string' && c.format === 'switch' && !schema.api.update) add(`/list/columns/${i}/format`, 'switch 列需要 api.update 来保存开关');
  });
  // Scenarios on this screen name its own fields and moves (another screen's are checked when they run).
  schema.scenarios?.forEach((scenario, i) => scenario.steps.forEach((step, j) => {
    const at = `/scenarios/${i}/steps/${j}`;
    if (step.screen) return;
    const moves = [...(schema.actions ?? []).map((a) => a.key), ...(schema.flow?.transitions ?? []).map((t) => t.key)];
    if (step.action && !moves.includes(step.action)) add(`${at}/action`, `没有操作「${step.action}」${suggest(step.action, moves)}`);
    for (const key of Object.keys({ ...step.create, ...step.values })) if (!schema.model.properties[key]) add(`${at}`, `字段「${key}」不在 model.properties 中${suggest(key, fields)}`);
    const api = step.create ? 'create' : step.update ? 'update' : step.list ? 'list' : step.detail ? 'detail' : step.remove ? 'remove' : null;
    if (api && !schema.api[api]) add(at, `页面没有 api.${api}，这一步无从调用`);
  }));
  const labelled = [...(schema.views ?? []).map((v) => v.key), ...(schema.actions ?? []).map((a) => a.key), ...(schema.flow?.transitions ?? []).map((t) => t.key),
    ...(schema.list?.totals ?? []).map((t) => t.field), ...(schema.list?.sums ?? []).map((s) => s.field), ...(schema.due ? ['due'] : []),
    ...(schema.detail?.related ?? []).filter((r) => r.rowAction).map((r) => r.screen)];
  // An entries field's own fields are labelled as `<field>.<entry field>`.
  const entryNames = Object.entries(schema.model.properties).flatMap(([name, f]) => Object.keys(entriesOf(f)?.properties ?? {}).map((sub) => `${name}.${sub}`));
  for (const [lang, labels] of Object.entries(schema.i18n ?? {})) {
    for (const name of Object.keys(labels.fields ?? {})) mustExist(name, `/i18n/${lang}/fields/${name}`, [...withBuiltIns, ...entryNames]);
    // Each entry field named in a language the screen speaks.
    if (labels.fields) for (const name of entryNames) if (!labels.fields[name]) add(`/i18n/${lang}/fields`, `条目字段「${name}」没有 ${lang} 名称：请在 i18n.${lang}.fields 中写上`);
    // A screen in another language says its help texts there too (else an English form explains itself in Chinese).
    for (const [name, field] of Object.entries(schema.model.properties)) {
      if (field.description && !labels.help?.[name]) add(`/i18n/${lang}/help`, `字段「${name}」的说明（description）没有 ${lang} 译文：请在 i18n.${lang}.help 中写上`);
    }
    for (const name of Object.keys(labels.help ?? {})) {
      if (mustExist(name, `/i18n/${lang}/help/${name}`) && !schema.model.properties[name].description) add(`/i18n/${lang}/help/${name}`, `字段「${name}」没有 description，没有可翻译的说明`);
    }
    for (const key of Object.keys(labels.labels ?? {})) if (!labelled.includes(key)) add(`/i18n/${lang}/labels/${key}`, `没有键为「${key}」的视图、操作、状态流转、合计（due 指待办）或行操作的相关页面${suggest(key, labelled)}`);
  }
  if (schema.lines) {
    if (!schema.storage || !schema.api.import) add('/lines', '明细（lines）随导入一起写入：页面需要 storage 和 api.import');
    const whole = (name: string, at: string) => { if (mustExist(name, at) && schema.model.properties[name].type !== 'integer') add(at, `「${name}」存合计，应为 "type": "integer"`); };
    if (schema.lines.count) whole(schema.lines.count, '/lines/count');
    for (const name of Object.keys(schema.lines.sums ?? {})) whole(name, `/lines/sums/${name}`);
  }
  if (schema.list?.aside) mustExist(schema.list.aside.field, '/list/aside/field', schema.search?.fields ?? []);
  // Rows dragged into order: an integer field the list is sorted by, saved through the update binding.
  const dragged = schema.list?.dragSort;
  if (dragged && mustExist(dragged, '/list/dragSort')) {
    if (schema.model.properties[dragged].type !== 'integer') add('/list/dragSort', `「${dragged}」存顺序，应为 "type": "integer"`);
    if (schema.list?.defaultSort?.field !== dragged || schema.list.defaultSort.order !== 'asc') add('/list/dragSort', `拖动排序的列表应按「${dragged}」升序排列（list.defaultSort）`);
    if (!schema.api.update || !schema.perms.edit) add('/list/dragSort', '拖动排序通过 api.update 保存：页面需要 api.update 和 perms.edit');
  }
  if (schema.kind === 'tree-crud' && !schema.model.properties.parent_id) add('/model/properties', 'tree-crud 需要声明 parent_id 字段（上级）');

  for (const [name, binding] of Object.entries(schema.api)) {
    const parsed = parseBinding(binding);
    if (!parsed) { add(`/api/${name}`, `「${binding}」不是「方法 路径」的写法，例如「GET /system/users」`); continue; }
    if (['detail', 'update', 'remove'].includes(name) && !parsed.path.includes('{id}')) add(`/api/${name}`, `${name} 的路径需要包含 {id}`);
    for (const [key, template] of Object.entries(parsed.query)) {
      const ref = searchField(template);
      const sent = recordField(template);
      if (ref) mustExist(ref, `/api/${name}`, fields);
      else if (sent && name === 'remove') mustExist(sent, `/api/${name}`, withBuiltIns);
      else if (/[{}]/.test(template)) add(`/api/${name}`, `查询参数「${key}」的模板「${template}」只能写成 {search.字段}${name === 'remove' ? '，或（删除时核对）{record.字段}' : ''}`);
    }
  }

  for (const place of ['rowActions', 'toolbar', 'batch'] as const) {
    schema.list?.[place]?.forEach((action, i) => {
      const pointer = `/list/${place}/${i}`;
      if (!schema.api[ACTION_API[action]]) add(pointer, `操作「${action}」需要 api.${ACTION_API[action]}`);
      if (!schema.perms[ACTION_PERM[action]]) add(pointer, `操作「${action}」需要 perms.${ACTION_PERM[action]}`);
      if (action === 'addChild' && schema.kind !== 'tree-crud') add(pointer, 'addChild 只用于 tree-crud');
    });
  }
  for (const name of ['create', 'update', 'remove', 'import'] as const) {
    const perm = { create: 'add', update: 'edit', remove: 'delete', import: 'import' }[name] as keyof ScreenSchema['perms'];
    if (schema.api[name] && !schema.perms[perm]) add(`/api/${name}`, `api.${name} 需要对应的 perms.${perm}`);
  }
  if (schema.form?.schema) checkFormSchema(schema.form.schema, schema.form.fields ?? fields, reg, add);
}

/** In a full Formily form schema: every widget is registered and every reaction names a field that exists. */
/**
 * An entries field (a rule's replies): kept whole in one column, so never a column, a filter, an
 * import's cell or the public site's; its entries' fields named by their own rules.
 */
function checkEntries(schema: ScreenSchema, name: string, field: FieldSchema, entry: EntrySchema, reg: Registries, add: (pointer: string, message: string) => void) {
  const at = `/model/properties/${name}`;
  const names = Object.keys(entry.properties);
  const exists = (f: string, pointer: string) => names.includes(f) || (add(pointer, `条目字段「${f}」不在 ${name}.items.properties 中${suggest(f, names)}`), false);
  entry.required?.forEach((f, i) => exists(f, `${at}/items/required/${i}`));
  entry.allOf?.forEach((rule, i) => {
    for (const f of Object.keys(rule.if.properties)) exists(f, `${at}/items/allOf/${i}/if/properties/${f}`);
    rule.then.required.forEach((f, j) => exists(f, `${at}/items/allOf/${i}/then/required/${j}`));
  });
  for (const [sub, f] of Object.entries(entry.properties)) {
    const widget = f['x-component'];
    if (widget && !(WIDGET_TYPES[widget as WidgetName] ?? []).includes(f.type)) add(`${at}/items/properties/${sub}/x-component`, `「${widget}」不能编辑 ${f.type} 类型的字段`);
    if (f['x-relation'] && f.type !== 'integer') add(`${at}/items/properties/${sub}/type`, `关联字段「${sub}」存的是对方记录的 id，应为 "type": "integer"`);
    if (f.format === 'html' || f.format === 'money') add(`${at}/items/properties/${sub}/format`, `条目里不能用格式「${f.format}」`);
  }
  if (!field.maxItems || field.maxItems > 50) add(`${at}/maxItems`, `条目字段「${name}」整体存为一段 JSON：写 "maxItems"（至多 50）`);
  const whole = '条目整体存为一段 JSON，不能';
  if ((schema.search?.fields ?? []).includes(name) || (schema.search?.keywords ?? []).includes(name)) add('/search', `「${name}」${whole}用来查找`);
  if ((schema.list?.columns ?? []).some((c) => (typeof c === 'string' ? c : c.field) === name)) add('/list/columns', `「${name}」${whole}作为列表列`);
  if ((schema.site?.fields ?? []).includes(name)) add('/site/fields', `「${name}」${whole}公开`);
  if (schema.api.import) add(`${at}/items`, `「${name}」${whole}导入：有条目字段的页面不能有 api.import`);
  if (schema.recordLabel === name) add('/recordLabel', `「${name}」${whole}作为记录名称`);
}

function checkFormSchema(form: Record<string, unknown>, formFields: string[], reg: Registries, add: (pointer: string, message: string) => void) {
  const properties = (form.properties ?? {}) as Record<string, Record<string, unknown>>;
  // form.schema merges over the fields the short form generates, so either may be named.
  const names = [...new Set([...formFields, ...Object.keys(properties)])];
  for (const [name, field] of Object.entries(properties)) {
    const widget = field['x-component'];
    if (typeof widget === 'string' && !reg.widgets.includes(widget)) {
      add(`/form/schema/properties/${name}/x-component`, `组件「${widget}」没有注册${suggest(widget, reg.widgets)}`);
    }
    const reactions = ([] as unknown[]).concat(field['x-reactions'] ?? []);
    reactions.forEach((reaction, i) => {
      const r = reaction as { dependencies?: string[]; target?: string };
      for (const dep of r.dependencies ?? []) {
        const target = dep.replace(/^\.+/, '').split('#')[0];
        if (!names.includes(target)) add(`/form/schema/properties/${name}/x-reactions/${i}`, `联动依赖的字段「${target}」不存在${suggest(target, names)}`);
      }
      if (r.target && !names.includes(r.target)) add(`/form/schema/properties/${name}/x-reactions/${i}`, `联动目标「${r.target}」不存在${suggest(r.target, names)}`);
    });
  }
}

/**
 * What a schema names that a database must hold: each x-dict's dictionary (made in 字典管理)
 * and each permission string (a button in 菜单管理, granted to roles). Problems with a pointer,
 * in words that say where to create what is missing.
 */
/** The model's fields, and each entries field's own as `<field>/items/properties/<entry field>` (a pointer's tail). */
const withEntryFields = (schema: ScreenSchema): Array<[string, FieldSchema]> => Object.entries(schema.model.properties).flatMap(([name, f]) =>
  [[name, f] as [string, FieldSchema], ...Object.entries(entriesOf(f)?.properties ?? {}).map(([sub, s]) => [`${name}/items/properties/${sub}`, s] as [string, FieldSchema])]);

export function checkData(file: string, schema: ScreenSchema, data: DataRegistries): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [name, field] of withEntryFields(schema)) {
    const code = field['x-dict'];
    if (code && !data.dicts.includes(code)) {
      problems.push({ file, pointer: `/model/properties/${name}/x-dict`, message: `字典「${code}」还不存在：请在 系统管理 › 字典管理 中新增编码为 ${code} 的字典${suggest(code, data.dicts).replace(/；可用的有：.*$/, '')}` });
    }
  }
  // A flow's states against its status field's dictionary: a move must never write a value it lacks.
  const flow = schema.flow;
  const stateDict = flow && schema.model.properties[flow.field]?.['x-dict'];
  const states = stateDict ? data.dictValues?.[stateDict] : undefined;
  if (flow && states) {
    const unknown = (pointer: string, state: string) => {
      if (!states.includes(state)) problems.push({ file, pointer, message: `状态「${state}」不是字典「${stateDict}」的值${suggest(state, states)}` });
    };
    unknown('/flow/initial', flow.initial);
    flow.transitions.forEach((t, i) => {
      unknown(`/flow/transitions/${i}/to`, t.to);
      t.from.forEach((s, j) => unknown(`/flow/transitions/${i}/from/${j}`, s));
    });
    for (const list of ['editIn', 'deleteIn'] as const) flow[list]?.forEach((s, i) => unknown(`/flow/${list}/${i}`, s));
  }
  const named: Array<[string, string | undefined]> = [
    ...Object.entries(schema.perms).map(([action, perm]) => [`/perms/${action}`, perm] as [string, string | undefined]),
    ...(schema.actions ?? []).map((a, i) => [`/actions/${i}/perm`, a.perm] as [string, string]),
    ...(schema.views ?? []).map((v, i) => [`/views/${i}/perm`, v.perm] as [string, string | undefined]),
    ...(schema.flow?.transitions ?? []).map((t, i) => [`/flow/transitions/${i}/perm`, t.perm] as [string, string | undefined]),
  ];
  // A screen with no menu yet lacks its buttons as a matter of course: 菜单管理 makes both at once
  // (从页面生成菜单和按钮), so until then that is a warning; once it has a menu, a missing button is a problem.
  const component = file.replace(/\.json$/, '');
  const unmenued = data.components !== undefined && !data.components.includes(component);
  for (const [pointer, perm] of named) {
    if (perm && !data.perms.includes(perm)) {
      problems.push(unmenued
        ? { file, pointer, message: `权限标识「${perm}」还没有对应的按钮：这个页面还没有菜单，请在 系统管理 › 菜单管理 中用「从页面生成菜单和按钮」一并生成，再把它们授权给角色`, warning: true }
        : { file, pointer, message: `权限标识「${perm}」还没有对应的按钮：请在 系统管理 › 菜单管理 中为这个页面新增按钮 ${perm} 并授权给角色（在那之前只有超级管理员能用）` });
    }
  }
  return problems;
}

/**
 * What one file cannot tell alone: each x-relation names a stored screen among `screens`, and a
 * field of its model (or id) as the label. `screens`: every readable, valid schema by component path.
 */
export function checkRelations(file: string, schema: ScreenSchema, screens: Map<string, ScreenSchema>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [name, f] of withEntryFields(schema)) {
    const relation = f['x-relation'];
    if (!relation) continue;
    const pointer = `/model/properties/${name}/x-relation`;
    const target = screens.get(relation.screen);
    if (!target) problems.push({ file, pointer: `${pointer}/screen`, message: `没有页面「${relation.screen}」${suggest(relation.screen, [...screens.keys()])}` });
    else if (!target.storage && !HAND_WRITTEN_TABLES[relation.screen]) problems.push({ file, pointer: `${pointer}/screen`, message: `页面「${relation.screen}」没有 storage，服务器不保存它的记录，不能关联` });
    else if (!(relation.label in target.model.properties)) {
      problems.push({ file, pointer: `${pointer}/label`, message: `页面「${relation.screen}」没有字段「${relation.label}」${suggest(relation.label, Object.keys(target.model.properties))}` });
    }
    // What tells namesakes apart must be a field of the target: a relation there names its record by a label of its own.
    if (target) {
      relation.describe?.forEach((d, i) => {
        const spec = target.model.properties[d];
        if (!spec) problems.push({ file, pointer: `${pointer}/describe/${i}`, message: `页面「${relation.screen}」没有字段「${d}」${suggest(d, Object.keys(target.model.properties))}` });
        else if (spec['x-upload'] || spec['x-drawn'] || spec.type === 'array') problems.push({ file, pointer: `${pointer}/describe/${i}`, message: `「${d}」是文件或多值字段，不能用来区分同名记录` });
      });
    }
  }
  // The website's fields of a related record: there, and nothing personal.
  for (const [i, name] of [...(schema.site?.fields ?? []).map((f, j) => [`fields/${j}`, f] as const), ...Object.keys(schema.site?.when ?? {}).map((f) => [`when/${f}`, f] as const)]) {
    const [head, tail] = name.split('.');
    const relation = tail ? schema.model.properties[head]?.['x-relation'] : undefined;
    const target = relation && screens.get(relation.screen);
    if (!target || !tail) continue;
    const spec = target.model.properties[tail];
    if (!spec) problems.push({ file, pointer: `/site/${i}`, message: `页面「${relation!.screen}」没有字段「${tail}」${suggest(tail, Object.keys(target.model.properties))}` });
    else if (spec['x-mask'] || spec['x-personal'] || (spec['x-upload'] && !spec['x-upload'].public) || tail === target.storage?.owner) problems.push({ file, pointer: `/site/${i}`, message: `「${name}」含个人信息、私有文件或负责人，不能公开` });
  }
  // Field linkage: a picked record fills fields of this form from fields of its own, or of the latest
  // record of another screen pointing at it; nothing masked is copied.
  const formFields = schema.form?.fields ?? Object.keys(schema.model.properties);
  (schema.form?.fill ?? []).forEach((rule, i) => {
    const pointer = `/form/fill/${i}`;
    const picked = schema.model.properties[rule.when]?.['x-relation'];
    if (!picked || !formFields.includes(rule.when)) { problems.push({ file, pointer: `${pointer}/when`, message: `「${rule.when}」应为表单中的关联字段（x-relation）${suggest(rule.when, formFields)}` }); return; }
    const sourcePath = rule.from?.screen ?? picked.screen;
    const source = screens.get(sourcePath);
    if (!source?.storage) { problems.push({ file, pointer: rule.from ? `${pointer}/from/screen` : `${pointer}/when`, message: `页面「${sourcePath}」不存在或没有 storage，不能从它取值` }); return; }
    if (rule.from) {
      if (source.model.properties[rule.from.by]?.['x-relation']?.screen !== picked.screen) problems.push({ file, pointer: `${pointer}/from/by`, message: `「${rule.from.by}」应为页面「${sourcePath}」中指向「${picked.screen}」的关联字段` });
      if (!(rule.from.latest in source.model.properties) && !['id', 'created_at', 'updated_at'].includes(rule.from.latest)) problems.push({ file, pointer: `${pointer}/from/latest`, message: `页面「${sourcePath}」没有字段「${rule.from.latest}」${suggest(rule.from.latest, Object.keys(source.model.properties))}` });
    }
    for (const [to, of] of Object.entries(rule.set)) {
      if (!formFields.includes(to)) problems.push({ file, pointer: `${pointer}/set/${to}`, message: `「${to}」不在表单中${suggest(to, formFields)}` });
      const field = source.model.properties[of];
      if (!field) problems.push({ file, pointer: `${pointer}/set/${to}`, message: `页面「${sourcePath}」没有字段「${of}」${suggest(of, Object.keys(source.model.properties))}` });
      else if (field['x-mask'] || field['x-personal']) problems.push({ file, pointer: `${pointer}/set/${to}`, message: `「${of}」打码或含个人信息，不能带入别的表单` });
    }
  });
  // A required field the create form never asks for fails every save (「请填写联系电话」), unless the
  // server fills it (the flow's state, the owner, a default, a number, a drawing) or a parent screen
  // does (its detail lists this screen as related, by that field).
  const self = [...screens].find(([, other]) => other === schema)?.[0];
  const byParent = new Set([...screens.values()].flatMap((other) => (other.detail?.related ?? []).filter((r) => r.screen === self).map((r) => r.field)));
  if (schema.api.create && schema.form?.fields) {
    const asked = new Set(schema.form.fields);
    (schema.model.required ?? []).forEach((name, i) => {
      const field = schema.model.properties[name];
      if (!field || asked.has(name) || byParent.has(name)) return;
      const filled = name === schema.flow?.field || name === schema.storage?.owner || field.default !== undefined || field['x-sequence'] || field['x-drawn'];
      if (!filled) problems.push({ file, pointer: `/model/required/${i}`, message: `必填字段「${name}」不在表单（form.fields）中，每次新增都会失败：请把它加进 form.fields，或从 required 中去掉${suggest(name, schema.form!.fields!.filter((f) => !(schema.model.required ?? []).includes(f)))}` });
    });
  }
  // A stored screen named by path: it exists and keeps its records.
  const stored = (path: string, pointer: string): ScreenSchema | undefined => {
    const target = screens.get(path);
    if (!target) problems.push({ file, pointer, message: `没有页面「${path}」${suggest(path, [...screens.keys()])}` });
    else if (!target.storage) problems.push({ file, pointer, message: `页面「${path}」没有 storage，服务器不保存它的记录` });
    return target?.storage ? target : undefined;
  };
  const fieldsOf = (target: ScreenSchema, path: string, names: string[], at: (name: string) => string) => {
    for (const name of names) {
      if (!(name in target.model.properties)) problems.push({ file, pointer: at(name), message: `页面「${path}」没有字段「${name}」${suggest(name, Object.keys(target.model.properties))}` });
    }
  };
  // Lines: a stored screen whose relation field points back here; the line fields summed exist there.
  const lines = schema.lines;
  const linesTarget = lines && stored(lines.screen, '/lines/screen');
  if (lines && linesTarget) {
    const back = linesTarget.model.properties[lines.field]?.['x-relation'];
    if (!back || back.screen !== self) {
      problems.push({ file, pointer: '/lines/field', message: `「${lines.field}」应为页面「${lines.screen}」指向本页面的关联字段（x-relation）` });
    }
    fieldsOf(linesTarget, lines.screen, Object.values(lines.sums ?? {}), (name) => `/lines/sums/${name}`);
  }
  const effectLists: Array<[string, Effect[] | undefined]> = [
    ['/effects/create', schema.effects?.create],
    ...(schema.actions ?? []).map((a, i) => [`/actions/${i}/effects`, a.effects] as [string, Effect[] | undefined]),
    ...(schema.flow?.transitions ?? []).map((t, i) => [`/flow/transitions/${i}/effects`, t.effects] as [string, Effect[] | undefined]),
  ];
  for (const [at, effects] of effectLists) {
    effects?.forEach((effect, i) => {
      const path = effect.create ?? schema.model.properties[effect.update ?? '']?.['x-relation']?.screen;
      const target = path && stored(path, `${at}/${i}/${effect.create ? 'create' : 'update'}`);
      if (!target || !path) return;
      fieldsOf(target, path, Object.keys(effect.values), (name) => `${at}/${i}/values/${name}`);
      fieldsOf(target, path, Object.keys(effect.when ?? {}), (name) => `${at}/${i}/when/${name}`);
      for (const [name, value] of Object.entries(effect.values)) {
        const through = typeof value === 'string' ? /^\$record\.(\w+)\.(\w+)$/.exec(value) : null;
        const via = through && schema.model.properties[through[1]]?.['x-relation']?.screen;
        const viaTarget = via ? screens.get(via) : undefined;
        if (through && viaTarget) fieldsOf(viaTarget, via!, [through[2]], () => `${at}/${i}/values/${name}`);
      }
    });
  }
  // A related list: records of a stored screen whose relation field points back at this screen, searchable by it.
  // A sum: a number field of a stored screen (this one unless it names another).
  schema.list?.sums?.forEach((sum, i) => {
    const path = sum.screen ?? self;
    const target = sum.screen ? stored(sum.screen, `/list/sums/${i}/screen`) : schema.storage ? schema : undefined;
    if (!sum.screen && !schema.storage) problems.push({ file, pointer: `/list/sums/${i}`, message: '合计由服务器计算，页面需要 storage（或用 screen 指向保存记录的页面）' });
    if (!target || !path) return;
    const field = target.model.properties[sum.field];
    if (!field) fieldsOf(target, path, [sum.field], () => `/list/sums/${i}/field`);
    else if (field.type !== 'integer' && field.type !== 'number') problems.push({ file, pointer: `/list/sums/${i}/field`, message: `页面「${path}」的字段「${sum.field}」不是数字，不能合计` });
  });
  schema.detail?.related?.forEach((related, i) => {
    const target = stored(related.screen, `/detail/related/${i}/screen`);
    if (!target) return;
    const back = target.model.properties[related.field]?.['x-relation']?.screen;
    if (!back || (self && back !== self)) problems.push({ file, pointer: `/detail/related/${i}/field`, message: `页面「${related.screen}」的字段「${related.field}」应为指向本页面的关联字段（x-relation）` });
    else if (!target.search?.fields?.includes(related.field)) problems.push({ file, pointer: `/detail/related/${i}/field`, message: `页面「${related.screen}」需要能按「${related.field}」搜索：请把它加入 search.fields` });
  });
  return problems;
}

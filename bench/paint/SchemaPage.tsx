import { CrudScreen } from '../../runtime/schema/CrudScreen.tsx';
import type { ScreenSchema } from '../../schemas/types.ts';
import { FIELDS } from './fields.ts';

const SCHEMA: ScreenSchema = {
  kind: 'crud', title: '绘制压测', perms: { query: 'bench:paint:query' }, api: { list: 'GET /bench/paint' },
  model: { type: 'object', properties: Object.fromEntries(FIELDS.map((f, i) => [f, { type: i % 4 === 3 ? 'number' : 'string', title: `字段${i}` }])) },
  search: { fields: FIELDS.slice(0, 3), keywords: [FIELDS[0]] },
  list: { columns: FIELDS, pageSize: 100 },
};

export default function SchemaPage() {
  return <CrudScreen schema={SCHEMA} />;
}

import { describe, expect, it } from 'vitest';
import type { ScreenSchema } from '../../schemas/types.ts';
import { searchFromAddress } from './CrudScreen.tsx';

const schema = {
  kind: 'crud', title: '人才', perms: { query: 'a:b:query' }, api: { list: 'GET /x' },
  model: { type: 'object', properties: { source: { type: 'string', title: '来源', 'x-dict': 'talent_source' }, stage: { type: 'integer', title: '阶段' }, name: { type: 'string', title: '姓名' } } },
  search: { fields: ['source', 'stage'] },
} as unknown as ScreenSchema;

describe('search fields from the address (a chart\'s drill-down)', () => {
  it('takes the schema\'s search fields only, typed as their fields are', () => {
    expect(searchFromAddress(schema, '?source=1&stage=3&name=王&view=pool')).toEqual({ source: '1', stage: 3 });
    expect(searchFromAddress(schema, '?stage=abc&source=')).toEqual({});
    expect(searchFromAddress(schema, '')).toEqual({});
  });
});

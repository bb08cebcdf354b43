import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScreenSchema } from '../../schemas/types.ts';
import { RecordDialog } from './RecordDialog.tsx';

// Each render unmounted after its test (no globals here, so Testing Library does not do it itself): a
// render left mounted went on committing after the file's jsdom was gone ("window is not defined").
afterEach(cleanup);

const schema = {
  kind: 'crud', title: '面试管理', record: '面试', perms: { query: 'demo:t:query' }, api: { list: 'GET /t', create: 'POST /t' },
  model: { type: 'object', required: ['name'], properties: {
    name: { type: 'string', title: '姓名', maxLength: 20 },
    at: { type: 'string', title: '面试时间', maxLength: 19, format: 'date-time' },
    score: { type: 'integer', title: '评分' },
  } },
} as unknown as ScreenSchema;

describe('the record dialog', () => {
  it('names its record in the title and ties every field to its label', () => {
    Object.defineProperty(window, 'matchMedia', { writable: true, value: () => ({ matches: false, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }) });
    render(<RecordDialog schema={schema} mode="create" options={{}} onClose={() => undefined} onSaved={() => undefined} />);
    expect(screen.getByText('新增面试')).toBeTruthy();
    expect(screen.getByLabelText('姓名').tagName).toBe('INPUT');
    expect(screen.getByLabelText('评分').tagName).toBe('INPUT');
    expect(screen.getByLabelText('面试时间').tagName).toBe('INPUT');
  });
});

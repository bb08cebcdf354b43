import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreenSchema } from '../../schemas/types.ts';
import { feedback } from '../antd/feedback.ts';
import '../i18n/i18n.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { download, importTemplate } from './xlsx.ts';

// Each render unmounted after its test (no globals here, so Testing Library does not do it itself): a
// render left mounted went on committing after the file's jsdom was gone ("window is not defined").
afterEach(cleanup);

vi.mock('./xlsx.ts', () => ({ download: vi.fn(), importTemplate: vi.fn() }));

const schema = {
  kind: 'crud', title: '面试管理', record: '面试', perms: { query: 'demo:t:query' },
  api: { list: 'GET /t', import: 'POST /t/import' },
  model: { type: 'object', properties: { name: { type: 'string', title: '姓名', maxLength: 20 } } },
} as unknown as ScreenSchema;

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: () => ({ matches: false, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }) });
});

describe('the import dialog\'s template', () => {
  it('spins while the template is written, downloads it named after the screen, and says so when writing fails', async () => {
    let finish: (bytes: ArrayBuffer) => void = () => undefined;
    vi.mocked(importTemplate).mockImplementationOnce(() => new Promise((resolve) => { finish = resolve; }));
    render(<ImportDialog schema={schema} options={{}} search={{}} onClose={() => undefined} onImported={() => undefined} />);
    const button = screen.getByRole('button', { name: /下载模板/ });
    fireEvent.click(button);
    await waitFor(() => expect(button.className).toMatch(/ant-btn-loading/));
    const bytes = new ArrayBuffer(4);
    await act(async () => finish(bytes));
    await waitFor(() => expect(button.className).not.toMatch(/ant-btn-loading/));
    expect(download).toHaveBeenCalledWith(bytes, '面试管理导入模板.xlsx');

    const error = vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
    vi.mocked(importTemplate).mockRejectedValueOnce(new Error('chunk failed to load'));
    fireEvent.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('模板生成失败，请刷新页面后重试'));
    expect(download).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.className).not.toMatch(/ant-btn-loading/));
  });
});

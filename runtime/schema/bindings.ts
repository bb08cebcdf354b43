import { request } from '../http/client.ts';
import { parseBinding, recordField, searchField } from '../../schemas/types.ts';

/**
 * Calls an API binding of a screen ("POST /users/_import?deptId={search.deptId}"): `{id}`
 * from `id`, `{search.x}` query templates from `search`, `{record.x}` from `record` (what a
 * delete names of the row it removes), plus any extra query `params`.
 */
export function callBinding<T>(binding: string, options: { id?: string | number; search?: Record<string, unknown>; record?: Record<string, unknown>; params?: Record<string, unknown>; data?: unknown; headers?: Record<string, string>; onUploadProgress?: (e: { loaded: number; total?: number }) => void; silent?: boolean } = {}): Promise<T> {
  const parsed = parseBinding(binding);
  if (!parsed) return Promise.reject(new Error(`接口写法不正确：${binding}`));
  const url = parsed.path.replace('{id}', encodeURIComponent(String(options.id ?? '')));
  const params: Record<string, unknown> = { ...options.params };
  for (const [key, template] of Object.entries(parsed.query)) {
    const ref = searchField(template);
    const sent = recordField(template);
    const value = ref ? options.search?.[ref] : sent ? options.record?.[sent] : template;
    if (value !== undefined && value !== null && value !== '') params[key] = value;
  }
  return request<T>({ method: parsed.method, url, params, data: options.data, headers: options.headers, onUploadProgress: options.onUploadProgress, silent: options.silent });
}

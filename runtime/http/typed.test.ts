import { describe, expect, it } from 'vitest';
import { fillPath } from './typed.ts';

describe('fillPath', () => {
  it('puts the parameters into the document path, relative to the client base, encoded', () => {
    expect(fillPath('/v1/api/app/call/state/{id}', { id: 12 })).toBe('/app/call/state/12');
    expect(fillPath('/v1/api/screens/{path}', { path: 'a b' })).toBe('/screens/a%20b');
    expect(() => fillPath('/v1/api/app/call/state/{id}', {})).toThrow('缺少路径参数 id');
  });
});

/**
 * A platform's documented calls, and what a fake saw an adapter send, compared: for contract
 * tests of the adapters (douyin.test.ts, wechat.test.ts).
 */
export interface SeenRequest { method: string; path: string; type: string; query: string[]; body: string[] }
export interface DocumentedCall { method: 'GET' | 'POST'; type?: string; query?: string[]; body?: string[] }

/** Each request's departures from its documented call: unknown call, method, content type, a required parameter missing. */
export function contractProblems(requests: SeenRequest[], documented: Record<string, DocumentedCall>): string[] {
  const problems = requests.flatMap((r) => {
    const spec = documented[r.path];
    if (!spec) return [`${r.method} ${r.path}: no such documented call`];
    const wrong: string[] = [];
    if (r.method !== spec.method) wrong.push(`${r.path}: ${r.method}, documented ${spec.method}`);
    if (spec.type && r.type !== spec.type) wrong.push(`${r.path}: content-type ${r.type || 'none'}, documented ${spec.type}`);
    for (const q of spec.query ?? []) if (!r.query.includes(q)) wrong.push(`${r.path}: query lacks ${q}`);
    for (const b of spec.body ?? []) if (!r.body.includes(b)) wrong.push(`${r.path}: body lacks ${b}`);
    return wrong;
  });
  return [...new Set(problems)];
}

/** The documented calls no request made (a contract test that covers every call the console makes). */
export const unmade = (requests: SeenRequest[], documented: Record<string, DocumentedCall>) => Object.keys(documented).filter((path) => !requests.some((r) => r.path === path));

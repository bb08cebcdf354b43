/**
 * Bodies made from the OpenAPI document alone, as a client reading it would make them: a valid one
 * (the required fields, then those a chosen value makes required, each with a value its schema
 * allows) and an invalid one (one field of the wrong type). Relations ask `relationId` for an id of
 * the screen they point at; unique values are drawn fresh each time.
 */
import RandExp from 'randexp';

type Schema = Record<string, any>;
type Body = Record<string, unknown>;

/** What a body's references need from the server: an id of a screen's record, a file uploaded at an address. */
export interface SampleHelp {
  relationId(screen: string): Promise<number>;
  upload(api: string, accept: string[]): Promise<string>;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
let drawn = 0;

/** A fresh valid resident ID number (born 1990-01-01, a drawn sequence) and mobile. */
function freshIdCard(): string {
  const body = `11010519900101${String(100 + (drawn++ % 900)).padStart(3, '0')}`;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}
const freshMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function valueOf(name: string, schema: Schema, help: SampleHelp): Promise<unknown> {
  if (schema['x-relation']) return help.relationId(schema['x-relation'].screen);
  if (schema['x-upload']) return help.upload(schema['x-upload'].api, schema['x-upload'].accept);
  if (schema.default !== undefined && schema.type !== 'array') return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'boolean': return true;
    case 'integer':
    case 'number': return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      const items: unknown[] = [];
      for (let i = 0; i < count; i++) items.push(schema.items?.type === 'object' ? await validBody(schema.items, help) : schema.items?.enum?.[i] ?? `${name}${i}`);
      return items;
    }
    default: {
      if (schema.format === 'idcard') return freshIdCard();
      if (schema.format === 'mobile') return freshMobile();
      if (schema.examples?.length && String(schema.examples[0]).length >= (schema.minLength ?? 0)) return schema.examples[0];
      if (schema.pattern) {
        // Drawn from the pattern itself, within its length bounds (a few tries: `\\w+` may draw long).
        for (let i = 0; i < 50; i++) {
          const drawnText = new RandExp(schema.pattern).gen();
          if (drawnText.length >= (schema.minLength ?? 0) && drawnText.length <= (schema.maxLength ?? Infinity)) return drawnText;
        }
      }
      const text = `样例${name}${Date.now().toString(36)}${drawn++}`;
      const max = schema.maxLength ?? 64;
      return text.length > max ? text.slice(text.length - max) : text.padEnd(schema.minLength ?? 1, '样');
    }
  }
}

/**
 * The fields a body must hold: the schema's required ones and those of each `allOf` rule whose `if`
 * it meets (as JSON Schema reads it: a field left out meets its test unless the `if` requires it).
 */
function requiredFor(schema: Schema, body: Body): string[] {
  const meets = (rule: Schema) => Object.entries(rule.if.properties as Record<string, Schema>).every(([n, t]) => (n in body
    ? ('const' in t ? body[n] === t.const : (t.enum ?? []).includes(body[n]))
    : !(rule.if.required ?? []).includes(n)));
  const more = (schema.allOf ?? []).filter(meets).flatMap((rule: Schema) => rule.then.required as string[]);
  return [...new Set([...(schema.required ?? []), ...more])];
}

export async function validBody(schema: Schema, help: SampleHelp): Promise<Body> {
  const body: Body = {};
  for (let round = 0; round < 4; round++) {
    for (const name of requiredFor(schema, body)) if (!(name in body)) body[name] = await valueOf(name, schema.properties[name], help);
  }
  // Two dates a rule keeps apart (x-spans): the later one far enough after the first.
  for (const span of schema['x-spans'] ?? []) {
    if (typeof body[span.from] !== 'string' || !(span.to in body)) continue;
    const to = new Date(`${String(body[span.from]).slice(0, 10)}T00:00:00Z`);
    to.setUTCFullYear(to.getUTCFullYear() + (span.minYears ?? 0));
    to.setUTCDate(to.getUTCDate() + (span.minDays ?? 0) + 1);
    const day = to.toISOString().slice(0, 10);
    body[span.to] = String(body[span.to]).length > 10 ? `${day}${String(body[span.to]).slice(10)}` : day;
  }
  return body;
}

/** `valid` with its first field given a value of the wrong type, and that field's name. */
export function invalidBody(schema: Schema, valid: Body): { body: Body; field: string } {
  const [field, spec] = Object.entries(schema.properties as Record<string, Schema>).find(([n]) => n in valid) ?? Object.entries(schema.properties as Record<string, Schema>)[0];
  const wrong = spec.type === 'string' ? 12345 : spec.type === 'array' ? '不是列表' : '不是数字';
  return { body: { ...valid, [field]: wrong }, field };
}

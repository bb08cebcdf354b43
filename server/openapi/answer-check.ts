/**
 * Checks an answer the server gave against the OpenAPI document it serves: that the call is in it,
 * that its status is one the operation declares, with a content type declared for it, and that a
 * JSON body fits the declared schema ($refs into the document's components resolved). Used by the
 * unit tests and by the e2e suite on the console's own traffic.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { FORMATS, HTML_FORMAT, MONEY_FORMAT } from '../../validators/formats.ts';

type Op = Record<string, any>;
export type Document = OpenAPIV3_1.Document;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** An answer's problem against the document, or null when it fits. */
export type AnswerCheck = (method: string, path: string, status: number, contentType: string, body: unknown) => string | null;

/** A compiler of the document's schemas ($refs into its components resolved), our formats known. */
export function schemaCompiler(doc: Document): (schema: object) => ((value: unknown) => string | null) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: format.validate });
  ajv.addFormat(MONEY_FORMAT, { type: 'number', validate: Number.isSafeInteger });
  ajv.addFormat(HTML_FORMAT, { type: 'string', validate: () => true });
  ajv.addSchema({ $id: 'doc', components: doc.components });
  const resolve = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  const compiled = new Map<object, (value: unknown) => string | null>();
  return (schema) => {
    if (!compiled.has(schema)) {
      const check = ajv.compile(resolve(schema));
      compiled.set(schema, (value) => (check(value) ? null : ajv.errorsText(check.errors)));
    }
    return compiled.get(schema)!;
  };
}

export function answerChecker(doc: Document): AnswerCheck {
  const compile = schemaCompiler(doc);
  // Literal paths first, then templates by how many literal segments they have.
  const templates = Object.keys(doc.paths ?? {}).map((template) => ({
    template, literal: template.split('/').filter((part) => !part.startsWith('{')).length,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`),
  })).sort((a, b) => b.literal - a.literal);
  return (method, path, status, contentType, body) => {
    // HEAD is answered by the GET route.
    const m = (method.toUpperCase() === 'HEAD' ? 'get' : method.toLowerCase()) as (typeof METHODS)[number];
    const found = templates.find((t) => t.pattern.test(path) && (doc.paths![t.template] as Op)?.[m]);
    // A path the document does not have is answered 404 in the envelope: what the document leads one to expect.
    if (!found) return status === 404 && ['A0404', 'A0405'].includes(String((body as { code?: string } | undefined)?.code)) ? null : `${method} ${path}: 不在文档中`;
    const op = (doc.paths![found.template] as Op)[m] as Op;
    let response = op.responses?.[String(status)];
    if (!response) return `${method} ${found.template}: 文档没有 ${status} 的回答（有 ${Object.keys(op.responses ?? {}).join('、')}）`;
    if (response.$ref) response = (doc.components!.responses as Op)[response.$ref.split('/').pop()];
    const type = contentType.split(';')[0].trim().toLowerCase();
    const content = response.content as Record<string, { schema?: object }> | undefined;
    if (!content) return null;
    // A declared `*/*` takes any type, `image/*` any image.
    const declared = content[type] ?? Object.entries(content).find(([key]) => key === '*/*' || (key.endsWith('/*') && type.startsWith(key.slice(0, -1))))?.[1];
    if (!declared) return `${method} ${found.template} ${status}: 回答是 ${type || '无类型'}，文档写的是 ${Object.keys(content).join('、')}`;
    if (type !== 'application/json' || !declared.schema) return null;
    const problem = compile(declared.schema)(body);
    return problem && `${method} ${found.template} ${status}: ${problem}`;
  };
}

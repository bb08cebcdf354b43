/**
 * The route schemas' validators: two ajv instances. Path, query and headers are text, read as the
 * schema's types (coerceTypes 'array', as Fastify does); a JSON body is taken as sent — no
 * coercion — so `{"menuIds": "1"}` is refused, never read as `[1]` (issue 25: it replaced a role's
 * 97 menus with one).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const options = { allErrors: true, removeAdditional: false, useDefaults: true, addUsedSchema: false, strict: false } as const;
const text = addFormats.default(new Ajv({ ...options, coerceTypes: 'array' }));
const json = addFormats.default(new Ajv({ ...options, coerceTypes: false }));

export const routeValidator: FastifySchemaCompiler<any> = ({ schema, httpPart }) => (httpPart === 'body' ? json : text).compile(schema);

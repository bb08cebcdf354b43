import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { Document } from './document.ts';

/** Where the generated types live: beside the widgets that use them. */
export const TYPES_FILE = resolve(import.meta.dirname, '../../widgets/api/types.ts');

/** The TypeScript types of `doc`'s paths, operations and schemas, as openapi-typescript writes them. */
export async function typesSource(doc: Document): Promise<string> {
  const ast = await openapiTS(doc as never, { alphabetize: true });
  return `/* eslint-disable */\n// 由 \`npm run openapi:types\` 从 GET /v1/api/openapi.json（admin 可调用的全部接口）生成，不要手改。\n\n${astToString(ast)}`;
}

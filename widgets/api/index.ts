/**
 * The API as its OpenAPI document describes it, typed for widget authors: `api.get('/v1/api/app/call/desk')`
 * answers the document's data type, `api.post(path, {body})` checks the body against the route's
 * or the screen model's schema. The types are generated (`npm run openapi:types`); a test fails
 * when they drift from the server.
 */
import { typedClient } from '../../runtime/http/typed.ts';
import type { components, paths } from './types.ts';

export const api = typedClient<paths>();
/** A screen's record as its bindings answer it, by the screen's component with `/` as `_` (`talents_list`). */
export type RecordOf<Name extends keyof components['schemas']> = components['schemas'][Name];

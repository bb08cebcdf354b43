import { get } from '../http/client.ts';
import type { ScreenSchema } from '../../schemas/types.ts';

export interface SchemaProblem { file: string; pointer: string; message: string }
/** `warnings`: what the schema names that the database lacks yet (a dictionary, a button); the screen works meanwhile. */
/**
 * A screen's schema as the server serves it: null with the problems that keep it off, or the schema
 * with warnings; `broken` (for those who may edit menus): the problems of an edit of its file since
 * this, its last good version, which is still served.
 */
export interface LoadedSchema { schema: ScreenSchema | null; problems: SchemaProblem[]; warnings?: SchemaProblem[]; broken?: SchemaProblem[] }

// A schema asked for ahead of its screen (see preloadSchema), taken once by the screen that shows
// it, and only while fresh: schema files change on a running server.
const early = new Map<string, { at: number; pending: Promise<LoadedSchema> }>();
const FRESH_MS = 10_000;

const request = (component: string) => get<LoadedSchema>(`/screens/${component}`, undefined, { silent: true });

/** GET /screens/{component}: the screen's schema file as the server serves it. */
export function fetchSchema(component: string): Promise<LoadedSchema> {
  const taken = early.get(component);
  early.delete(component);
  return taken && Date.now() - taken.at < FRESH_MS ? taken.pending : request(component);
}

/** Asks for a schema file's screen before the screen's code is in. */
export function preloadSchema(component: string): void {
  const path = component.replace(/^\//, '').replace(/\/index$/, '');
  if (early.has(path)) return;
  const pending = request(path);
  pending.catch(() => undefined); // The screen, if it comes, reports the failure.
  early.set(path, { at: Date.now(), pending });
}

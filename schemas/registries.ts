import { FORMAT_NAMES, HTML_FORMAT, MONEY_FORMAT } from '../validators/formats.ts';
import { WIDGET_NAMES } from '../runtime/schema/widget-names.ts';

/**
 * What a schema may name that is code: widgets and formats, read from their registries; the
 * meta-schema and checker use it. Dictionaries and permission strings are data (made in 字典管理
 * and 菜单管理): they are checked against a database (DataRegistries), never against a list here.
 */
export interface Registries {
  widgets: string[];
  formats: string[];
  /** Images the server draws (x-drawn), by name: the fields each reads. */
  drawings: Record<string, readonly string[]>;
}

/**
 * Images the server draws from a record's fields (x-drawn), with the fields each reads; the
 * server's drawings (server/services/drawings.ts) are keyed by the same names.
 */
export const DRAWINGS = {
  /** A company seal: upper-arc name, star, horizontal text, bottom serial, colour, round or oval. */
  seal: ['company_name', 'text', 'serial', 'color', 'shape'],
} as const satisfies Record<string, readonly string[]>;
export type DrawingName = keyof typeof DRAWINGS;

/** What a database holds that a schema may name: dictionary codes and the permission strings of its menus. */
export interface DataRegistries {
  dicts: string[];
  perms: string[];
  /** Each dictionary's values by its code (a flow's states are checked against them). */
  dictValues?: Record<string, string[]>;
  /** The component paths that have a menu entry. */
  components?: string[];
}

export function liveRegistries(): Registries {
  return { widgets: [...WIDGET_NAMES], formats: [...FORMAT_NAMES, MONEY_FORMAT, HTML_FORMAT], drawings: DRAWINGS };
}

/**
 * Screens whose records the server keeps in tables of its own (hand-written routes): a relation
 * may point at them as at a stored screen. The server declares the same tables (Engine.declareTable).
 */
export const HAND_WRITTEN_TABLES: Record<string, string> = { 'system/user': 'sys_user' };

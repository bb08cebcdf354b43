/**
 * The images the server draws for x-drawn fields, by the names schemas/registries.ts gives them
 * (with the fields each reads): each takes a record as stored and answers a PNG.
 */
import { DRAWINGS, type DrawingName } from '../../schemas/registries.ts';
import { drawSeal } from './seal-image.ts';

type Row = Record<string, unknown>;

export const DRAWERS: Record<DrawingName, (record: Row) => Buffer> = {
  seal: (r) => drawSeal({
    company: String(r.company_name ?? ''),
    text: r.text == null ? null : String(r.text),
    serial: r.serial == null ? null : String(r.serial),
    color: String(r.color ?? '#E60012'),
    shape: r.shape === 'oval' ? 'oval' : 'round',
  }),
};

/** The fields drawing `by` reads (a change to any of them draws the image anew). */
export const drawingReads = (by: string): readonly string[] => DRAWINGS[by as DrawingName] ?? [];

/**
 * A contract's rich text (a template written in the editor, kept through the allow-list) as the
 * blocks the PDF lays out: headings, paragraphs, list items with their marks, and tables of cells.
 * Read with htmlparser2; anything the allow-list let through that is not a block (an image) is left
 * out of the PDF, its text (none) with it.
 */
import { Parser } from 'htmlparser2';

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; mark: string; depth: number; text: string }
  | { kind: 'table'; rows: Array<Array<{ text: string; header: boolean; span: number }>> };

/** A block whose text is being read. */
type Pending = { kind: 'heading'; level: number } | { kind: 'paragraph' } | { kind: 'item'; mark: string; depth: number };

/** The blocks of `html`, in order. */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let text: string | null = null;
  let pending: Pending | null = null;
  let table: Extract<Block, { kind: 'table' }> | null = null;
  let cell: { text: string; header: boolean; span: number } | null = null;

  /** Closes the block being read (a list item's text may end at a nested list). */
  const flush = () => {
    if (pending && text !== null && (text.trim() || pending.kind !== 'paragraph')) blocks.push({ ...pending, text: text.replace(/[ \t\n]+/g, ' ').trim() } as Block);
    pending = null;
    text = null;
  };
  const open = (block: Pending) => { flush(); pending = block; text = ''; };

  const parser = new Parser({
    onopentag(name, attrs) {
      if (table && (name === 'td' || name === 'th')) { cell = { text: '', header: name === 'th', span: Math.max(1, Math.min(12, Number(attrs.colspan) || 1)) }; return; }
      if (table && name === 'tr') { table.rows.push([]); return; }
      if (cell) { if (name === 'br') cell.text += '\n'; return; }
      if (/^h[1-6]$/.test(name)) open({ kind: 'heading', level: Number(name[1]) });
      else if (name === 'p' || name === 'blockquote' || name === 'pre') { if (pending?.kind !== 'item' || text?.trim()) open({ kind: 'paragraph' }); }
      else if (name === 'ul' || name === 'ol') { flush(); lists.push({ ordered: name === 'ol', n: 0 }); }
      else if (name === 'li') {
        const list = lists[lists.length - 1] ?? { ordered: false, n: 0 };
        list.n += 1;
        open({ kind: 'item', mark: list.ordered ? `${list.n}.` : '•', depth: Math.max(0, lists.length - 1) });
      } else if (name === 'table') { flush(); table = { kind: 'table', rows: [] }; }
      else if (name === 'br' && text !== null) text += '\n';
      else if (name === 'hr') flush();
    },
    ontext(data) {
      if (cell) cell.text += data;
      else if (text !== null) text += data;
      else if (data.trim()) { pending = { kind: 'paragraph' }; text = data; }
    },
    onclosetag(name) {
      if ((name === 'td' || name === 'th') && cell && table) {
        table.rows[table.rows.length - 1]?.push({ ...cell, text: cell.text.replace(/[ \t]+/g, ' ').trim() });
        cell = null;
      } else if (name === 'table' && table) { if (table.rows.some((r) => r.length)) blocks.push({ ...table, rows: table.rows.filter((r) => r.length) }); table = null; }
      else if (name === 'ul' || name === 'ol') { flush(); lists.pop(); }
      else if (/^h[1-6]$/.test(name) || name === 'p' || name === 'li' || name === 'blockquote' || name === 'pre') flush();
    },
  }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { dataDir, PORTS } from '../playwright.config.ts';

/**
 * What an operator does to a running test server from outside the console: drop a schema
 * file into its folder, add rows (a menu entry, a role) to its database.
 */
const dir = dataDir(PORTS.main);

export function dropSchema(component: string, schema: object) {
  dropRawSchema(component, JSON.stringify(schema, null, 2));
}

/** Saves `text` as a schema file as an editor would, broken or not. */
export function dropRawSchema(component: string, text: string) {
  const file = join(dir, 'schemas', `${component}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(join(dir, 'kp.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A menu catalog with one screen under it, granted to `roles`; returns the screen's path. */
export function addMenu(title: string, component: string, roles: string[], buttons: string[] = []): string {
  return withDatabase((db) => {
    const now = Date.now();
    const insert = db.prepare(`insert into sys_menu (parent_id, type, name, route_path, component, redirect, perm, icon, sort, hidden, keep_alive, always_show, created_at, updated_at)
      values (?, ?, ?, ?, ?, null, ?, ?, 50, 0, 0, 0, ?, ?)`);
    const slug = `${component.replace(/\W/g, '')}${Math.random().toString(36).slice(2, 6)}`;
    const catalog = insert.run(0, 'CATALOG', `${title}目录`, `/${slug}`, 'Layout', null, 'experiment', now, now).lastInsertRowid;
    const screen = insert.run(catalog, 'MENU', title, 'index', component, null, null, now, now).lastInsertRowid;
    const ids = [catalog, screen, ...buttons.map((perm) => insert.run(screen, 'BUTTON', perm, null, null, perm, null, now, now).lastInsertRowid)];
    for (const code of roles) {
      const role = db.prepare('select id from sys_role where code = ?').get(code) as { id: number };
      for (const id of ids) db.prepare('insert into sys_role_menu (role_id, menu_id) values (?, ?)').run(role.id, id);
    }
    return `/${slug}/index`;
  });
}

export async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

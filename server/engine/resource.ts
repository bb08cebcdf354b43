import type { Db } from '../db/connect.ts';
import type { FieldSchema, ScreenSchema } from '../../schemas/types.ts';
import { ListPlanner } from './list-planner.ts';
import { ListReader } from './list-reader.ts';
import { listTables } from './list-matcher.ts';
import { RecordActions } from './record-actions.ts';
import { RecordChecks } from './record-checks.ts';
import { RecordCore } from './record-core.ts';
import { RecordFiles } from './record-files.ts';
import { RecordImport } from './record-import.ts';
import { RecordPresenter } from './record-presenter.ts';
import { RecordStats } from './record-stats.ts';
import { RecordWrites } from './record-writes.ts';

export { EXACT_TOTAL, type ListTotal } from './list-planner.ts';
export { ESTIMATE_TTL_MS, FEW_VALUES } from './list-reader.ts';
export { invalid, type ImportRows, type LineProblem, type LinesCheck, type MoveHook, type ReferenceCheck, type Relation, type WriteGuard } from './record-core.ts';

/**
 * One stored screen's records: list, detail, create, update, remove, actions and imports, with
 * its model's validation, uniqueness, dictionary values and the op log. A facade over its rooms,
 * each with one reason to change (the newcomer's map):
 *
 * - record-core.ts — the table, fields, owner, masks and relations every room shares; scope, name, transaction
 * - list-planner.ts — a list query's SQL, compiled once per shape; list-reader.ts — its pages and totals
 * - record-presenter.ts — how records are shown (masks, labels), one record, due items, pickers
 * - record-checks.ts — what a record must be; record-writes.ts — create, edit, delete
 * - record-actions.ts — schema actions and flow moves; record-import.ts — files and lines in
 * - record-files.ts — who may see or open the files records hold; record-stats.ts — chart screens' figures
 */
export class Resource extends RecordCore {
  private readonly presenter: RecordPresenter;
  private readonly checks: RecordChecks;
  private readonly reader: ListReader;
  private readonly writes: RecordWrites;
  private readonly actions: RecordActions;
  private readonly imports: RecordImport;
  private readonly files: RecordFiles;
  private readonly stats: RecordStats;

  constructor(db: Db, schema: ScreenSchema) {
    super(db, schema);
    this.presenter = new RecordPresenter(this);
    this.checks = new RecordChecks(this);
    const planner = new ListPlanner(this, this.checks);
    this.reader = new ListReader(this, planner, this.presenter);
    this.files = new RecordFiles(this);
    this.writes = new RecordWrites(this, this.checks, this.presenter, this.files);
    this.actions = new RecordActions(this, this.presenter);
    this.imports = new RecordImport(this, this.checks, this.writes);
    this.stats = new RecordStats(this, planner);
  }

  list(...a: Parameters<ListReader['list']>) { return this.reader.list(...a); }
  listJson(...a: Parameters<ListReader['listJson']>) { return this.reader.listJson(...a); }
  /** The tables its list's pages are read from (listTables). */
  listTables() { return listTables(this); }
  /** The table whose count row (table-sync's kp_row_count) a list's request reads with its stamps; a tree keeps none. */
  countedTable() { return this.schema.kind === 'tree-crud' ? undefined : this.table; }
  groupTotals(...a: Parameters<ListReader['groupTotals']>) { return this.reader.groupTotals(...a); }
  statistic(...a: Parameters<RecordStats['points']>) { return this.stats.points(...a); }
  timeSpan(...a: Parameters<RecordStats['timeSpan']>) { return this.stats.timeSpan(...a); }
  rollupOf(...a: Parameters<RecordStats['rollupOf']>) { return this.stats.rollupOf(...a); }
  sum(...a: Parameters<ListReader['sum']>) { return this.reader.sum(...a); }

  present(...a: Parameters<RecordPresenter['present']>) { return this.presenter.present(...a); }
  detail(...a: Parameters<RecordPresenter['detail']>) { return this.presenter.detail(...a); }
  dueItems(...a: Parameters<RecordPresenter['dueItems']>) { return this.presenter.dueItems(...a); }
  reveal(...a: Parameters<RecordPresenter['reveal']>) { return this.presenter.reveal(...a); }
  logMaskedSearch(...a: Parameters<RecordPresenter['logMaskedSearch']>) { return this.presenter.logMaskedSearch(...a); }
  relationOptions(...a: Parameters<RecordPresenter['relationOptions']>) { return this.presenter.relationOptions(...a); }

  fromText(field: FieldSchema, text: string) { return this.checks.fromText(field, text); }
  dictErrors(...a: Parameters<RecordChecks['dictErrors']>) { return this.checks.dictErrors(...a); }
  fieldErrors(...a: Parameters<RecordChecks['fieldErrors']>) { return this.checks.fieldErrors(...a); }
  check(...a: Parameters<RecordChecks['check']>) { return this.checks.check(...a); }
  created(...a: Parameters<RecordChecks['created']>) { return this.checks.created(...a); }
  edited(...a: Parameters<RecordChecks['edited']>) { return this.checks.edited(...a); }
  withDatedStatus(...a: Parameters<RecordChecks['withDatedStatus']>) { return this.checks.withDatedStatus(...a); }
  startOf(...a: Parameters<RecordChecks['startOf']>) { return this.checks.startOf(...a); }

  create(...a: Parameters<RecordWrites['create']>) { return this.writes.create(...a); }
  update(...a: Parameters<RecordWrites['update']>) { return this.writes.update(...a); }
  remove(...a: Parameters<RecordWrites['remove']>) { return this.writes.remove(...a); }
  act(...a: Parameters<RecordActions['act']>) { return this.actions.act(...a); }

  importFile(...a: Parameters<RecordImport['importFile']>) { return this.imports.importFile(...a); }
  importLines(...a: Parameters<RecordImport['importLines']>) { return this.imports.importLines(...a); }
  insertMany(...a: Parameters<RecordImport['insertMany']>) { return this.imports.insertMany(...a); }
  checkImport(...a: Parameters<RecordImport['checkImport']>) { return this.imports.checkImport(...a); }
  importChecks(...a: Parameters<RecordImport['importChecks']>) { return this.imports.importChecks(...a); }

  fileVisible(...a: Parameters<RecordFiles['fileVisible']>) { return this.files.fileVisible(...a); }
  recordsHolding(...a: Parameters<RecordFiles['recordsHolding']>) { return this.files.recordsHolding(...a); }
  openPersonalFile(...a: Parameters<RecordFiles['openPersonalFile']>) { return this.files.openPersonalFile(...a); }
  isPersonalFile(...a: Parameters<RecordFiles['isPersonalFile']>) { return this.files.isPersonalFile(...a); }
  uploadOf(...a: Parameters<RecordFiles['uploadOf']>) { return this.files.uploadOf(...a); }
  readInfo(...a: Parameters<RecordFiles['readInfo']>) { return this.files.readInfo(...a); }
}

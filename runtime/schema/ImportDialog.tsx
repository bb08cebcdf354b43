import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { ApiCallError } from '../http/client.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import { parseBinding, searchField } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';
import type { Option } from './options.ts';
import { download, importTemplate } from './xlsx.ts';

const MAX_BYTES = 20 * 1024 * 1024;
interface RowError { row: number; column: string; message: string }
type Outcome = { imported: number } | { total: number; errors: RowError[]; message: string } | null;

/**
 * The import dialog: a template from the schema, one file sent in the field `file` with the
 * binding's query from the search form, upload progress, then counts or every bad row.
 */
export function ImportDialog({ schema, options, search, onClose, onImported }: {
  schema: ScreenSchema; options: Record<string, Option[]>; search: Record<string, unknown>; onClose: () => void; onImported: () => void;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fixed = Object.values(parseBinding(schema.api.import!)?.query ?? {}).flatMap((t) => searchField(t) ?? []);
  const fixedUnset = fixed.filter((f) => search[f] === undefined || search[f] === '' || search[f] === null);

  const send = async (file: File) => {
    setOutcome(null);
    if (file.size > MAX_BYTES) { setOutcome({ total: 0, errors: [], message: '文件不能超过 20 MB' }); return; }
    const body = new FormData();
    body.append('file', file);
    setPercent(0);
    try {
      const result = await callBinding<{ imported: number }>(schema.api.import!, {
        data: body, search, headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (e) => setPercent(e.total ? Math.round((e.loaded / e.total) * 90) : 50),
      });
      setOutcome(result);
      onImported();
    } catch (error) {
      const data = error instanceof ApiCallError ? (error.data as { total?: number; errors?: RowError[] } | null) : null;
      setOutcome({ total: data?.total ?? 0, errors: data?.errors ?? [], message: (error as Error).message });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal open title={`导入${schema.title}`} width={720} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden data-testid="import-dialog">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Button onClick={async () => download(await importTemplate(schema, options, fixed), `${schema.title}导入模板.xlsx`)}>下载模板</Button>
          <span>表头为字段名称，带 * 的列必填；有选项的列可从下拉中选择。全部行无误才会写入。</span>
        </Space>
        {fixedUnset.length > 0 && <Alert type="info" showIcon message={`导入的数据将不设置「${fixedUnset.map((f) => schema.model.properties[f].title).join('、')}」；如需设置，请先在搜索条件中选择。`} />}
        <Upload.Dragger accept=".xlsx" maxCount={1} showUploadList={false} disabled={percent !== null} beforeUpload={(file) => { void send(file); return false; }}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p>点击或拖拽 xlsx 文件到这里上传</p>
        </Upload.Dragger>
        {percent !== null && <Progress percent={percent} status="active" data-testid="import-progress" />}
        {outcome && 'imported' in outcome && <Alert type="success" showIcon message={`导入成功：${outcome.imported} 条`} data-testid="import-result" />}
        {outcome && 'errors' in outcome && (
          <>
            <Alert type="error" showIcon message={outcome.message} description={outcome.total ? `共 ${outcome.total} 行，${outcome.errors.length} 处错误，未写入任何数据。` : undefined} data-testid="import-result" />
            {outcome.errors.length > 0 && (
              <Table<RowError> size="small" rowKey={(r) => `${r.row}-${r.column}-${r.message}`} dataSource={outcome.errors} pagination={{ pageSize: 8 }}
                columns={[{ title: '行', dataIndex: 'row', width: 70 }, { title: '列', dataIndex: 'column', width: 140 }, { title: '问题', dataIndex: 'message' }]} />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}

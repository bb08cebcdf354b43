import { Button, Card, Form, Input, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { FIELDS } from './fields.ts';

export default function HandWrittenPage() {
  const [rows, setRows] = useState<Array<Record<string, unknown>>>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    void fetch('/v1/api/bench/paint?page=1&pageSize=100').then((r) => r.json()).then((body) => { setRows(body.data.list); setLoading(false); });
  }, []);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form layout="inline">
          <Form.Item label="关键字"><Input allowClear /></Form.Item>
          {FIELDS.slice(0, 3).map((f, i) => <Form.Item key={f} label={`字段${i}`}><Input /></Form.Item>)}
          <Button>重置</Button><Button type="primary">搜索</Button>
        </Form>
      </Card>
      <Card title="绘制压测">
        <Table rowKey="id" size="middle" loading={loading} dataSource={rows} scroll={{ x: 'max-content' }} pagination={{ pageSize: 100, total: rows.length }}
          columns={FIELDS.map((f, i) => ({ key: f, dataIndex: f, title: `字段${i}`, ellipsis: true, render: (v: unknown) => (v === null || v === '' ? '无' : String(v)) }))} />
      </Card>
    </Space>
  );
}


/**
 * The rich-text editor (Tiptap on ProseMirror): headings, lists, bold and italic, links, images from
 * the material library, tables, and — for templates — placeholders from a menu. Loaded only where a
 * form has a rich-text field. What it produces is HTML the server passes through its allow-list
 * before keeping (server/services/html.ts), so the editor is a convenience, never the guard.
 */
import {
  BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, RedoOutlined, TableOutlined, UndoOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Button, Dropdown, Input, Modal, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isExternalLink } from '../../../validators/patterns.ts';
import { LibraryBrowser, publicFileUrl } from './material.tsx';
import { hasMarkup, paragraphs } from '../../../validators/html-text.ts';

export interface RichTextProps {
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** The library screen images are picked from (`x-component-props.library`, e.g. `matter`); no image button without it. */
  library?: string;
  /** Placeholders a template may hold (`{{name}}`), offered from a menu. */
  placeholders?: Array<{ key: string; label: string }>;
  'aria-label'?: string;
}

/** Text written before there was an editor (no markup at all) opens as a paragraph a line. */
const asHtml = (value: string | null | undefined) => (!value || hasMarkup(value) ? value ?? '' : paragraphs(value));

export default function RichTextEditor({ value, onChange, disabled, library, placeholders, ...rest }: RichTextProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [linking, setLinking] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // What the form holds now: an update that changes nothing (the editor settling its document) is not a change.
  const held = useRef(value ?? '');
  held.current = value ?? '';
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], isAllowedUri: (url) => isExternalLink(url) } }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: asHtml(value),
    editable: !disabled,
    editorProps: { attributes: { class: 'kp-rich-text', role: 'textbox', 'aria-multiline': 'true', 'aria-label': rest['aria-label'] ?? '' } },
    onCreate: () => setReady(true),
    onDestroy: () => setReady(false),
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      if (html !== held.current) onChange?.(html);
    },
  });
  // A value set from outside (the form filled from a record) replaces the document; typing does not loop back.
  // (An editor not mounted yet, or already destroyed, has no view to read from.)
  useEffect(() => {
    if (!editor || !ready || editor.isDestroyed) return;
    if ((value ?? '') !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(asHtml(value), { emitUpdate: false });
  }, [editor, value, ready]);
  useEffect(() => { if (editor && !editor.isDestroyed) editor.setEditable(!disabled); }, [editor, disabled]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false, italic: e?.isActive('italic') ?? false, bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false, link: e?.isActive('link') ?? false, table: e?.isActive('table') ?? false,
      level: ([1, 2, 3] as const).find((l) => e?.isActive('heading', { level: l })) ?? 0,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (label: string, icon: JSX.Element, active: boolean | undefined, run: () => void) => (
    <Tooltip title={label} key={label}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={label} aria-pressed={active} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run} />
    </Tooltip>
  );
  const saveLink = () => {
    const href = (linking ?? '').trim();
    if (href && !isExternalLink(href)) return;
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };
  return (
    <div className="kp-rich-text-box" data-testid="rich-text" style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
      <Space wrap size={2} style={{ padding: 4, borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }} role="toolbar" aria-label={rest['aria-label']}>
        <Dropdown disabled={disabled} menu={{
          items: [{ key: '0', label: t('richText.paragraph') }, ...[1, 2, 3].map((l) => ({ key: String(l), label: `${t('richText.heading')} ${l}` }))],
          onClick: ({ key }) => (key === '0' ? chain().setParagraph().run() : chain().toggleHeading({ level: Number(key) as 1 | 2 | 3 }).run()),
        }}>
          <Button size="small" type="text" aria-label={t('richText.heading')}>{state?.level ? `${t('richText.heading')} ${state.level}` : t('richText.paragraph')}</Button>
        </Dropdown>
        {tool(t('richText.bold'), <BoldOutlined />, state?.bold, () => chain().toggleBold().run())}
        {tool(t('richText.italic'), <ItalicOutlined />, state?.italic, () => chain().toggleItalic().run())}
        {tool(t('richText.bulletList'), <UnorderedListOutlined />, state?.bullet, () => chain().toggleBulletList().run())}
        {tool(t('richText.orderedList'), <OrderedListOutlined />, state?.ordered, () => chain().toggleOrderedList().run())}
        {tool(t('richText.link'), <LinkOutlined />, state?.link, () => setLinking(editor.getAttributes('link').href ?? ''))}
        {library && tool(t('richText.image'), <PictureOutlined />, false, () => setPicking(true))}
        {state?.table
          ? <Dropdown menu={{ items: [{ key: 'row', label: t('richText.addRow') }, { key: 'col', label: t('richText.addColumn') }, { key: 'del', label: t('richText.deleteTable'), danger: true }],
            onClick: ({ key }) => (key === 'row' ? chain().addRowAfter().run() : key === 'col' ? chain().addColumnAfter().run() : chain().deleteTable().run()) }}>
            <Button size="small" type="primary" icon={<TableOutlined />} aria-label={t('richText.table')} />
          </Dropdown>
          : tool(t('richText.table'), <TableOutlined />, false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
        {placeholders?.length ? (
          <Dropdown disabled={disabled} menu={{ items: placeholders.map((p) => ({ key: p.key, label: `${p.label}（{{${p.key}}}）` })), onClick: ({ key }) => chain().insertContent(`{{${key}}}`).run() }}>
            <Button size="small" type="text" aria-label={t('richText.placeholder')}>{t('richText.placeholder')}</Button>
          </Dropdown>
        ) : null}
        {tool(t('richText.undo'), <UndoOutlined />, false, () => chain().undo().run())}
        {tool(t('richText.redo'), <RedoOutlined />, false, () => chain().redo().run())}
      </Space>
      <EditorContent editor={editor} style={{ padding: '4px 11px', minHeight: 180 }} />
      <Modal open={linking !== null} title={t('richText.linkTitle')} onCancel={() => setLinking(null)} onOk={saveLink} okButtonProps={{ disabled: Boolean(linking?.trim()) && !isExternalLink(linking!.trim()) }} destroyOnHidden>
        <Input autoFocus value={linking ?? ''} onChange={(e) => setLinking(e.target.value)} onPressEnter={saveLink} placeholder="https://" aria-label={t('richText.link')}
          status={linking?.trim() && !isExternalLink(linking.trim()) ? 'error' : undefined} />
        <div style={{ marginTop: 6, opacity: 0.7 }}>{linking?.trim() && !isExternalLink(linking.trim()) ? t('richText.linkInvalid') : t('richText.linkPrompt')}</div>
      </Modal>
      {library && (
        <LibraryBrowser screen={library} accept={['image']} open={picking} onClose={() => setPicking(false)}
          onPick={(item, lib) => { const file = item[lib.file]; if (typeof file === 'string') chain().setImage({ src: publicFileUrl(file), alt: String(item[lib.label] ?? '') }).run(); }} />
      )}
    </div>
  );
}

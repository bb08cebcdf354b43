import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { emptyText } from '../../i18n/i18n.ts';
import type { RichTextProps } from './rich-text-editor.tsx';

// The editor's code (Tiptap, ProseMirror) comes with the first form that has a rich-text field.
const Editor = lazy(() => import('./rich-text-editor.tsx'));

/** A rich-text field (`"format": "html"`): the editor, loaded when first shown. */
export function RichText(props: RichTextProps) {
  return <Suspense fallback={<Spin size="small" />}><Editor {...props} /></Suspense>;
}

/**
 * Rich text shown, never edited (a detail view): the HTML as the server kept it — through its
 * allow-list, so no script, event attribute or foreign frame is in it.
 */
export function RichTextView({ value }: { value?: string | null }) {
  if (!value) return <span>{emptyText()}</span>;
  return <div className="kp-rich-text" data-testid="rich-text-view" dangerouslySetInnerHTML={{ __html: value }} />;
}

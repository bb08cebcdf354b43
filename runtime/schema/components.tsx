import {
  ArrayCards, Checkbox, DatePicker, FormGrid, FormItem, FormLayout, Input, NumberPicker, Password, PreviewText, Radio, Select, Switch, TimePicker, TreeSelect,
} from '@formily/antd-v5';
import { registerValidateRules, setValidateLanguage } from '@formily/core';
import { i18n } from '../i18n/i18n.ts';
import { Schema } from '@formily/json-schema';
import { connect, createSchemaField, mapReadPretty } from '@formily/react';
import { ColorPicker } from 'antd';
import type { ComponentType } from 'react';
import { FORMATS } from '../../validators/formats.ts';
import { EMPTY_TEXT, formatDateTime } from '../../validators/formatters.ts';
import { evaluateExpression } from './safe-expression.ts';
import type { WidgetName } from './widget-names.ts';
import { ComponentPicker, IconPicker } from './widgets/pickers.tsx';
import { MoneyField, MoneyText } from './widgets/money.tsx';
import { FileLink, FilePreview, FileUploadField, ImageView } from './widgets/upload.tsx';
import { MASK_NAMES } from '../../validators/mask.ts';
import { RelationSelect } from './widgets/relation.tsx';
import { RichText, RichTextView } from './widgets/rich-text.tsx';
import { MaterialPicker, MaterialView } from './widgets/material.tsx';
import { LinkView } from './widgets/link-view.tsx';

function ColorField({ value, onChange, disabled }: { value?: string; onChange?: (v: string) => void; disabled?: boolean }) {
  return <ColorPicker value={value || undefined} showText disabledAlpha disabled={disabled} onChangeComplete={(c) => onChange?.(c.toHexString().toUpperCase())} />;
}

/**
 * The widgets a schema may name, wrapped from antd through @formily/antd-v5. Formily reads a
 * dotted name as a path (`Radio.Group` is `Radio` then `Group`), so the map is nested.
 */
export const WIDGETS = {
  Input,
  Password,
  NumberPicker,
  Select,
  Switch,
  Radio,
  Checkbox,
  DatePicker,
  TimePicker,
  TreeSelect,
  ColorInput: connect(ColorField, mapReadPretty(PreviewText.Input)),
  MoneyInput: connect(MoneyField, mapReadPretty(MoneyText)),
  FileUpload: connect(FileUploadField, mapReadPretty(FilePreview)),
  ImageView: connect(ImageView, mapReadPretty(ImageView)),
  FileView: connect(FileLink, mapReadPretty(FileLink)),
  RichText: connect(RichText, mapReadPretty(RichTextView)),
  MaterialPicker: connect(MaterialPicker, mapReadPretty(MaterialView)),
  LinkView: connect(LinkView, mapReadPretty(LinkView)),
  ComponentPicker,
  IconPicker,
  RelationSelect,
};

/** The component a widget name resolves to, the way Formily resolves it; undefined when none. */
export function resolveWidget(name: WidgetName): ComponentType<any> | undefined {
  return name.split('.').reduce<any>((node, key) => node?.[key], WIDGETS);
}

/** Layout pieces the runtime's own form schemas use, and the cards an entries field is edited in. */
export const LAYOUT = { FormItem, FormLayout, FormGrid, ArrayCards };

/** A record's built-in time (created_at, updated_at: ms since the epoch) as the detail shows it. */
function StampText({ value }: { value?: number | string | null }) {
  return <span>{value === null || value === undefined || value === '' ? EMPTY_TEXT : formatDateTime(Number(value))}</span>;
}

/** Renders a Formily schema with the registry's widgets and layout (forms, search, action dialogs). */
export const SchemaField = createSchemaField({ components: { ...WIDGETS, ...LAYOUT, StampText } });

let registered = false;

/**
 * The four validators of validators/ as Formily rules, with the server's words
 * (`x-validator: [{mobile: true}]`), and `{{ }}` expressions evaluated without eval.
 */
export function registerFormats() {
  if (registered) return;
  registered = true;
  Schema.registerCompiler(evaluateExpression);
  // Formily's own words (required, too long) follow the console's language, not the browser's.
  setValidateLanguage(i18n.language);
  i18n.on('languageChanged', (language) => setValidateLanguage(language));
  // A number the server sent masked (138****8000) and left as it was keeps the stored one: the
  // server checks anything else, so a form never refuses its own masked value.
  const kept = (name: string, value: unknown) => (MASK_NAMES as readonly string[]).includes(name) && String(value).includes('*');
  registerValidateRules(Object.fromEntries(Object.entries(FORMATS).map(([name, format]) => [
    name,
    (value: unknown) => (value === undefined || value === null || value === '' || kept(name, value) || format.validate(String(value)) ? '' : format.message),
  ])));
}

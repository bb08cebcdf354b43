import { connect, mapReadPretty } from '@formily/react';
import { Select, Spin } from 'antd';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../http/client.ts';

/** The component path of the schema screen a form belongs to: relation pickers ask the server by it. */
export const ScreenComponent = createContext('');

/** A record as the server names it: its label, and a second label telling namesakes apart (138****8000 · 上海). */
interface Option { label: string; value: number; describe?: string }
const shownLabel = (o: Option) => (o.describe ? `${o.label} · ${o.describe}` : o.label);
interface Props {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The model field this picker edits (the server knows what it points at). */
  field: string;
  disabled?: boolean;
  'aria-label'?: string;
}

const SEARCH_DELAY_MS = 250;

function useRelation(field: string) {
  const component = useContext(ScreenComponent);
  return (query: { keywords?: string; ids?: string }) => get<Option[]>(`/relations/${component}`, { field, ...query }, { silent: true })
    .then((found) => found.map((o) => ({ ...o, label: shownLabel(o) })));
}

/** The label of a saved id, asked for once per value. */
function useLabel(field: string, value: number | null | undefined): string | null {
  const ask = useRelation(field);
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    if (value === null || value === undefined) return setLabel(null);
    let live = true;
    ask({ ids: String(value) }).then((found) => { if (live) setLabel(found[0]?.label ?? `#${value}`); }).catch(() => undefined);
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field, value]);
  return label;
}

/**
 * A record of another screen, found by typing the start of its name: the server answers at most
 * a page of matches, so a target with ten thousand records is as quick as one with ten.
 */
function RelationSelectField({ value, onChange, field, disabled, 'aria-label': ariaLabel }: Props) {
  const { t } = useTranslation();
  const ask = useRelation(field);
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const label = useLabel(field, value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const search = (keywords: string) => {
    clearTimeout(timer.current);
    setLoading(true);
    timer.current = setTimeout(() => {
      const asked = ++latest.current;
      ask({ keywords }).then((found) => { if (asked === latest.current) setOptions(found); })
        .catch(() => undefined).finally(() => { if (asked === latest.current) setLoading(false); });
    }, SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // The saved value stays shown by its label even when the current matches do not hold it.
  const shown = value !== null && value !== undefined && !options.some((o) => o.value === value) ? [{ label: label ?? '…', value }, ...options] : options;
  return (
    <Select
      value={value ?? undefined} disabled={disabled} allowClear showSearch filterOption={false} aria-label={ariaLabel} style={{ width: '100%' }}
      placeholder={t('crud.relationSearch')} options={shown}
      notFoundContent={loading ? <Spin size="small" /> : t('crud.relationNone')}
      onSearch={search} onDropdownVisibleChange={(open) => { if (open && !options.length) search(''); }}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}

function RelationText({ value, field }: { value?: number | null; field: string }) {
  const label = useLabel(field, value);
  return <span>{value === null || value === undefined ? '无' : label ?? '…'}</span>;
}

export const RelationSelect = connect(RelationSelectField, mapReadPretty(RelationText));

import { InputNumber } from 'antd';
import { fenFromYuan, formatFen, yuanText } from '../../../validators/money.ts';
import { emptyText } from '../../i18n/i18n.ts';

/**
 * An amount in fen (分) typed in yuan: ¥ before it, two decimals, the value kept as integer fen
 * from the digits typed (string mode: no float ever holds it).
 */
export function MoneyField({ value, onChange, disabled, ...rest }: { value?: number | null; onChange?: (fen: number | undefined) => void; disabled?: boolean; 'aria-label'?: string }) {
  return (
    <InputNumber<string>
      {...rest}
      stringMode
      precision={2}
      prefix="¥"
      style={{ width: '100%' }}
      disabled={disabled}
      value={value === null || value === undefined ? null : yuanText(value)}
      onChange={(text) => onChange?.(text === null || text === '' ? undefined : fenFromYuan(String(text)))}
    />
  );
}

/** The amount as the list shows it (¥1,234.56), for detail views. */
export function MoneyText({ value }: { value?: number | null }) {
  return <span>{value === null || value === undefined ? emptyText() : formatFen(value)}</span>;
}

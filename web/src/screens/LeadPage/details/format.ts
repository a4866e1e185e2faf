import { formatDate, formatDateTime as dateTimeOf } from '../../../format/dates';
import { leadPageTexts } from '../texts';
import type { FieldDef, Unit } from './fields';

const t = leadPageTexts;
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const rate = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });

const UNIT: Record<Unit, (n: number) => string> = {
  usd: (n) => usd.format(n),
  usdYear: (n) => `${usd.format(n)}/yr`,
  usdPerKwh: (n) => `${rate.format(n)}/kWh`,
  kw: (n) => `${plain.format(n)} kW`,
  kwh: (n) => `${plain.format(n)} kWh`,
  kwhYear: (n) => `${plain.format(n)} kWh/yr`,
  ft2: (n) => `${plain.format(n)} ft²`,
  years: (n) => `${plain.format(n)} years`,
  degrees: (n) => n.toFixed(6),
};
const MONEY: ReadonlySet<Unit> = new Set(['usd', 'usdYear', 'usdPerKwh']);

/**
 * A field's value for the read view: 'N/A' when empty, and §9 "falsy amounts show N/A" for money;
 * dates MM-DD-YYYY (§9), units spelled out, options by their label.
 */
export function formatValue(def: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.notAvailable;
  switch (def.kind) {
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n)) return t.notAvailable;
      const option = def.options?.find((o) => o.value === String(n));
      if (option) return option.label;
      if (def.unit && MONEY.has(def.unit) && !n) return t.notAvailable;
      return def.unit ? UNIT[def.unit](n) : plain.format(n);
    }
    case 'date': {
      return formatDate(String(value), t.notAvailable);
    }
    case 'bool': return value ? t.details.yes : t.details.no;
    case 'select': return def.options?.find((o) => o.value === value)?.label ?? String(value);
    default: return String(value);
  }
}

/** A stored "+1" and 10 digits as (555) 123-4567, for reading. */
export function formatPhone(value: string): string {
  const m = /^\+?1?(\d{3})(\d{3})(\d{4})$/.exec(value.replace(/[^\d+]/g, ''));
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : value;
}

/** Uploaded dates and times, §9: MM-DD-YYYY HH:MM. */
export const formatDateTime = (value: string) => dateTimeOf(value, t.notAvailable);

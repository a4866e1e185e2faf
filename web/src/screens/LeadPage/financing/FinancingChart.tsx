import { Box } from '@chakra-ui/react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsdCompact } from '../deals/shared/format';
import { financingTexts as t } from './texts';

export interface ChartSeries { key: string; label: string; cumulative: number[] }

const COLORS = ['var(--chakra-colors-brand-solid)', 'var(--chakra-colors-orange-600)', 'var(--chakra-colors-blue-600)', 'var(--chakra-colors-purple-600)', 'var(--chakra-colors-teal-600)'];
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** One line per available option: its cumulative cash flow year by year (aria-hidden: the table says the same). */
export function FinancingChart({ series }: { series: ChartSeries[] }) {
  const years = series[0]?.cumulative.length ?? 0;
  const rows = Array.from({ length: years }, (_, i) => Object.fromEntries([['year', i + 1], ...series.map((s) => [s.key, s.cumulative[i]])]));
  return (
    <Box height={{ base: '220px', md: '280px' }} aria-hidden="true" data-testid="financing-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--chakra-colors-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="year" tickLine={false} tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={formatUsdCompact} width={64} tickLine={false} axisLine={false} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => usd.format(Number(value))} labelFormatter={(year) => `${t.year} ${year}`} />
          <Legend verticalAlign="top" height={24} iconSize={10} />
          {series.map((s, i) => (
            <Line key={s.key} dataKey={s.key} name={s.label} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

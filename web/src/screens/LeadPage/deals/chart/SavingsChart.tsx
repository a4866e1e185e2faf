import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd, formatUsdCompact } from '../shared/format';
import { dealTexts } from '../texts';
import { crossoverYear, finalCumulative, type SavingsPoint } from './savingsData';

const t = dealTexts.chart;
// Chakra semantic tokens as CSS variables, so the chart follows the theme (and dark mode).
const COLORS = { bars: 'var(--chakra-colors-brand-solid)', line: 'var(--chakra-colors-orange-600)', grid: 'var(--chakra-colors-border)', text: 'var(--chakra-colors-fg-muted)' };

/**
 * A generated proposal's savings, year by year (bars) and cumulative (line), with the crossover
 * year marked. The drawing is hidden from assistive technology; its caption says what it shows
 * and a data table (behind a toggle) gives every number.
 */
export function SavingsChart({ points }: { points: SavingsPoint[] }) {
  const [showTable, setShowTable] = useState(false);
  const [drawing, setDrawing] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(drawing);
  const tableId = useId();
  const crossover = crossoverYear(points);
  const caption = t.summary(formatUsd(finalCumulative(points)), crossover);
  return (
    <Stack as="figure" gap="2" m="0">
      <Text as="figcaption" textStyle="sm" color="fg.muted">
        <Text as="span" fontWeight="semibold" color="fg">{t.title}. </Text>
        {caption}
      </Text>
      <Box ref={setDrawing} height={{ base: '220px', md: '260px' }} aria-hidden="true" data-testid="savings-chart">
        {near && <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="year" tick={{ fill: COLORS.text, fontSize: 12 }} tickLine={false} interval="preserveStartEnd" />
            <YAxis tickFormatter={formatUsdCompact} tick={{ fill: COLORS.text, fontSize: 12 }} width={64} tickLine={false} axisLine={false} />
            <Tooltip
              formatter={(value, name) => [formatUsd(Number(value)), name === 'savings' ? t.yearly : t.cumulative]}
              labelFormatter={(year) => `${t.year} ${year}`}
            />
            {/* Issue 15: which mark is which (the caption and the table say it for screen readers). */}
            <Legend verticalAlign="top" align="right" height={24} iconSize={10}
              formatter={(value) => <span style={{ color: COLORS.text, fontSize: 12 }}>{value === 'savings' ? t.yearly : t.cumulative}</span>} />
            <Bar dataKey="savings" fill={COLORS.bars} radius={[2, 2, 0, 0]} isAnimationActive={false} />
            <Line dataKey="cumulative" stroke={COLORS.line} strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
            {crossover !== null && (
              <ReferenceLine x={crossover} stroke={COLORS.line} strokeDasharray="4 4" label={{ value: t.crossover(crossover), position: 'insideTopLeft', fill: COLORS.text, fontSize: 12 }} />
            )}
          </ComposedChart>
        </ResponsiveContainer>}
      </Box>
      <Button size="xs" variant="ghost" colorPalette="brand" alignSelf="start" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
        {showTable ? t.hideTable : t.showTable}
      </Button>
      {showTable && (
        <Table.ScrollArea id={tableId} maxHeight="64" borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t.tableCaption} _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }} colorPalette="brand">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption srOnly>{t.tableCaption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.year}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.yearly}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.cumulative}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {points.map((p) => (
                <Table.Row key={p.year}>
                  <Table.Cell>{p.year}</Table.Cell>
                  <Table.Cell textAlign="end">{formatUsd(p.savings)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatUsd(p.cumulative)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/**
 * True once the element comes within 200 px of the viewport, and from then on: a lead with
 * several quotes or proposals draws the charts below the fold when the user scrolls towards them,
 * not all at once on opening (the drawing is aria-hidden; the caption and the data table are
 * always there). Without IntersectionObserver, at once.
 */
function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

import { Alert, Badge, Button } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { QuotesTab_lead$data } from '../../../../__generated__/QuotesTab_lead.graphql';

/** One quote as the tab's fragment reads it. */
export type QuoteItem = QuotesTab_lead$data['quotes'][number];
import { LazySavingsChart } from '../chart/LazySavingsChart';
import { savingsPoints } from '../chart/savingsData';
import { DealCard, StatusBadge } from '../shared/DealCard';
import { formatDate, formatRate, formatUsd } from '../shared/format';
import { pdfPreviewHref } from '../shared/pdfLink';
import { dealTexts } from '../texts';

const t = dealTexts.quotes;

/** One quote (standard or PACE): its status, price, PPA rate, savings and PACE financing, Generate and its PDF. */
export function QuoteCard({ quote, onGenerate, busy }: { quote: QuoteItem; onGenerate: (id: string, pace: boolean) => void; busy: boolean }) {
  const q = quote;
  const location = useLocation();
  const generated = q.status === 'GENERATED';
  const processing = q.status === 'PROCESSING';
  const pace = q.quoteType === 'PACE';
  const heading = t.heading(q.databaseId, q.quoteTypeLabel);
  const points = generated && q.quoteData ? savingsPoints(q.quoteData.cashFlow) : [];
  const facts: [string, string | null | undefined][] = [
    [t.contractPrice, formatUsd(q.quoteData?.pricing?.contractPrice)],
    [t.ppaRate, formatRate(q.quoteData?.pricing?.ppaRate)],
    [t.year25, formatUsd(q.quoteData?.systemSavings?.year25CumulativeSavings)],
    [dealTexts.proposals.dateGenerated, formatDate(q.dateGenerated)],
  ];
  if (pace) {
    facts.push([t.financed, formatUsd(q.quoteData?.pace?.financedAmount)], [t.annualAssessment, formatUsd(q.quoteData?.pace?.annualAssessment)]);
  }
  return (
    <DealCard
      label={heading}
      heading={heading}
      badges={
        <>
          <StatusBadge status={q.status} label={q.statusLabel} />
          {pace && q.paceValues?.program && <Badge variant="outline">{q.paceValues.program}</Badge>}
        </>
      }
      actions={
        generated && q.pdf ? (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={pdfPreviewHref(q.id, `quote-${q.databaseId}.pdf`, `${location.pathname}${location.search}#quotes`)}>
              <FileText aria-hidden />
              {dealTexts.openPdf}
            </RouterLink>
          </Button>
        ) : (
          <Button size="xs" colorPalette="brand" onClick={() => onGenerate(q.id, pace)} disabled={busy || processing} loading={processing} loadingText={dealTexts.proposals.processing}>
            {dealTexts.generate}
          </Button>
        )
      }
      facts={facts}
    >
      {q.error && !generated && !processing && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{dealTexts.proposals.generationFailed}</Alert.Title>
            <Alert.Description>{q.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {points.length > 0 && <LazySavingsChart points={points} />}
    </DealCard>
  );
}

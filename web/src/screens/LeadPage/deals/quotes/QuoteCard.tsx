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

/** One quote: standard (price, PPA rate, PPA savings) or PACE (system price, financing, the owner's net); Generate and its PDF. */
export function QuoteCard({ quote, onGenerate, busy }: { quote: QuoteItem; onGenerate: (id: string, pace: boolean) => void; busy: boolean }) {
  const q = quote;
  const location = useLocation();
  const generated = q.status === 'GENERATED';
  const processing = q.status === 'PROCESSING';
  const pace = q.quoteType === 'PACE';
  const heading = t.heading(q.databaseId, q.quoteTypeLabel);
  const financing = q.quoteData?.pace;
  // A PACE-financed system is the owner's: no PPA applies, so a PACE quote shows the system's price,
  // the financing and the owner's net after assessments, never the PPA rate and PPA savings (issue 25).
  const points = !generated || !q.quoteData ? []
    : pace && financing ? savingsPoints(financing.cashFlow.map((y) => ({ year: y.year, savings: y.net, cumulativeSavings: y.cumulativeNet })))
    : savingsPoints(q.quoteData.cashFlow);
  const facts: [string, string | null | undefined][] = pace
    ? [
      [t.systemPrice, formatUsd(q.quoteData?.pricing?.contractPrice)],
      [t.financed, formatUsd(financing?.financedAmount)],
      [t.annualAssessment, formatUsd(financing?.annualAssessment)],
      [t.term, financing?.termYears != null && financing.interestRate != null ? t.termValue(financing.termYears, financing.interestRate) : null],
      [t.ownerNet, formatUsd(financing?.year25CumulativeNet)],
      [dealTexts.proposals.dateGenerated, formatDate(q.dateGenerated)],
    ]
    : [
      [t.contractPrice, formatUsd(q.quoteData?.pricing?.contractPrice)],
      [t.ppaRate, formatRate(q.quoteData?.pricing?.ppaRate)],
      [t.year25, formatUsd(q.quoteData?.systemSavings?.year25CumulativeSavings)],
      [dealTexts.proposals.dateGenerated, formatDate(q.dateGenerated)],
    ];
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

import { Badge } from '@chakra-ui/react';
import { agreementRowTexts as t } from './texts';

const PALETTE: Record<string, string> = { SENT: 'blue', VIEWED: 'purple', SIGNED: 'orange', EXECUTED: 'green', VOIDED: 'gray' };

/** Sent / Viewed / Signed by customer / Fully executed / Voided, always in words (the colour only helps). */
export function AgreementStatusBadge({ status }: { status: string }) {
  const known = status in t.status ? (status as keyof typeof t.status) : null;
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" title={known ? t.statusHelp[known] : undefined} data-status={status}>
      {known ? t.status[known] : status}
    </Badge>
  );
}

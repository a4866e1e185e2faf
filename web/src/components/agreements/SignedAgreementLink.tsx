import { Link, Text } from '@chakra-ui/react';
import { FileCheck } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { previewHref } from '../../screens/DocumentPreview/link';
import { signedDocumentTexts as t } from './texts';

export interface SignedAgreementLinkProps {
  agreement: { id: string; databaseId: number; agreementTypeLabel: string; status: string; signed: boolean };
}

/**
 * Opens a signed agreement's PDF in the in-app preview (issue 26 item 1): the fully executed copy
 * once countersigned, else the customer-signed one (Agreement.signedPdf); its last page is the audit
 * certificate. The preview asks for a freshly signed URL when it opens and offers the download, so
 * the link never goes stale; the api answers only those who may see the lead (404 otherwise).
 */
export function SignedAgreementLink({ agreement: a }: SignedAgreementLinkProps) {
  const location = useLocation();
  if (!a.signed) return <Text as="span" color="fg.muted" textStyle="sm">{t.none}</Text>;
  const back = `${location.pathname}${location.search}${location.hash}`;
  const href = previewHref({ node: a.id, file: 'signedPdf' }, t.fileName(a.agreementTypeLabel, a.databaseId, a.status === 'EXECUTED'), back);
  return (
    <Link asChild color="brand.fg" fontWeight="medium" whiteSpace="nowrap" data-testid={`signed-pdf-${a.databaseId}`}>
      <RouterLink to={href} aria-label={t.openFor(a.agreementTypeLabel, a.databaseId)}>
        <FileCheck aria-hidden size="1em" />
        {t.open}
      </RouterLink>
    </Link>
  );
}

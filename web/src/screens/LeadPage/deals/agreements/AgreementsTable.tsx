import { Badge, Link, Table } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { AgreementsTable_agreements$key } from '../../../../__generated__/AgreementsTable_agreements.graphql';
import { layout } from '../../../../messages';
import { formatDate } from '../shared/format';
import { dealTexts } from '../texts';

const t = dealTexts.agreements;

/** §2 agreements of a lead: type, signed (Yes/No), signed date (MM-DD-YYYY) and the signing link. */
export function AgreementsTable({ agreements }: { agreements: AgreementsTable_agreements$key }) {
  const rows = useFragment(
    graphql`
      fragment AgreementsTable_agreements on Agreement @relay(plural: true) {
        id
        databaseId
        agreementTypeLabel
        signed
        signedDatetime
        signUrl
        superseded
      }
    `,
    agreements,
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t.caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.type}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.signed}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.signedDate}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.signUrl}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((a) => (
            <Table.Row key={a.id}>
              <Table.Cell>
                {a.agreementTypeLabel}
                {a.superseded && <Badge ms="2" colorPalette="gray">{t.superseded}</Badge>}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={a.signed ? 'green' : 'gray'}>{a.signed ? dealTexts.yes : dealTexts.no}</Badge>
              </Table.Cell>
              <Table.Cell>{formatDate(a.signedDatetime)}</Table.Cell>
              <Table.Cell>
                <Link href={a.signUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg" aria-label={`${t.openSignPage} #${a.databaseId} ${layout.opensInNewTab}`}>
                  {t.openSignPage}
                  <ExternalLink size="14" aria-hidden />
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

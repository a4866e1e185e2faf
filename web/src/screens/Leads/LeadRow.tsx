import { Box, IconButton, Link, Table } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadRow_lead$key } from '../../__generated__/LeadRow_lead.graphql';
import { canCancelLead } from '../../auth/permissions';
import { useViewer } from '../../auth/ViewerProvider';
import { leadLabels } from '../../messages';
import { PINNED_END } from '../../components/table/wrap';
import { paths } from '../../routing/paths';
import { formatDate, formatDateTime, formatLocation, formatSystemSize, orNotAvailable } from './format';
import { NOT_AVAILABLE } from './summaryFormat';
import { listTexts as text } from './texts';

export interface LeadToDelete { id: string; name: string }

/**
 * One lead of the table, in the §2 column order; organization only for super admins (§6). The
 * delete (cancel) action shows only where the api allows it: the lead's assignee, org admins and
 * super admins.
 */
export function LeadRow({ lead, showOrganization, onDelete }: {
  lead: LeadRow_lead$key;
  showOrganization: boolean;
  onDelete: (lead: LeadToDelete) => void;
}) {
  const data = useFragment(
    graphql`
      fragment LeadRow_lead on Lead @argumentDefinitions(showOrganization: { type: "Boolean!" }) {
        id
        databaseId
        name
        updated
        created
        stageLabel
        address
        proposalType
        systemSize
        latitude
        longitude
        organizationName @include(if: $showOrganization)
        associatedUserName
        associatedUser { databaseId }
      }
    `,
    lead,
  );
  const { viewer } = useViewer();
  const canDelete = canCancelLead(viewer, data.associatedUser?.databaseId);
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="9rem">
        <Link asChild color="brand.fg" variant="underline">
          <RouterLink to={paths.lead(data.databaseId)}>{data.name}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>
        {/* Date and time may go on two lines, never break inside the date. */}
        {formatDateTime(data.updated).split(' ').map((part, i) => (
          <Fragment key={i}>{i > 0 && ' '}<Box as="span" whiteSpace="nowrap">{part}</Box></Fragment>
        ))}
      </Table.Cell>
      <Table.Cell>{data.stageLabel}</Table.Cell>
      <Table.Cell minW="10rem">{orNotAvailable(data.address)}</Table.Cell>
      <Table.Cell>{data.proposalType ? leadLabels.proposalTypes[data.proposalType as keyof typeof leadLabels.proposalTypes] : NOT_AVAILABLE}</Table.Cell>
      <Table.Cell textAlign="end">{formatSystemSize(data.systemSize)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(data.created)}</Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums">{formatLocation(data.latitude, data.longitude)}</Table.Cell>
      {showOrganization && <Table.Cell minW="8rem">{orNotAvailable(data.organizationName)}</Table.Cell>}
      <Table.Cell minW="7rem">{orNotAvailable(data.associatedUserName)}</Table.Cell>
      <Table.Cell textAlign="end" {...PINNED_END}>
        {canDelete && (
          <IconButton
            aria-label={text.deleteLead(data.name)}
            variant="ghost"
            size="sm"
            colorPalette="red"
            onClick={() => onDelete({ id: data.id, name: data.name })}
          >
            <Trash2 />
          </IconButton>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

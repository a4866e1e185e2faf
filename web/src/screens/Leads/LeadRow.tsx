import { CircleX, Eye, RotateCcw } from 'lucide-react';
import { Fragment, memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadRow_lead$key } from '../../__generated__/LeadRow_lead.graphql';
import { cancelLeadTexts } from '../../components/cancelLead/texts';
import { bulkTexts } from './tools/texts';
import { previewTexts } from './preview/texts';
import type { ColumnKey, HiddenColumns } from './tools/columns';
import { leadLabels } from '../../messages';
import { paths } from '../../routing/paths';
import { dueDay } from '../Tasks/today';
import { formatDate, formatDateTime, formatLocation, formatSystemSize, orNotAvailable } from './format';
import { formatUsd, NOT_AVAILABLE } from './summaryFormat';

/** The lead a row's action is about (cancel or restore). */
export interface LeadRef { id: string; name: string }
export interface RowActions { onCancel: (lead: LeadRef) => void; onRestore: (lead: LeadRef) => void; onPreview: (databaseId: number) => void }

/**
 * One lead of the table, in the §2 column order; organization only for super admins (§6). Cancel
 * (or Restore, for a cancelled lead) shows only where the api allows it: the lead's assignee, org
 * admins and super admins.
 *
 * Plain elements with class names, styled once for the whole body by LeadTable (ROW_CLASSES): a
 * Chakra component per cell resolves its styles on every render, and a 50-row page has ~800 of
 * them. Memoised: the row renders again only when its lead, the column set or the viewer changes.
 */
export const LeadRow = memo(function LeadRow({ lead, showOrganization, actions, hidden, selected = false, onSelect }: {
  lead: LeadRow_lead$key;
  showOrganization: boolean;
  actions: RowActions;
  /** Columns the user hid (the column chooser). */
  hidden: HiddenColumns;
  selected?: boolean;
  /** Row selection for bulk actions; without it the row has no checkbox. */
  onSelect?: (lead: LeadRef, selected: boolean) => void;
}) {
  const data = useFragment(
    graphql`
      fragment LeadRow_lead on Lead @argumentDefinitions(showOrganization: { type: "Boolean!" }) {
        id
        databaseId
        name
        updated
        created
        stage
        stageLabel
        address
        proposalType
        systemSize
        latitude
        longitude
        organizationName @include(if: $showOrganization)
        associatedUserName
        associatedUser { databaseId }
        expectedCloseDate
        dealValue
        canCancel
        cancellation { reason }
      }
    `,
    lead,
  );
  // Issue 26: the api's answer for this viewer, not a copy of its rule.
  const allowed = data.canCancel;
  const ref = { id: data.id, name: data.name };
  const c = ROW_CLASSES;
  const show = (column: ColumnKey) => !hidden.has(column);
  return (
    <tr aria-selected={selected || undefined}>
      {onSelect && (
        <td className={c.select}>
          <input type="checkbox" checked={selected} aria-label={bulkTexts.selectLead(data.name)} onChange={(e) => onSelect(ref, e.currentTarget.checked)} />
        </td>
      )}
      <td className={c.name}>
        <RouterLink className={c.link} to={paths.lead(data.databaseId)}>{data.name}</RouterLink>
      </td>
      {show('updated') && (
        <td>
          {/* Date and time may go on two lines, never break inside the date. */}
          {formatDateTime(data.updated).split(' ').map((part, i) => (
            <Fragment key={i}>{i > 0 && ' '}<span className={c.nowrap}>{part}</span></Fragment>
          ))}
        </td>
      )}
      {show('leadStatus') && (
        <td>
          <span className={c.stage} data-stage={data.stage}>{data.stageLabel}</span>
          {data.cancellation && <> <span className={c.cancelled} title={data.cancellation.reason}>{cancelLeadTexts.cancelledChip}</span></>}
        </td>
      )}
      {show('address') && <td className={c.address}>{orNotAvailable(data.address)}</td>}
      {show('proposalType') && <td>{data.proposalType ? leadLabels.proposalTypes[data.proposalType as keyof typeof leadLabels.proposalTypes] : NOT_AVAILABLE}</td>}
      {show('systemSize') && <td className={c.end}>{formatSystemSize(data.systemSize)}</td>}
      {show('created') && <td className={c.nowrap}>{formatDate(data.created)}</td>}
      {show('location') && <td className={c.location}>{formatLocation(data.latitude, data.longitude)}</td>}
      {showOrganization && show('organization') && <td className={c.organization}>{orNotAvailable(data.organizationName)}</td>}
      {show('assignedUser') && <td className={c.user}>{orNotAvailable(data.associatedUserName)}</td>}
      {show('expectedClose') && <td className={c.nowrap}>{data.expectedCloseDate ? dueDay(data.expectedCloseDate) : NOT_AVAILABLE}</td>}
      {show('dealValue') && <td className={c.end}>{formatUsd(data.dealValue)}</td>}
      <td className={c.actions}>
        <button type="button" className={c.preview} aria-label={previewTexts.previewFor(data.name)} title={previewTexts.title} onClick={() => actions.onPreview(data.databaseId)}>
          <Eye aria-hidden />
        </button>
        {allowed && (data.cancellation ? (
          <button type="button" className={c.restore} aria-label={cancelLeadTexts.restoreFor(data.name)} title={cancelLeadTexts.restore} onClick={() => actions.onRestore(ref)}>
            <RotateCcw aria-hidden />
          </button>
        ) : (
          <button type="button" className={c.delete} aria-label={cancelLeadTexts.openFor(data.name)} title={cancelLeadTexts.open} onClick={() => actions.onCancel(ref)}>
            <CircleX aria-hidden />
          </button>
        ))}
      </td>
    </tr>
  );
});

/** The class names LeadRow puts on its cells; LeadTable's body styles each (leadRowStyles). */
export const ROW_CLASSES = {
  name: 'lead-row-name',
  link: 'lead-row-link',
  nowrap: 'lead-row-nowrap',
  address: 'lead-row-address',
  end: 'lead-row-end',
  organization: 'lead-row-organization',
  user: 'lead-row-user',
  actions: 'lead-row-actions',
  delete: 'lead-row-delete',
  restore: 'lead-row-restore',
  select: 'lead-row-select',
  preview: 'lead-row-preview',
  cancelled: 'lead-row-cancelled',
  stage: 'lead-row-stage',
  location: 'lead-row-location',
} as const;

import { IconButton, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceTable_resources$key } from '../../__generated__/ResourceTable_resources.graphql';
import { formatDate } from '../../format/dates';
import { previewHref } from '../DocumentPreview/link';
import { resourcesTexts as t } from './texts';

export interface ResourceRef {
  id: string;
  name: string;
}

interface Props {
  resources: ResourceTable_resources$key;
  /** Where the preview's Back button returns: this page of the table. */
  back: string;
  /** Admins get a delete button per row; null hides the column. */
  onDelete: ((resource: ResourceRef) => void) | null;
}

/** §9: dates MM-DD-YYYY. */

/** §2 resources table: name, file (opens the preview), format from the extension, uploaded date. */
export function ResourceTable({ resources, back, onDelete }: Props) {
  const { edges } = useFragment(
    graphql`
      fragment ResourceTable_resources on ResourceConnection {
        edges {
          node {
            id
            name
            file {
              name
            }
            format
            created
          }
        }
      }
    `,
    resources,
  );

  return (
    // Scrolls sideways inside its card on narrow screens rather than widening the page.
    <Table.ScrollArea position="relative" tabIndex={0} role="region" aria-label={t.tableLabel} focusRing="outside">
      <Table.Root size="md" minW="xl" aria-label={t.tableLabel} data-testid="resources-table">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.file}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.format}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.uploaded}</Table.ColumnHeader>
            {onDelete && (
              <Table.ColumnHeader textAlign="end">
                <VisuallyHidden>{t.actions}</VisuallyHidden>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {edges.map(({ node }) => {
            const file = node.file.name;
            return (
              <Table.Row key={node.id}>
                <Table.Cell fontWeight="medium">{node.name}</Table.Cell>
                <Table.Cell maxW="xs">
                  <Link asChild colorPalette="brand" variant="underline" wordBreak="break-all">
                    <RouterLink to={previewHref({ node: node.id, file: 'file' }, file, back)} aria-label={t.open(file)}>{file}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{node.format}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(node.created)}</Table.Cell>
                {onDelete && (
                  <Table.Cell textAlign="end">
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t.delete(node.name)}
                      onClick={() => onDelete({ id: node.id, name: node.name })}
                    >
                      <Trash2 />
                    </IconButton>
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

import { LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { PipelineCard_lead$key } from '../../../__generated__/PipelineCard_lead.graphql';
import { paths } from '../../../routing/paths';
import { formatDate, formatSystemSize, orNotAvailable } from '../format';
import { listTexts as text } from '../texts';

/** A lead in its stage column: name (opens the lead), address, system size, updated. */
export function PipelineCard({ lead }: { lead: PipelineCard_lead$key }) {
  const data = useFragment(
    graphql`
      fragment PipelineCard_lead on Lead {
        databaseId
        name
        address
        systemSize
        updated
      }
    `,
    lead,
  );
  return (
    <LinkBox
      as="li"
      listStyleType="none"
      borderWidth="1px"
      rounded="l2"
      bg="bg.panel"
      p="3"
      shadow="xs"
      _hover={{ borderColor: 'brand.emphasized' }}
      _focusWithin={{ borderColor: 'brand.solid' }}
    >
      <Stack gap="1">
        <LinkOverlay asChild fontWeight="semibold" color="brand.fg" lineClamp={2}>
          <RouterLink to={paths.lead(data.databaseId)}>{data.name}</RouterLink>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>{orNotAvailable(data.address)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatSystemSize(data.systemSize)} kW · {text.columns.updated} {formatDate(data.updated)}
        </Text>
      </Stack>
    </LinkBox>
  );
}

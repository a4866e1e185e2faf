import { Box, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Building2, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LeadHeader_lead$key } from '../../../__generated__/LeadHeader_lead.graphql';
import { stageIndex } from '../../../constants';
import { leadPageTexts as text } from '../texts';
import { CancelLeadButton } from './CancelLeadButton';
import { CancelledBanner } from './CancelledBanner';
import { ReassignDialog } from './ReassignDialog';
import { StageProgress } from './StageProgress';
import { useLeadWritable } from '../leadWritable';

interface Props {
  lead: LeadHeader_lead$key;
  /** Super admins and org admins only (§6); everyone else sees organization and user read-only. */
  canAssign: boolean;
}

/** Name, stage, organization, assigned user and address, with the lead-wide actions. */
export function LeadHeader({ lead, canAssign }: Props) {
  const data = useFragment(
    graphql`
      fragment LeadHeader_lead on Lead {
        id
        name
        stage
        reachedStages
        stageHistory { stage reachedAt }
        address
        organizationName
        associatedUserName
        ...CancelLeadButton_lead
        ...CancelledBanner_lead
        ...ReassignDialog_lead
      }
    `,
    lead,
  );
  const writable = useLeadWritable();
  return (
    <Stack gap="4" as="section" aria-labelledby="lead-title">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'start' }}>
        <Stack gap="2" minW="0">
          {/* Issue 28: a plain heading styled by index.html's ps-lead-title, as the app shell draws the name (AppShell.tsx). */}
          <h1 id="lead-title" className="ps-lead-title">{data.name}</h1>
          <Flex gap={{ base: '1.5', md: '5' }} direction={{ base: 'column', md: 'row' }} wrap="wrap" color="fg.muted" textStyle="sm">
            <Meta icon={<Building2 />} label={text.organization} value={data.organizationName} testId="lead-organization" />
            <Meta icon={<UserRound />} label={text.assignedUser} value={data.associatedUserName ?? text.unassigned} testId="lead-assignee" />
            <Meta icon={<MapPin />} label={text.address} value={data.address ?? text.notAvailable} testId="lead-address" />
          </Flex>
        </Stack>
        <HStack gap="2" flexShrink="0" wrap="wrap">
          {canAssign && writable && <ReassignDialog lead={data} />}
          <CancelLeadButton lead={data} />
        </HStack>
      </Flex>
      <CancelledBanner lead={data} />
      <StageProgress stage={stageIndex(data.stage)} reached={data.reachedStages} history={data.stageHistory} />
    </Stack>
  );
}

function Meta({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <HStack gap="1.5" minW="0" align="start">
      <Icon size="sm" mt="0.5" aria-hidden>{icon}</Icon>
      <Text minW="0" wordBreak="break-word">
        <Box as="span" srOnly>{label}: </Box>
        <span data-testid={testId} title={label}>{value}</span>
      </Text>
    </HStack>
  );
}

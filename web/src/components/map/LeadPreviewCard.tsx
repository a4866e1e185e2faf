import { Badge, Box, Button, CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LEAD_STAGE_NAMES } from '../../constants';
import { leadEnums } from '../../messages';
import { paths } from '../../routing/paths';
import { mapTexts } from './texts';


export interface PreviewLead { databaseId: number; name: string; stage: string }

interface Props {
  lead: PreviewLead;
  onOpen: (databaseId: number) => void;
  /** Issue 15: the deal at a glance in the list's drawer, without leaving the map. */
  onPreview?: (databaseId: number) => void;
  onClose: () => void;
}

/**
 * What a click on a lead's marker shows (issue 12): its name and stage over the map, with a link to
 * the lead, so a rep can look around the map before leaving it. The link is a real one (a new tab
 * on a middle click); a plain click opens the lead inside the app. Escape closes the card.
 */
export function LeadPreviewCard({ lead, onOpen, onPreview, onClose }: Props) {
  const link = useRef<HTMLAnchorElement>(null);
  // Focus moves to the card's link, so the keyboard user who pressed the marker can go on from it.
  useEffect(() => link.current?.focus(), [lead.databaseId]);
  const stage = (LEAD_STAGE_NAMES as readonly string[]).indexOf(lead.stage);
  return (
    <Box
      role="dialog" aria-label={mapTexts.previewLabel(lead.name)} data-testid="lead-preview"
      position="absolute" left="3" bottom="3" maxWidth="min(22rem, calc(100% - 1.5rem))"
      bg="bg.panel" borderRadius="l3" boxShadow="lg" borderWidth="1px" px="4" py="3"
      onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}
    >
      <HStack align="start" justify="space-between" gap="3">
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold" truncate>{lead.name}</Text>
          {stage >= 0 && (
            <Badge colorPalette="brand" variant="subtle" alignSelf="start">{leadEnums.stages[stage]}</Badge>
          )}
        </Stack>
        <CloseButton size="sm" aria-label={mapTexts.previewClose} onClick={onClose} />
      </HStack>
      <Link
        ref={link} href={paths.lead(lead.databaseId)} mt="2" color="brand.fg" fontWeight="medium"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onOpen(lead.databaseId);
        }}
      >
        {mapTexts.previewOpen} <ArrowRight size="16" aria-hidden />
      </Link>
      {onPreview && (
        <Button size="xs" variant="outline" colorPalette="brand" mt="2" ml="3" onClick={() => onPreview(lead.databaseId)}>
          {mapTexts.previewQuick}
        </Button>
      )}
    </Box>
  );
}

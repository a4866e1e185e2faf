import { Badge } from '@chakra-ui/react';
import { LEAD_STAGE_NAMES } from '../../constants';

type Stage = (typeof LEAD_STAGE_NAMES)[number];

/**
 * One colour per stage, cold to warm as a lead moves towards the sale (issue 15: colour-coded
 * stage chips). The label always carries the stage's name: colour is never the only signal.
 */
export const STAGE_PALETTES: Record<Stage, string> = {
  LEAD_CREATED: 'gray',
  MARKETING_PROPOSAL: 'blue',
  UTILITY_DATA: 'cyan',
  PRELIMINARY_PROPOSAL: 'teal',
  SITE_SURVEY: 'purple',
  DETAILED_PROPOSAL: 'orange',
  SALE_COMPLETED: 'green',
};

export function StageChip({ stage, label }: { stage: string; label: string }) {
  const palette = STAGE_PALETTES[stage as Stage] ?? 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" data-stage={stage}>
      {label}
    </Badge>
  );
}

import { Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { LeadFileList_lead$key } from '../../../__generated__/LeadFileList_lead.graphql';
import { PHONE_COUNTRY_CODE } from '../../../constants';
import type { WizardDraft } from '../draft';
import { LeadFileList } from '../files/LeadFileList';
import { buildingUseOptions, installTypeOptions, intentOptions, labelOf, ownerTypeOptions, proposalTypeOptions, yesNoOptions } from '../options';
import { customerText, filesText, projectText, propertyText, summaryText as text, wizardText } from '../texts';
import { INTENT_ESS, INTENT_UPGRADES } from '../validation';

interface Props {
  draft: WizardDraft;
  lead: LeadFileList_lead$key;
  onEdit: (step: number) => void;
}

type Row = [label: string, value: ReactNode];

const show = (value: string | null | undefined) => (value && value.trim() ? value : text.empty);

/** The read-only review before submitting: every step's answers and both file lists. */
export function SummaryStep({ draft, lead, onEdit }: Props) {
  const { customer: c, property: p, project: j } = draft;
  const sections: Array<{ step: number; rows: Row[] }> = [
    {
      step: 0,
      rows: [
        [customerText.leadName, show(c.leadName)],
        [`${customerText.firstName} / ${customerText.lastName}`, show(`${c.firstName} ${c.lastName}`)],
        [customerText.role, show(c.role)],
        [customerText.emails, show(c.emails.filter(Boolean).join(', '))],
        [customerText.phones, show(c.phones.filter(Boolean).map((d) => `${PHONE_COUNTRY_CODE} ${d}`).join(', '))],
        [customerText.mailingAddress, show(c.mailingAddress)],
      ],
    },
    {
      step: 1,
      rows: [
        [propertyText.address, show(p.address)],
        [text.location, p.latitude !== null && p.longitude !== null ? `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}` : text.empty],
        [propertyText.ownerType, show(labelOf(ownerTypeOptions, p.ownerType))],
        [propertyText.buildingUse, show(labelOf(buildingUseOptions, p.buildingUse))],
        [propertyText.buildingSize, show(p.buildingSize)],
        [propertyText.installType, show(labelOf(installTypeOptions, p.installType))],
        [propertyText.roofComplexity, show(p.roofComplexity)],
        [propertyText.hasSolar, show(labelOf(yesNoOptions, p.hasSolar))],
      ],
    },
    {
      step: 2,
      rows: [
        [projectText.proposalType, show(labelOf(proposalTypeOptions, j.proposalType))],
        [projectText.intent, show(labelOf(intentOptions, j.intent))],
        ...(j.intent === INTENT_UPGRADES ? [[projectText.upgrades, show(j.upgrades)] as Row] : []),
        ...(j.intent === INTENT_ESS ? [[projectText.essCapacity, show(j.essCapacity)] as Row] : []),
        [projectText.workingWithRoofer, show(labelOf(yesNoOptions, j.workingWithRoofer))],
        [projectText.roofWarranty, show(labelOf(yesNoOptions, j.roofWarranty))],
        [projectText.warrantyLength, show(j.warrantyLength)],
        [projectText.notes, show(j.notes)],
      ],
    },
  ];

  return (
    <Stack gap="5">
      <Text color="fg.muted">{text.intro}</Text>
      {sections.map(({ step, rows }) => (
        <SummaryCard key={step} title={wizardText.steps[step]} onEdit={() => onEdit(step)}>
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm" gap="3">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW={{ sm: '44' }}>{label}</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </SummaryCard>
      ))}
      <SummaryCard title={wizardText.steps[3]} onEdit={() => onEdit(3)}>
        <FilesBlock title={text.utilityBills}>
          {(id) => <LeadFileList lead={lead} kind="UTILITY_BILL" readOnly labelledBy={id} />}
        </FilesBlock>
      </SummaryCard>
      <SummaryCard title={wizardText.steps[4]} onEdit={() => onEdit(4)}>
        <FilesBlock title={text.additionalFiles}>
          {(id) => <LeadFileList lead={lead} kind="ADDITIONAL" readOnly labelledBy={id} />}
        </FilesBlock>
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm" mt="4">
          <DataList.Item>
            <DataList.ItemLabel minW={{ sm: '44' }}>{filesText.notes}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap">{show(draft.notes)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </SummaryCard>
    </Stack>
  );
}

function SummaryCard({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={onEdit} aria-label={text.edit(title)}>
            <Pencil aria-hidden /> {text.editShort}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function FilesBlock({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <Stack gap="2">
      <Text id={id} textStyle="sm" fontWeight="medium">
        {title}
      </Text>
      {children(id)}
    </Stack>
  );
}

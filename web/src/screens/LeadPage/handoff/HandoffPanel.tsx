import { Badge, Box, Button, Card, Checkbox, Flex, Heading, Input, Link, NativeSelect, Progress, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { HandoffPanel_handoff$data, HandoffPanel_handoff$key } from '../../../__generated__/HandoffPanel_handoff.graphql';
import type { mutationsUpdateHandoffStepMutation, HandoffStepKind } from '../../../__generated__/mutationsUpdateHandoffStepMutation.graphql';
import type { mutationsHandOffLeadMutation } from '../../../__generated__/mutationsHandOffLeadMutation.graphql';
import type { mutationsRevokeHandoffMutation } from '../../../__generated__/mutationsRevokeHandoffMutation.graphql';
import { Field } from '../../../components/ui/field';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { formatDate, formatDateTime } from '../../../format/dates';
import { firstUserError, inputPath, type UserErrors } from '../../../mutations/userErrors';
import { handOffLead, revokeHandoff, updateHandoffStep } from './mutations';
import { handoffTexts as t } from './texts';

const NOTE_MAX = 2000;

/** Today as YYYY-MM-DD in the viewer's time zone (the done date a tick fills in). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The handoff after the sale (issue 26, item 18), for both sides: the checklist with its progress,
 * the EPC organization (chosen and revoked by the selling organization's admins), and the project
 * packet (customer contact, site, system, signed documents). EPC users meet it on their own screen
 * (HandoffScreen); the selling organization in the lead page's Handoff tab.
 */
export function HandoffPanel({ handoff, epcOrganizations }: { handoff: HandoffPanel_handoff$key; epcOrganizations?: ReadonlyArray<{ databaseId: number; name: string }> | null }) {
  const data = useFragment(
    graphql`
      fragment HandoffPanel_handoff on Handoff {
        id
        leadId
        leadName
        ready
        ppaSignedAt
        ppaSignerName
        viewerSide
        viewerCanWork
        viewerCanHandOff
        epcOrganization { databaseId name }
        handedAt
        handedByName
        sellerOrganization { name }
        progress { done total }
        steps { kind label dueDate doneDate note updatedAt updatedByName owner { databaseId name } }
        packet {
          customerName customerEmail customerPhone siteAddress systemSizeKw
          documents { databaseId type signedAt signerName url }
        }
        assignableUsers { databaseId name organizationName }
      }
    `,
    handoff,
  );
  if (!data.ready) {
    return (
      <Card.Root variant="outline" data-testid="handoff-not-ready">
        <Card.Body><Text>{t.notReady}</Text></Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack gap="5" data-testid="handoff-panel">
      <ProgressSummary data={data} />
      {data.viewerSide === 'SELLER' && <EpcSection data={data} epcOrganizations={epcOrganizations ?? null} />}
      {!data.viewerCanWork && <Text color="fg.muted" textStyle="sm">{t.readOnlyCancelled}</Text>}
      <Stack gap="3">
        <Heading as="h3" size="sm">{t.checklist}</Heading>
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {data.steps.map((step) => <StepRow key={step.kind} step={step} data={data} />)}
        </Stack>
      </Stack>
      <Packet data={data} />
    </Stack>
  );
}

type Data = HandoffPanel_handoff$data;

function ProgressSummary({ data }: { data: Data }) {
  const { done, total } = data.progress;
  return (
    <Stack gap="2">
      <Flex justify="space-between" wrap="wrap" gap="2" align="baseline">
        <Text fontWeight="semibold" data-testid="handoff-progress">{t.progress(done, total)}</Text>
        {data.ppaSignedAt && <Text textStyle="sm" color="fg.muted">{t.openedBy(formatDate(data.ppaSignedAt), data.ppaSignerName ?? t.notAvailable)}</Text>}
      </Flex>
      <Progress.Root value={total ? Math.round((done / total) * 100) : 0} colorPalette="brand" size="sm" aria-label={t.progressLabel}>
        <Progress.Track><Progress.Range /></Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

function EpcSection({ data, epcOrganizations }: { data: Data; epcOrganizations: ReadonlyArray<{ databaseId: number; name: string }> | null }) {
  const [choice, setChoice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commitHandOff, handing] = useMutation<mutationsHandOffLeadMutation>(handOffLead);
  const [commitRevoke, revoking] = useMutation<mutationsRevokeHandoffMutation>(revokeHandoff);
  const options = (epcOrganizations ?? []).filter((o) => o.databaseId !== data.epcOrganization?.databaseId);
  const handOff = () => {
    if (!choice) return setError(t.chooseEpc);
    commitHandOff({
      variables: { leadId: data.leadId, epcOrganizationId: Number(choice) },
      onCompleted: (res) => {
        const refused = firstUserError(res.handOffLead.userErrors as UserErrors);
        if (refused) return setError(refused);
        setError(null);
        setChoice('');
        notifySuccess(res.handOffLead.message ?? '');
      },
      onError: (e) => { notifyError(e.message); },
    });
  };
  const revoke = () => commitRevoke({
    variables: { leadId: data.leadId },
    onCompleted: (res) => {
      const refused = firstUserError(res.revokeHandoff.userErrors as UserErrors);
      setConfirming(false);
      if (refused) notifyError(refused);
      else notifySuccess(res.revokeHandoff.message ?? '');
    },
    onError: (e) => { notifyError(e.message); },
  });
  return (
    <Card.Root variant="outline" data-testid="handoff-epc">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">{t.epcHeading}</Heading>
        {data.epcOrganization
          ? <Text data-testid="handoff-epc-name">{t.handedTo(data.epcOrganization.name, formatDate(data.handedAt), data.handedByName ?? null)}</Text>
          : <Text color="fg.muted">{data.viewerCanHandOff ? t.notHanded : t.notHandedNoRight}</Text>}
        {data.viewerCanHandOff && epcOrganizations && (
          options.length === 0 && !data.epcOrganization
            ? <Text textStyle="sm" color="fg.muted">{t.noEpcOrgs}</Text>
            : options.length > 0 && (
              <Flex gap="3" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }}>
                <Field label={t.chooseEpc} invalid={!!error} errorText={error} flex="1">
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={choice} onChange={(e) => { setChoice(e.currentTarget.value); setError(null); }} placeholder="—">
                      {options.map((o) => <option key={o.databaseId} value={String(o.databaseId)}>{o.name}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field>
                <Button size="sm" colorPalette="brand" onClick={handOff} loading={handing}>{data.epcOrganization ? t.handOffAgain : t.handOff}</Button>
              </Flex>
            )
        )}
        {data.viewerCanHandOff && data.epcOrganization && (
          confirming ? (
            <Stack gap="2" role="group" aria-label={t.revoke}>
              <Text textStyle="sm">{t.revokeConfirm(data.epcOrganization.name)}</Text>
              <Flex gap="2" wrap="wrap">
                <Button size="sm" colorPalette="red" onClick={revoke} loading={revoking}>{t.revokeYes}</Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>{t.cancel}</Button>
              </Flex>
            </Stack>
          ) : (
            <Box><Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>{t.revoke}</Button></Box>
          )
        )}
      </Card.Body>
    </Card.Root>
  );
}

type Step = Data['steps'][number];

function StepRow({ step, data }: { step: Step; data: Data }) {
  const [editing, setEditing] = useState(false);
  const done = !!step.doneDate;
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="l2" p={{ base: '3', md: '4' }} bg="bg.panel" data-testid={`handoff-step-${step.kind}`}>
      <Flex justify="space-between" gap="3" align="start" wrap="wrap">
        <Stack gap="1" minW="0" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold">{step.label}</Text>
            <Badge colorPalette={done ? 'green' : 'gray'} data-testid={`handoff-step-${step.kind}-status`}>{done ? t.doneOn(formatDate(step.doneDate)) : t.notDone}</Badge>
          </Flex>
          <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
            {t.owner}: {step.owner?.name ?? t.nobody}{step.dueDate ? ` · ${t.due(formatDate(step.dueDate))}` : ''}
          </Text>
          {step.note && <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">{step.note}</Text>}
          {step.updatedAt && <Text textStyle="xs" color="fg.muted">{step.updatedByName ?? ''} {formatDateTime(step.updatedAt)}</Text>}
        </Stack>
        {data.viewerCanWork && !editing && (
          <Button size="sm" variant="outline" flexShrink="0" onClick={() => setEditing(true)} aria-label={t.edit(step.label)}>{t.editShort}</Button>
        )}
      </Flex>
      {editing && <StepForm step={step} data={data} onClose={() => setEditing(false)} />}
    </Box>
  );
}

function StepForm({ step, data, onClose }: { step: Step; data: Data; onClose: () => void }) {
  const [owner, setOwner] = useState(step.owner ? String(step.owner.databaseId) : '');
  const [dueDate, setDueDate] = useState(step.dueDate ?? '');
  const [doneDate, setDoneDate] = useState(step.doneDate ?? '');
  const [note, setNote] = useState(step.note);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, saving] = useMutation<mutationsUpdateHandoffStepMutation>(updateHandoffStep);
  const id = `handoff-${step.kind.toLowerCase()}`;
  const save = () => {
    const input: Record<string, unknown> = {};
    if (owner !== (step.owner ? String(step.owner.databaseId) : '')) input.ownerId = owner ? Number(owner) : null;
    if (dueDate !== (step.dueDate ?? '')) input.dueDate = dueDate || null;
    if (doneDate !== (step.doneDate ?? '')) input.doneDate = doneDate || null;
    if (note !== step.note) input.note = note;
    if (!Object.keys(input).length) return onClose();
    commit({
      variables: { leadId: data.leadId, step: step.kind as HandoffStepKind, input },
      onCompleted: (res) => {
        const userErrors = res.updateHandoffStep.userErrors as UserErrors;
        if (userErrors.length) {
          const byField: Record<string, string> = {};
          for (const e of userErrors) byField[inputPath(e.field) ?? ''] = e.messages.join(' ');
          setErrors(byField);
          if (!['ownerId', 'owner', 'dueDate', 'doneDate', 'note'].some((k) => byField[k])) notifyError(firstUserError(userErrors) ?? '');
          return;
        }
        notifySuccess(res.updateHandoffStep.message ?? t.saved);
        onClose();
      },
      onError: (e) => { notifyError(e.message); },
    });
  };
  return (
    <Stack as="form" gap="3" mt="3" onSubmit={(e) => { e.preventDefault(); save(); }} aria-label={t.edit(step.label)}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field label={t.owner} invalid={!!(errors.ownerId || errors.owner)} errorText={errors.ownerId || errors.owner}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={owner} onChange={(e) => setOwner(e.currentTarget.value)}>
              <option value="">{t.nobody}</option>
              {data.assignableUsers.map((u) => <option key={u.databaseId} value={String(u.databaseId)}>{u.organizationName ? `${u.name} (${u.organizationName})` : u.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
        <Field label={t.dueDate} invalid={!!errors.dueDate} errorText={errors.dueDate}>
          <Input size="sm" type="date" value={dueDate} onChange={(e) => setDueDate(e.currentTarget.value)} data-testid={`${id}-due`} />
        </Field>
        <Stack gap="2">
          <Checkbox.Root checked={!!doneDate} onCheckedChange={(e) => setDoneDate(e.checked ? (doneDate || localToday()) : '')}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.markDone}</Checkbox.Label>
          </Checkbox.Root>
          <Field label={t.doneDate} invalid={!!errors.doneDate} errorText={errors.doneDate}>
            <Input size="sm" type="date" value={doneDate} max={localToday()} onChange={(e) => setDoneDate(e.currentTarget.value)} data-testid={`${id}-done`} />
          </Field>
        </Stack>
      </SimpleGrid>
      <Field label={t.note} helperText={t.noteHelp} invalid={!!errors.note} errorText={errors.note}>
        <Textarea value={note} onChange={(e) => setNote(e.currentTarget.value.slice(0, NOTE_MAX))} maxLength={NOTE_MAX} rows={2} size="sm" />
      </Field>
      <Flex gap="2" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="brand" loading={saving}>{t.save}</Button>
        <Button size="sm" variant="outline" onClick={onClose}>{t.cancel}</Button>
      </Flex>
    </Stack>
  );
}

function Packet({ data }: { data: Data }) {
  const p = data.packet;
  const na = t.notAvailable;
  return (
    <Card.Root variant="outline" data-testid="handoff-packet">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">{t.packet}</Heading>
        <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="3">
          <Item label={t.customer} value={p.customerName ?? na} />
          <Item label={t.email} value={p.customerEmail ? <Link href={`mailto:${p.customerEmail}`} wordBreak="break-all">{p.customerEmail}</Link> : na} />
          <Item label={t.phone} value={p.customerPhone ? <Link href={`tel:${p.customerPhone}`}>{p.customerPhone}</Link> : na} />
          <Item label={t.site} value={p.siteAddress ?? na} />
          <Item label={t.system} value={p.systemSizeKw != null ? t.kw(p.systemSizeKw.toLocaleString('en-US', { maximumFractionDigits: 1 })) : na} />
        </SimpleGrid>
        <Stack gap="2">
          <Text fontWeight="semibold" textStyle="sm">{t.documents}</Text>
          {p.documents.length === 0 ? <Text textStyle="sm" color="fg.muted">{t.noDocuments}</Text> : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {p.documents.map((d) => (
                <Box as="li" key={d.databaseId}>
                  <Link href={d.url} target="_blank" rel="noopener noreferrer" colorPalette="brand">{t.openDocument(d.type)}</Link>
                  <Text textStyle="xs" color="fg.muted">{t.signedBy(d.signerName ?? na, formatDate(d.signedAt))}</Text>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" textStyle="xs" color="fg.muted">{label}</Text>
      <Text as="dd" wordBreak="break-word">{value}</Text>
    </Box>
  );
}

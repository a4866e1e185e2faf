import { Box, Button, Flex, Heading, IconButton, Stack, Switch, Text } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ReminderSettingsForm_organization$key } from '../../__generated__/ReminderSettingsForm_organization.graphql';
import type { updateReminderSettingsMutation as UpdateReminderSettingsMutation } from '../../__generated__/updateReminderSettingsMutation.graphql';
import { NumericInput } from '../../components/form/NumericInput';
import { Field } from '../../components/ui/field';
import { reminderTexts as t } from './reminderTexts';
import { runMutation, toastFailure, toastOutcome } from './runMutation';
import { updateReminderSettingsMutation } from './updateReminderSettings';

interface Limits { maxReminders: number; minDay: number; maxDay: number }

/** Problems of the typed days, by position; the api checks the same (reminder-settings.ts). */
export function dayProblems(days: string[], limits: Limits): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set<number>();
  days.forEach((text, i) => {
    const n = Number(text.trim());
    if (text.trim() === '') problems[i] = t.dayRequired;
    else if (!Number.isInteger(n) || n < limits.minDay || n > limits.maxDay) problems[i] = t.dayRange(limits.minDay, limits.maxDay);
    else if (seen.has(n)) problems[i] = t.dayRepeated;
    seen.add(n);
  });
  return problems;
}

/**
 * The organization's reminder schedule (issue 26 item 15), for its org admins and super admins
 * (the gateway answers null to anyone else, and then nothing shows): on/off and up to three days
 * after sending, explained in plain words.
 */
export function ReminderSettingsForm({ organization }: { organization: ReminderSettingsForm_organization$key }) {
  const data = useFragment(
    graphql`
      fragment ReminderSettingsForm_organization on Organization {
        id
        reminderSettings {
          enabled
          days
          maxReminders
          minDay
          maxDay
          defaultDays
        }
      }
    `,
    organization,
  );
  if (!data.reminderSettings) return null;
  return <ReminderFields organizationId={data.id} settings={data.reminderSettings} />;
}

function ReminderFields({ organizationId, settings }: { organizationId: string; settings: Limits & { enabled: boolean; days: ReadonlyArray<number>; defaultDays: ReadonlyArray<number> } }) {
  const environment = useRelayEnvironment();
  const headingId = useId();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [days, setDays] = useState<string[]>(settings.days.map(String));
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const typed = days.map((d) => Number(d.trim())).filter((n) => Number.isInteger(n) && n > 0);
  const setDay = (i: number, value: string) => {
    setDays((list) => list.map((d, j) => (j === i ? value : d)));
    setProblems(({ [i]: _gone, ...rest }) => rest);
  };
  const remove = (i: number) => {
    setDays((list) => list.filter((_, j) => j !== i));
    setProblems({});
  };
  const add = () => {
    const last = typed.length ? Math.max(...typed) : 0;
    const next = settings.defaultDays.find((d) => d > last) ?? Math.min(last + 7, settings.maxDay);
    setDays((list) => [...list, String(next)]);
    setListProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = dayProblems(days, settings);
    setProblems(found);
    setListProblem(null);
    if (Object.keys(found).length) return;
    setSaving(true);
    const sorted = [...new Set(days.map((d) => Number(d.trim())))].sort((a, b) => a - b);
    void runMutation<UpdateReminderSettingsMutation>(environment, {
      mutation: updateReminderSettingsMutation,
      variables: { input: { organizationId, enabled, days: sorted } },
    }).then(
      ({ updateReminderSettings }) => {
        for (const e of updateReminderSettings.userErrors) {
          const at = /^input\.days\.(\d+)$/.exec(e.field ?? '');
          if (at) setProblems((p) => ({ ...p, [Number(at[1])]: e.messages[0] }));
          else if (e.field === 'input.days') setListProblem(e.messages[0] ?? null);
        }
        if (toastOutcome(updateReminderSettings.userErrors, updateReminderSettings.message ?? t.saved)) setDays(sorted.map(String));
      },
      (error) => toastFailure(error),
    ).finally(() => setSaving(false));
  };

  return (
    <Box as="section" aria-labelledby={headingId} data-testid="reminder-settings">
      <Heading as="h3" size="sm" id={headingId}>{t.heading}</Heading>
      <Stack gap="1" mt="1" mb="4">
        <Text textStyle="sm" color="fg.muted">{t.explanation}</Text>
        <Text textStyle="sm" color="fg.muted">{t.stops}</Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label={t.heading}>
        <Stack gap="4">
          <Switch.Root checked={enabled} onCheckedChange={(d) => setEnabled(d.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t.enabled}</Switch.Label>
          </Switch.Root>
          <Stack gap="3" opacity={enabled ? 1 : 0.7}>
            {days.map((value, i) => (
              <Flex key={i} gap="2" align="flex-start" wrap="wrap">
                <Field label={t.dayLabel(i + 1)} invalid={!!problems[i]} errorText={problems[i]} helperText={problems[i] ? undefined : t.dayHint(settings.minDay, settings.maxDay)} w="auto">
                  <Flex gap="2" align="center">
                    <NumericInput integer value={value} onValueChange={(v) => setDay(i, v)} w="20" maxLength={2} inputMode="numeric" />
                    <Text textStyle="sm" whiteSpace="nowrap">{t.daySuffix}</Text>
                  </Flex>
                </Field>
                <IconButton aria-label={t.remove(i + 1)} variant="ghost" size="sm" mt="7" onClick={() => remove(i)}>
                  <X />
                </IconButton>
              </Flex>
            ))}
            {days.length === 0 && <Text textStyle="sm" color="fg.muted">{t.none}</Text>}
            {listProblem && <Text textStyle="sm" color="fg.error" role="alert">{listProblem}</Text>}
            {days.length < settings.maxReminders && (
              <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={add}>
                <Plus /> {t.add}
              </Button>
            )}
          </Stack>
          <Text textStyle="sm" aria-live="polite" data-testid="reminder-summary">
            {enabled ? t.summary([...new Set(typed)].sort((a, b) => a - b)) : t.off}
          </Text>
          <Button type="submit" colorPalette="brand" loading={saving} alignSelf="flex-start">
            {t.save}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

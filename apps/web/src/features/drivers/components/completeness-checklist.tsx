import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DRIVER_MISSING_FIELDS, type DriverCompleteness, type DriverCustomField, type DriverMissingField } from '@fleetwatt/shared';

/** What every driver needs for reimbursement; the company's required fields come on top. */
const ALWAYS_NEEDED: readonly DriverMissingField[] = ['IBAN', 'TARIFF', 'ADDRESS', 'CABLE'];

/** The checks that apply to this driver, in a fixed order. */
export function checklistItems(completeness: DriverCompleteness, customFields: readonly DriverCustomField[] | undefined) {
  const wanted = new Set<DriverMissingField>([
    ...ALWAYS_NEEDED,
    ...(customFields ?? []).filter((f) => f.required).map((f) => f.key),
    ...completeness.missing,
  ]);
  const missing = new Set(completeness.missing);
  return DRIVER_MISSING_FIELDS.filter((f) => wanted.has(f)).map((field) => ({ field, done: !missing.has(field) }));
}

/** The completeness checklist of the driver page: each requirement, whether it is met, and why it matters. */
export function CompletenessChecklist({
  completeness,
  customFields,
}: {
  completeness: DriverCompleteness;
  customFields: readonly DriverCustomField[] | undefined;
}) {
  const { t } = useTranslation('drivers');
  const items = checklistItems(completeness, customFields);
  return (
    <Paper withBorder radius="md" p="md" data-testid="completeness-checklist">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('completeness.checklistTitle')}
        </Title>
        <Text size="sm" c={completeness.complete ? 'teal' : 'orange'} fw={500}>
          {completeness.complete ? t('completeness.readySummary') : t('completeness.missingSummary', { count: completeness.missing.length })}
        </Text>
        <List spacing="sm" center={false}>
          {items.map(({ field, done }) => (
            <List.Item
              key={field}
              aria-label={`${t(`completeness.fields.${field}`)}: ${done ? t('completeness.present') : t('completeness.missing')}`}
              icon={
                <ThemeIcon size={20} radius="xl" color={done ? 'teal' : 'orange'} variant="light" aria-hidden>
                  {done ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" fw={500}>
                {t(`completeness.fields.${field}`)}
                {!done && (
                  <Text span size="sm" c="orange" ml={6}>
                    {t('completeness.missing')}
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`completeness.why.${field}`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_PRICE_RULES, priceRuleTotalText, type CompanyPriceRule, type Country } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useCompanyPriceRules } from '../api/get-company-price-rules.ts';
import { useUpdateCompanyPriceRules } from '../api/update-company-price-rules.ts';

/** A company's choice per country of the price that reimburses home charging (docs/decisions/0016). */
export function CompanyPriceRulesDialog({ companyId, opened, onClose }: { companyId: string | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const rules = useCompanyPriceRules(opened ? companyId : null);
  const save = useUpdateCompanyPriceRules();
  const [choice, setChoice] = useState<Partial<Record<Country, CompanyPriceRule>>>({});
  useEffect(() => {
    if (rules.data) setChoice(Object.fromEntries(rules.data.rules.map((r) => [r.country, r.rule])));
  }, [rules.data]);

  async function submit() {
    if (!companyId) return;
    try {
      await save.mutateAsync({
        companyId,
        body: { rules: (Object.entries(choice) as [Country, CompanyPriceRule][]).map(([country, rule]) => ({ country, rule })) },
      });
      notifySuccess(t('priceRules.saved'));
      onClose();
    } catch (error) {
      notifyError(error, t('priceRules.failed'));
    }
  }

  return (
    <AppModal opened={opened} onClose={onClose} size="lg" title={t('priceRules.title', { company: rules.data?.companyName ?? '' })}>
      {!companyId ? (
        <Text size="sm">{t('priceRules.noCompany')}</Text>
      ) : !rules.data ? (
        <Center h={120}>
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('priceRules.intro')}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('priceRules.country')}</Table.Th>
                <Table.Th>{t('priceRules.rule')}</Table.Th>
                <Table.Th>{t('priceRules.currentRate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.rules.map((r) => (
                <Table.Tr key={r.country}>
                  <Table.Td>{t(`countries.${r.country}`)}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${t('priceRules.rule')}: ${t(`countries.${r.country}`)}`}
                      data={COMPANY_PRICE_RULES.map((rule) => ({ value: rule, label: t(`priceRules.rules.${rule}`) }))}
                      value={choice[r.country] ?? r.rule}
                      onChange={(v) => v && setChoice((c) => ({ ...c, [r.country]: v as CompanyPriceRule }))}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: false }}
                      w={300}
                    />
                    <Text size="xs" c="dimmed" mt={4} maw={300}>
                      {priceRuleTotalText(choice[r.country] ?? r.rule, format.lang)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {r.currentFlatRate ? format.tariff(r.currentFlatRate.pricePerKwh, r.currentFlatRate.currency) : <Text size="sm" c="dimmed">{t('priceRules.noRate')}</Text>}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button loading={save.isPending} onClick={() => void submit()}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}

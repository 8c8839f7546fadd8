import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@fleetwatt/shared';
import { UpgradeBadge } from '../../../components/ui/upgrade-badge.tsx';
import { PolicyEditDialog } from './policy-edit-dialog.tsx';

/**
 * "Edit policy" where the policy is shown outside its page (the company page): as the policy page
 * allows it, for administrators and fleet managers of a PRO company; otherwise disabled with the
 * upgrade badge (spec section 6).
 */
export function PolicyEditButton({ company, isAdministrator }: { company: Company; isAdministrator: boolean }) {
  const { t } = useTranslation('policy');
  const [open, setOpen] = useState(false);
  const locked = !isAdministrator && company.subscriptionType !== 'PRO';
  return (
    <Group gap="xs" wrap="nowrap">
      {locked && <UpgradeBadge />}
      <Button
        variant="default"
        size="xs"
        flex="none"
        leftSection={locked ? <IconLock size={14} aria-hidden /> : <IconPencil size={14} aria-hidden />}
        disabled={locked}
        title={locked ? t('upgrade.required') : undefined}
        onClick={() => setOpen(true)}
      >
        {t('edit.button')}
      </Button>
      {!locked && <PolicyEditDialog companyId={company.id} policy={company.policy} opened={open} onClose={() => setOpen(false)} />}
    </Group>
  );
}

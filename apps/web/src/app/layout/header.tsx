import { useEffect } from 'react';
import { Burger, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '@fleetwatt/shared';
import { usePageKey } from '../route-handle.ts';
import { CompanySelector } from './company-selector.tsx';

/** The page title area and the company selector. */
export function Header({ account, navOpened, onToggleNav }: { account: Account; navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  const page = usePageKey();
  const title = page ? t(`pages.${page}.title`) : '';

  useEffect(() => {
    document.title = title ? `${title} · Fleetwatt` : 'Fleetwatt';
  }, [title]);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
        {/* On a phone a long German title takes a second line in a smaller size rather than being cut;
            a single long word ("Zahlungstransaktionen") is hyphenated or broken to fit. */}
        <Title order={1} size="h3" fz={{ base: 'lg', sm: 'h3' }} lh={1.2} fw={650} lineClamp={2} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </Group>
      <CompanySelector account={account} />
    </Group>
  );
}

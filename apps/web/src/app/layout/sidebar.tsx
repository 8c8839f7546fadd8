import type { ReactNode } from 'react';
import { Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconHeadset, IconLogout, IconShoppingCart } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account, ClientConfig } from '@fleetwatt/shared';
import { ADMIN_NAV_ITEMS, NAV_ITEMS, isActive, type NavItem } from './nav-items.ts';
import { ProfileEntry } from './profile-entry.tsx';
import { Wordmark } from './wordmark.tsx';

interface SidebarProps {
  account: Account;
  config: ClientConfig | null;
  onNavigate: () => void;
  onSignOut: () => void;
  onOpenPreferences: () => void;
}

/** Links each role may see, the outside links, sign-out and the profile entry (spec section 2). */
export function Sidebar({ account, config, onNavigate, onSignOut, onOpenPreferences }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = (items: readonly NavItem[]) => items.filter((item) => item.roles.includes(account.role));
  const adminItems = visible(ADMIN_NAV_ITEMS);

  const link = (item: NavItem) => (
    <NavLink
      key={item.key}
      component={Link}
      to={item.to}
      label={t(`nav.${item.key}`)}
      leftSection={<item.icon size={18} stroke={1.7} />}
      active={isActive(item, pathname)}
      py={3}
      aria-current={isActive(item, pathname) ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
  /** A link that leaves the product (web shop, support): a new tab, said to screen readers too. */
  const outsideLink = (href: string, label: string, icon: ReactNode) => (
    <NavLink
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      py={3}
      label={label}
      leftSection={icon}
      rightSection={<IconExternalLink size={14} aria-label={t('nav.opensInNewTab')} />}
    />
  );

  return (
    <Stack h="100%" gap={0}>
      {/* Compact enough that every link of an administrator fits a 900 px high window without scrolling. */}
      <Stack px="md" h={56} justify="center" style={{ flexShrink: 0 }}>
        <Wordmark />
      </Stack>
      <Divider />
      <ScrollArea style={{ flex: 1 }} px="xs" type="scroll">
        <Stack gap={2} py="xs">
          {visible(NAV_ITEMS).map(link)}
          {adminItems.length > 0 && (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={2}>
                {t('nav.administration')}
              </Text>
              {adminItems.map(link)}
            </>
          )}
          {/* The outside links come last in the list, so every page's link fits a 900 px high window. */}
          {(config?.shopUrl || config?.supportUrl) && <Divider my={4} />}
          {config?.shopUrl && outsideLink(config.shopUrl, t('nav.webShop'), <IconShoppingCart size={18} stroke={1.7} />)}
          {config?.supportUrl && outsideLink(config.supportUrl, t('nav.support'), <IconHeadset size={18} stroke={1.7} />)}
        </Stack>
      </ScrollArea>
      <Divider />
      <Stack gap={2} px="xs" py="xs">
        <NavLink
          component="button"
          type="button"
          py={3}
          label={t('nav.signOut')}
          leftSection={<IconLogout size={18} stroke={1.7} />}
          onClick={onSignOut}
        />
      </Stack>
      <Divider />
      <Stack p="xs">
        <ProfileEntry account={account} onOpen={onOpenPreferences} />
      </Stack>
    </Stack>
  );
}

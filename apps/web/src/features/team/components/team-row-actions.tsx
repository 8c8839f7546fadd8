import { useState } from 'react';
import { ActionIcon, Menu, Select } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role, type TeamMember } from '@fleetwatt/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useChangeTeamMember, type TeamAction } from '../api/change-team-member.ts';

/** The actions a row offers: resend / withdraw an invite; change role, deactivate / reactivate a person. */
function actionsOf(member: TeamMember): TeamAction[] {
  if (member.kind === 'INVITE') return ['resend', 'withdraw'];
  return member.status === 'DEACTIVATED' ? ['role', 'reactivate'] : ['role', 'deactivate'];
}

/**
 * A row's menu; every action asks first and shows the server's refusal (yourself, the last active
 * manager) when it comes.
 */
export function TeamRowActions({ member, isAdministrator }: { member: TeamMember; isAdministrator: boolean }) {
  const { t } = useTranslation('team');
  const change = useChangeTeamMember();
  const [action, setAction] = useState<TeamAction | null>(null);
  const [role, setRole] = useState<Role>(member.role);
  const roles = ROLES.filter((r) => isAdministrator || r !== 'ADMINISTRATOR');
  const values = { email: member.email, name: member.name || member.email, role: t(`roles.${role}`) };

  const confirm = async () => {
    if (!action) return;
    try {
      await change.mutateAsync({ action, member, role });
      notifySuccess(t(`${action}.done`, values));
      setAction(null);
    } catch (err) {
      notifyError(err, t(`${action}.failed`));
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: values.name })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actionsOf(member).map((a) => (
            <Menu.Item
              key={a}
              color={a === 'deactivate' || a === 'withdraw' ? 'red' : undefined}
              onClick={() => {
                setRole(member.role);
                setAction(a);
              }}
            >
              {t(`${a}.action`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={action !== null}
        title={action ? t(`${action}.title`) : ''}
        text={action ? t(`${action}.text`, values) : ''}
        confirmLabel={action ? t(`${action}.confirm`) : ''}
        color={action === 'deactivate' || action === 'withdraw' ? 'red' : undefined}
        loading={change.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAction(null)}
      >
        {action === 'role' && (
          <Select
            label={t('role.label')}
            value={role}
            allowDeselect={false}
            data={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            onChange={(value) => value && setRole(value as Role)}
          />
        )}
      </ConfirmDialog>
    </>
  );
}

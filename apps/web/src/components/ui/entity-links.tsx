import type { ReactNode } from 'react';
import { Anchor, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';

interface EntityLinkProps {
  id: string;
  children: ReactNode;
  size?: MantineSize;
  fw?: number;
}

/** A company's name that opens the company's page. */
export function CompanyLink({ id, children, size, fw }: EntityLinkProps) {
  return (
    <Anchor component={Link} to={`/dashboard/company/${id}`} size={size} fw={fw}>
      {children}
    </Anchor>
  );
}

/** A driver's name that opens the driver's page. */
export function DriverLink({ id, children, size, fw }: EntityLinkProps) {
  return (
    <Anchor component={Link} to={`/dashboard/driver/${id}`} size={size} fw={fw}>
      {children}
    </Anchor>
  );
}

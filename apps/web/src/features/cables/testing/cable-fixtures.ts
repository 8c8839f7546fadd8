import type { CableAssignment, CableListItem, UserSimpleItem } from '@fleetwatt/shared';

/** Shapes as GET /backend/cables/search and GET /backend/users/simple-search answer them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
  assignedCable: '40000000-0000-4000-8000-000000000001',
  freeCable: '40000000-0000-4000-8000-000000000002',
};

export const assignedCable: CableListItem = {
  id: IDS.assignedCable,
  hardwareId: 'FW-CBL-0001',
  status: 'ACTIVE',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  userId: IDS.ada,
  userName: 'Ada Lovelace',
  firmwareVersion: '2.4.1',
  pincodeResetRequired: true,
  pincodeMasterOverride: false,
  createdAt: '2026-03-05T10:00:00.000Z',
};

export const freeCable: CableListItem = {
  id: IDS.freeCable,
  hardwareId: 'FW-CBL-0002',
  status: 'INACTIVE',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  userId: null,
  userName: null,
  firmwareVersion: null,
  pincodeResetRequired: false,
  pincodeMasterOverride: true,
  createdAt: '2026-04-07T10:00:00.000Z',
};

export const ada: UserSimpleItem = {
  id: IDS.ada,
  name: 'Ada Lovelace',
  email: 'ada@voltwerk.test',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
};

export const bruno: UserSimpleItem = {
  id: IDS.bruno,
  name: 'Bruno Berger',
  email: 'bruno@voltwerk.test',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
};

export { stubBackend, type SentRequest } from '../../../components/ui/test-utils.tsx';

export const history: CableAssignment[] = [
  {
    id: '50000000-0000-4000-8000-000000000002',
    cableId: IDS.assignedCable,
    hardwareId: 'FW-CBL-0001',
    userId: IDS.ada,
    userName: 'Ada Lovelace',
    assignedAt: '2026-04-01T08:00:00.000Z',
    unassignedAt: null,
    assignedByName: 'Anna Admin',
  },
  {
    id: '50000000-0000-4000-8000-000000000001',
    cableId: IDS.assignedCable,
    hardwareId: 'FW-CBL-0001',
    userId: IDS.bruno,
    userName: 'Bruno Berger',
    assignedAt: '2026-01-10T08:00:00.000Z',
    unassignedAt: '2026-04-01T08:00:00.000Z',
    assignedByName: null,
  },
];

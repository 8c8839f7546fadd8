/*
 * Examples of the request bodies an integrator sends most: the driver's app reporting sessions and
 * odometer readings, adding and inviting drivers, invoicing, bundling receipts for payout and the
 * DATEV settings of the month close. The conformance test checks each against its schema.
 */

const PARENT = '10000000-0000-4000-8000-000000000001';

export const BODY_EXAMPLES: Record<string, unknown> = {
  'POST /backend/charging-sessions': {
    sessions: [
      {
        cableHardwareId: 'FWC-AB12-CD34',
        mobileIdentifierIndex: 17,
        startDate: '2026-10-14T18:05:00.000Z',
        durationSeconds: 12_600,
        wattHours: 22_350,
        meterStartWh: 1_204_500,
        meterEndWh: 1_226_850,
        energyDifferenceWh: 22_350,
      },
    ],
  },
  'POST /backend/me/mileage': { odometerKm: 48_213, readAt: '2026-10-31T17:30:00.000Z', note: 'Reading at the end of the month' },
  'POST /backend/users': {
    firstName: 'Jonas',
    lastName: 'Weber',
    email: 'jonas.weber@voltwerk.demo.test',
    idNumber: null,
    carPlate: 'M-JW 2204E',
    costCenter: '4100 Vertrieb',
    employeeId: 'VH-40213',
    receiptRecipientEmail: null,
  },
  'POST /backend/invites': { emails: ['lena.neumann@voltwerk.demo.test', 'tim.fischer@voltwerk.demo.test'], language: 'GERMAN' },
  'POST /backend/invoices': {
    companyId: PARENT,
    invoiceDate: '2026-10-31',
    deliveryFrom: '2026-10-01',
    deliveryTo: '2026-10-31',
    lines: [{ product: 'Fleetwatt PRO subscription', text: 'October 2026', quantity: 1, unitPriceMinor: 9_900 }],
  },
  'POST /backend/reimbursements': {
    companyId: PARENT,
    year: 2026,
    month: 10,
    receiptIds: ['70000000-0000-4000-8000-00000000031b', '70000000-0000-4000-8000-00000000033d'],
  },
  'PUT /backend/companies/{id}/settings': {
    datevConsultantNumber: 29098,
    datevClientNumber: 10001,
    datevChartOfAccounts: 'SKR03',
    datevAccountLength: 4,
    datevExpenseAccount: null,
    datevPayableAccount: null,
  },
};

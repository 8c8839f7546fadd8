import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RPCClient } from 'ocpp-rpc';
import type { ChargingSessionPage, ReceiptPage } from '@fleetwatt/shared';
import { publicKeyHex, signMeterTransaction } from '../apps/server/src/lib/ocmf/index.ts';
import { productAndBrowser } from './support/journey.ts';
import { apiAs } from './support/api.ts';
import { dismissHomeModals, monthsAgo, newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();
const DANIEL = '20000000-0000-4000-8000-000000000005';
const IDENTITY = 'WB-DANIEL-HOME';

async function signedIn(email: string, path: string): Promise<Page> {
  const page = await (await newContext(env.browser)).newPage();
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, email);
  await page.waitForURL('**/dashboard/home');
  await dismissHomeModals(page);
  await page.goto(env.product.baseUrl + path);
  return page;
}

/** A value the registration shows, by its label. */
const shown = (page: Page, label: string) =>
  page.getByRole('dialog').getByRole('listitem').filter({ hasText: label }).locator('code').innerText();

describe('wallboxes', () => {
  it("a fleet manager registers a driver's wallbox; it charges with a signing meter; the session is priced and verified on the sessions page and the receipt", async () => {
    // The meter's key pair, as a calibration-law meter has it; its public key is what the driver reads off the meter.
    const meter = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const page = await signedIn('manager@demo.test', '/dashboard/wallboxes');
    const table = page.getByRole('table', { name: 'Wallboxes' });
    await visible(table.locator('tbody tr').filter({ hasText: 'DEMO-WALLBOX-1' }));

    await page.getByRole('button', { name: 'Register wallbox' }).click();
    const form = page.getByRole('dialog', { name: 'Register wallbox' });
    await form.getByRole('combobox', { name: /^Driver/ }).fill('Daniel');
    await page.getByRole('option', { name: /Daniel Driver/ }).click();
    await form.getByRole('textbox', { name: /^Charge point identity/ }).fill(IDENTITY);
    await form.getByRole('textbox', { name: /^Meter public key/ }).fill(meter.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    await form.getByRole('button', { name: 'Register' }).click();
    await visible(page.getByRole('dialog', { name: `Wallbox ${IDENTITY}: set up the connection` }));
    await screenshot(page, 'wallbox-registered');
    const url = await shown(page, 'OCPP server URL');
    expect(url).toBe(`${env.product.baseUrl.replace(/^http/, 'ws')}/ocpp/${IDENTITY}`);
    expect(await shown(page, 'User (charge point identity)')).toBe(IDENTITY);
    const password = await shown(page, 'Password');
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    await page.getByRole('button', { name: 'Done' }).click();
    const row = table.locator('tbody tr').filter({ hasText: IDENTITY });
    await visible(row.getByText('Offline'));
    await visible(row.getByText('Never'));

    // The wallbox, set up with what the page showed: an independent OCPP 1.6 client that checks every message against the schemas.
    const wallbox = new RPCClient({ endpoint: url.slice(0, -`/${IDENTITY}`.length), identity: IDENTITY, password, protocols: ['ocpp1.6'], strictMode: true, reconnect: false } as never);
    try {
      await wallbox.connect();
      expect(await wallbox.call('BootNotification', { chargePointVendor: 'Acme', chargePointModel: 'Home 11', chargePointSerialNumber: 'ACME-778' })).toMatchObject({ status: 'Accepted' });
      await wallbox.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Preparing' });

      // A charge last month, its readings sent after a time offline (so it can go on last month's receipt).
      const { year, month } = monthsAgo(1);
      const start = { wh: 3_120_000, at: new Date(Date.UTC(year, month - 1, 14, 18, 0)) };
      const end = { wh: 3_131_200, at: new Date(start.at.getTime() + 150 * 60_000) };
      const { transactionId } = (await wallbox.call('StartTransaction', { connectorId: 1, idTag: 'DANIEL-CARD', meterStart: start.wh, timestamp: start.at.toISOString() })) as { transactionId: number };
      await wallbox.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Charging' });
      await wallbox.call('MeterValues', {
        connectorId: 1,
        transactionId,
        meterValue: [{ timestamp: new Date(start.at.getTime() + 60 * 60_000).toISOString(), sampledValue: [{ value: '3124500', measurand: 'Energy.Active.Import.Register', unit: 'Wh' }] }],
      });
      await visible(row.getByText('Charging'));
      expect(await row.innerText()).toContain('Acme Home 11');
      expect(await row.innerText()).not.toContain('Never');
      await screenshot(page, 'wallbox-charging');

      const signed = signMeterTransaction({ meterSerial: 'MTR-0042', meterVendor: 'Acme Metering', gatewaySerial: IDENTITY, idTag: 'DANIEL-CARD', start, end }, meter.privateKey);
      await wallbox.call('StopTransaction', {
        transactionId,
        meterStop: end.wh,
        timestamp: end.at.toISOString(),
        idTag: 'DANIEL-CARD',
        reason: 'EVDisconnected',
        transactionData: [{ timestamp: end.at.toISOString(), sampledValue: [{ value: signed, format: 'SignedData', context: 'Transaction.End' }] }],
      });
      await wallbox.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Available' });
      await visible(row.getByText('Online'));

      await row.getByRole('button', { name: `Open wallbox ${IDENTITY}` }).click();
      const detail = page.getByRole('dialog', { name: `Wallbox ${IDENTITY}` });
      await visible(detail.getByText('Calibration-law verified'));
      await screenshot(page, 'wallbox-detail-verified');
      await detail.getByRole('link', { name: 'On the sessions page' }).click();
      await page.waitForURL(/\/dashboard\/charging-sessions\?/);

      // The session as the product stored it: the driver's, priced by the driver's tariff, the signed energy.
      const manager = apiAs(env.product.baseUrl, 'manager@demo.test');
      const found = (await manager('GET', `/charging-sessions/search?source=WALLBOX&driverId=${DANIEL}&year=${year}&month=${month}&pageSize=50`)).json<ChargingSessionPage>();
      const session = found.results.find((s) => s.startDate === start.at.toISOString());
      expect(session).toMatchObject({ wattHours: 11_200, meterSignatureStatus: 'VERIFIED', reimbursable: true, durationSeconds: 9000 });
      expect(session!.expenseMinor).toBeGreaterThan(0);
      const price = `€${(session!.expenseMinor / 100).toFixed(2)}`;

      const sessions = page.getByRole('table', { name: 'Charging sessions' });
      const sessionRow = sessions.locator('tbody tr').filter({ hasText: 'Calibration-law verified' }).filter({ hasText: price });
      await visible(sessionRow);
      expect(await sessionRow.innerText()).toContain('Daniel Driver');
      await sessionRow.scrollIntoViewIfNeeded();
      await screenshot(page, 'wallbox-session-verified');

      // Last month's draft receipt of the driver takes the session in; its PDF says it is verified and carries the signed data.
      const receipts = (await manager('GET', `/receipts/search?driverId=${DANIEL}&year=${year}&month=${month}&status=DRAFT`)).json<ReceiptPage>();
      expect(receipts.results).toHaveLength(1);
      const receipt = receipts.results[0]!;
      await page.goto(`${env.product.baseUrl}/dashboard/receipts?driverId=${DANIEL}`);
      const receiptRow = page.getByRole('table', { name: 'Receipts' }).locator('tbody tr').filter({ hasText: String(receipt.number) });
      await receiptRow.getByRole('button', { name: `Actions for receipt ${receipt.number}` }).click();
      await page.getByRole('menuitem', { name: 'Regenerate' }).click();
      await visible(page.getByText(`Receipt ${receipt.number} was regenerated: ${receipt.sessionCount + 1} charging sessions.`));

      const pdf = await manager('GET', `/receipts/${receipt.id}/pdf`);
      expect(pdf.status).toBe(200);
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.bytes }).toString('utf8');
      // The driver's receipt is in the driver's language (German here).
      expect(text).toMatch(/Zählersignatur/);
      const date = `${String(start.at.getUTCDate()).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
      const euros = `${(session!.expenseMinor / 100).toFixed(2).replace('.', ',')} €`;
      const sessionLine = text.split('\n').find((l) => l.includes(date) && l.includes('18:00') && l.includes(euros));
      expect(sessionLine, `no line for the session in:\n${text}`).toMatch(/11,200 .* geprüft$/);
      expect(text).toContain(`Ladevorgang vom ${date}, 18:00 UTC · geprüft`);
      expect(text).toContain('Energie gemessen vom Ladekabel oder von der Wallbox');
      expect(text).toContain('Signierte Messwerte (OCMF)');
      const flat = text.replace(/\s+/g, '');
      expect(flat).toContain(signed.replace(/\s+/g, ''));
      expect(flat).toContain(publicKeyHex(meter.publicKey));
    } finally {
      await wallbox.close({ force: true }).catch(() => undefined);
    }
    await page.context().close();
  });
});

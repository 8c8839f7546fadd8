import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInstallationSecrets } from '../../lib/secrets/installation-secrets.ts';
import { DOCUMENT_LINK_TTL_MS, documentLinks } from './document-links.ts';
import type { DocumentInfo, DocumentLink, Problem } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { apiAs, SAMPLE_PNG, samplePdf, uploadForm } from '../tariffs/tariffs.test-helpers.ts';

const server = useTestServer();
let call: ReturnType<typeof apiAs>;
let pdf: Buffer;
let parentDriverId: string;
let lightDriverId: string;

beforeAll(async () => {
  call = apiAs(server);
  pdf = await samplePdf();
  const driver = async (companyId: string) =>
    (await server.database.query<{ id: string }>(`select id from users where company_id = $1 and role = 'USER' and email <> 'driver@demo.test' order by email limit 1`, [companyId]))[0]!.id;
  parentDriverId = await driver(DEMO_IDS.companies.parent);
  lightDriverId = await driver(DEMO_IDS.companies.light);
});

const upload = (email: string, bytes: Buffer, name: string, fields: Record<string, string> = {}, lang = 'en') =>
  call<DocumentInfo & Problem>(email, 'POST', '/documents', uploadForm(bytes, name, fields), { 'accept-language': lang });

describe('uploading a tariff document', () => {
  it('a fleet manager uploads a PDF bill for a driver and downloads it under its name', async () => {
    const res = await upload('manager@demo.test', pdf, 'Stromrechnung Jänner.pdf', { userId: parentDriverId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fileName: 'Stromrechnung Jänner.pdf', contentType: 'application/pdf', sizeBytes: pdf.length });

    const file = await call('manager@demo.test', 'GET', `/documents/${res.body.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''Stromrechnung%20J%C3%A4nner.pdf`);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Stromrechnung J_nner.pdf"/);
    expect(Buffer.compare(file.bytes, pdf)).toBe(0);
  });

  it('takes PNG and JPEG images by their content', async () => {
    expect((await upload('manager@demo.test', SAMPLE_PNG, 'bill.png', { userId: parentDriverId })).body.contentType).toBe('image/png');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    const res = await upload('manager@demo.test', jpeg, 'photo.JPEG', { userId: parentDriverId });
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe('image/jpeg');
  });

  it('refuses a file whose content is neither PDF, PNG nor JPEG, even when named .pdf', async () => {
    const res = await upload('manager@demo.test', Buffer.from('<html><script>alert(1)</script></html>'), 'bill.pdf', { userId: parentDriverId });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Only PDF, PNG or JPEG files can be uploaded.');
    expect(res.body.errors).toEqual([{ field: 'file', message: 'Only PDF, PNG or JPEG files can be uploaded.' }]);
  });

  it('refuses a name whose ending does not match the content', async () => {
    const res = await upload('manager@demo.test', pdf, 'bill.png', { userId: parentDriverId });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The file name does not match its content: a PDF file must end in .pdf.');
    const exe = await upload('manager@demo.test', SAMPLE_PNG, 'bill.png.exe', { userId: parentDriverId }, 'de');
    expect(exe.body.detail).toBe('Der Dateiname passt nicht zum Inhalt: Eine PNG-Datei muss auf .png enden.');
  });

  it('refuses an empty file and a file over 10 MB', async () => {
    const empty = await upload('manager@demo.test', Buffer.alloc(0), 'bill.pdf', { userId: parentDriverId });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('The file is empty.');
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length + 1, 0x20)]);
    const tooLarge = await upload('manager@demo.test', big, 'bill.pdf', { userId: parentDriverId });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.detail).toBe('The file is larger than 10 MB.');
  });

  it('refuses a PDF that is cut off or garbled', async () => {
    const cut = await upload('manager@demo.test', pdf.subarray(0, Math.floor(pdf.length / 2)), 'bill.pdf', { userId: parentDriverId });
    expect(cut.status).toBe(400);
    expect(cut.body.detail).toBe('The PDF file is damaged and cannot be read.');
    const garbled = Buffer.from('%PDF-1.7\nthis is not really a pdf\nstartxref\n999999\n%%EOF\n');
    expect((await upload('manager@demo.test', garbled, 'bill.pdf', { userId: parentDriverId })).body.detail).toBe(
      'The PDF file is damaged and cannot be read.',
    );
    const count = await server.database.query<{ n: number }>(`select count(*)::int as n from documents where file_name = 'bill.pdf' and size_bytes < 200`);
    expect(count[0]!.n).toBe(0);
  });

  it('needs a file and, from staff, the driver', async () => {
    const noFile = await call<Problem>('manager@demo.test', 'POST', '/documents', (() => {
      const f = new FormData();
      f.append('userId', parentDriverId);
      return f;
    })());
    expect(noFile.status).toBe(400);
    expect(noFile.body.detail).toBe('Please choose a file to upload.');
    const noDriver = await upload('manager@demo.test', pdf, 'bill.pdf');
    expect(noDriver.status).toBe(400);
    expect(noDriver.body.errors).toEqual([{ field: 'userId', message: 'Please select a driver' }]);
  });

  it("a fleet manager cannot upload for another company's driver", async () => {
    const res = await upload('manager@demo.test', pdf, 'bill.pdf', { userId: lightDriverId });
    expect(res.status).toBe(404);
  });
});

describe('reading documents', () => {
  it("a fleet manager cannot read another company's document; an administrator can", async () => {
    const doc = (await upload('light@demo.test', pdf, 'light.pdf', { userId: lightDriverId })).body;
    expect((await call('manager@demo.test', 'GET', `/documents/${doc.id}`)).status).toBe(404);
    expect((await call('admin@demo.test', 'GET', `/documents/${doc.id}`)).status).toBe(200);
    expect((await call('light@demo.test', 'GET', `/documents/${doc.id}/info`)).body).toMatchObject({ fileName: 'light.pdf' });
  });

  it("a driver uploads and reads their own documents, not other drivers'", async () => {
    const own = await upload('driver@demo.test', SAMPLE_PNG, 'my-bill.png', { userId: lightDriverId });
    expect(own.status).toBe(201);
    const [row] = await server.database.query<{ user_id: string }>(`select user_id from documents where id = $1`, [own.body.id]);
    expect(row!.user_id).toBe(DEMO_IDS.users.driver);
    expect((await call('driver@demo.test', 'GET', `/documents/${own.body.id}`)).status).toBe(200);
    const other = (await upload('manager@demo.test', pdf, 'other.pdf', { userId: parentDriverId })).body;
    expect((await call('driver@demo.test', 'GET', `/documents/${other.id}`)).status).toBe(404);
  });

  it('a preview address opens without a token for a few minutes, a forged one does not', async () => {
    const doc = (await upload('manager@demo.test', pdf, 'preview.pdf', { userId: parentDriverId })).body;
    const link = (await call<DocumentLink>('manager@demo.test', 'GET', `/documents/${doc.id}/link`)).body;
    expect(link).toMatchObject({ contentType: 'application/pdf', fileName: 'preview.pdf' });
    const res = await fetch(`${server.baseUrl}${link.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const forged = link.url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetch(`${server.baseUrl}${forged}`)).status).toBe(404);
    const otherDoc = link.url.replace(doc.id, DEMO_IDS.users.admin);
    expect((await fetch(`${server.baseUrl}${otherDoc}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/backend/documents/${doc.id}`)).status).toBe(401);
  });

  it('a link signed with the once public default secret, or reaching beyond the lifetime, is refused', async () => {
    const doc = (await upload('manager@demo.test', pdf, 'beyond.pdf', { userId: parentDriverId })).body;
    const open = (expires: number, signature: string) =>
      fetch(`${server.baseUrl}/backend/documents/${doc.id}/content?expires=${expires}&signature=${signature}`);
    // How links were signed before the installation had a key of its own.
    const oldKey = createHmac('sha256', 'fleetwatt-local-cookie-secret').update('fleetwatt document links v1').digest();
    const inFourMinutes = Math.floor(Date.now() / 1000) + 240;
    const oldSignature = createHmac('sha256', oldKey).update(`${doc.id}.${inFourMinutes}`).digest('base64url');
    expect((await open(inFourMinutes, oldSignature)).status).toBe(404);

    // The installation's real key (generated on the first start, kept in the database), an expiry in a year.
    const key = (await loadInstallationSecrets(server.database, {})).key('document-links');
    const inAYear = Date.now() + 365 * 24 * 3600 * 1000;
    const farLink = documentLinks(key).create(doc.id, inAYear - DOCUMENT_LINK_TTL_MS);
    expect((await open(farLink.expires, farLink.signature)).status).toBe(404);
    const fairLink = documentLinks(key).create(doc.id);
    expect((await open(fairLink.expires, fairLink.signature)).status).toBe(200);
  });
});

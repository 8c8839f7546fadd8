import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { chargingSessions, companies, CompanyLayoutColumns, documents, receipts, tariffs, users } from '../../db/schema/index.ts';
import type { ReceiptRow } from './receipt-list.repository.ts';

/*
 * What a receipt's PDF is made of (company layout, driver, sessions, tariffs and their documents),
 * and the stored PDF of a submitted receipt.
 */

/** Everything the receipt PDF shows. */
export interface ReceiptPdfSource {
  receipt: ReceiptRow;
  company: RowOf<
    typeof companies,
    | 'name'
    | 'language'
    | 'address_street'
    | 'address_zip'
    | 'address_city'
    | CompanyLayoutColumns
  >;
  driver: RowOf<typeof users, 'first_name' | 'last_name' | 'street' | 'zip' | 'city' | 'country' | 'car_plate' | 'cost_center' | 'employee_id'>;
  sessions: ReceiptSessionRow[];
  tariffs: ReceiptTariffRow[];
}

export type ReceiptSessionRow = RowOf<
  typeof chargingSessions,
  | 'id'
  | 'start_date'
  | 'duration_seconds'
  | 'tariff_price'
  | 'expense_minor'
  | 'meter_signature_status'
  | 'meter_signature_failure'
  | 'signed_meter_values'
  | 'meter_public_key'
> & {
  /** 0 for a session without a reading. */
  watt_hours: NonNullable<ColumnOf<typeof chargingSessions, 'watt_hours'>>;
};

export type ReceiptTariffRow = RowOf<
  typeof tariffs,
  'id' | 'number' | 'price_per_kwh' | 'base_fee_monthly_minor' | 'start_date' | 'end_date' | 'provider_name' | 'document_id'
>;

export type StoredDocument = RowOf<typeof documents, 'id' | 'file_name' | 'content_type' | 'content'>;

export function receiptPdfDataRepository(db: SqlClient) {
  return {
    /** What the PDF of a receipt shows: company layout, driver, sessions in time order, tariffs used. */
    async pdfSource(receipt: ReceiptRow): Promise<ReceiptPdfSource> {
      const [company] = await db.query<ReceiptPdfSource['company']>(
        `select name, language, address_street, address_zip, address_city, layout_show_mandate_text, layout_show_address,
                layout_show_car_plate, layout_show_company_name, layout_show_cost_center, layout_show_employee_id,
                layout_show_embedded_tariff
           from companies where id = $1`,
        [receipt.company_id],
      );
      const [driver] = await db.query<ReceiptPdfSource['driver']>(
        `select first_name, last_name, street, zip, city, country, car_plate, cost_center, employee_id from users where id = $1`,
        [receipt.user_id],
      );
      const sessions = await db.query<ReceiptSessionRow>(
        `select id, start_date, duration_seconds, coalesce(watt_hours, 0) as watt_hours, tariff_price, expense_minor,
                meter_signature_status, meter_signature_failure, signed_meter_values, meter_public_key
           from charging_sessions where company_id = $1 and receipt_id = $2
          order by start_date, id`,
        [receipt.company_id, receipt.id],
      );
      const tariffs = await db.query<ReceiptTariffRow>(
        `select t.id, t.number, t.price_per_kwh, t.base_fee_monthly_minor, t.start_date::text as start_date,
                t.end_date::text as end_date, t.provider_name, t.document_id
           from tariffs t
          where t.company_id = $1 and t.id in (select s.tariff_id from charging_sessions s where s.company_id = $1 and s.receipt_id = $2)
          order by t.start_date, t.number`,
        [receipt.company_id, receipt.id],
      );
      return { receipt, company: company!, driver: driver!, sessions, tariffs };
    },

    async findDocument(companyId: string, documentId: string): Promise<StoredDocument | undefined> {
      const rows = await db.query<StoredDocument>(
        `select id, file_name, content_type, content from documents where company_id = $1 and id = $2`,
        [companyId, documentId],
      );
      const row = rows[0];
      return row ? { ...row, content: Buffer.from(row.content) } : undefined;
    },

    /** Stores the PDF of a receipt in documents and links it, so it never changes afterwards. */
    async storePdf(receipt: RowOf<typeof receipts, 'id' | 'company_id' | 'user_id'>, fileName: string, content: Buffer, sha256: string) {
      const [doc] = await db.query<RowOf<typeof documents, 'id'>>(
        `insert into documents (company_id, user_id, kind, file_name, content_type, size_bytes, sha256, content)
         values ($1, $2, 'RECEIPT', $3, 'application/pdf', $4, $5, $6) returning id`,
        [receipt.company_id, receipt.user_id, fileName, content.length, sha256, content],
      );
      await db.query(`update receipts set document_id = $3 where company_id = $1 and id = $2`, [receipt.company_id, receipt.id, doc!.id]);
      return doc!.id;
    },
  };
}

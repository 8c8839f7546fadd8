-- Invoices without VAT that were neither reverse charge nor taxed carried EN 16931 category Z ("zero
-- rated"), while their note says the supply is not subject to German VAT. Buyers outside the EU are
-- category O (not subject to VAT); a buyer in the EU with an agreed rate of 0 % is category E (exempt).
-- Amounts stay as they are: only the category code, which the e-invoice and PDF print, is corrected.
update invoices i
   set vat_category = case when c.country in ('UNITED_STATES', 'SWITZERLAND') then 'O' else 'E' end
  from companies c
 where c.id = i.company_id and i.vat_category = 'Z';

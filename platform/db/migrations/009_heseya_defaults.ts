import type { Migration } from '../migration.ts';

/**
 * Databases made by earlier versions get Heseya's forms: VAT rates of sales channels and currencies in percent
 * ("23", they were fractions, "0.23"), and the default shop roles (unauthenticated, authenticated) reading a
 * coupon by its code (coupons.show_details) as Heseya's do. A fresh database is empty here and seeded so.
 */
export const migration009: Migration = {
  version: 9,
  name: 'heseya defaults: vat rates in percent, coupons readable by code',
  sql: `UPDATE sales_channels SET data = json_set(data, '$.vat_rate', printf('%g', CAST(json_extract(data, '$.vat_rate') AS REAL) * 100))
  WHERE json_type(data, '$.vat_rate') = 'text';
UPDATE currencies SET data = json_set(data, '$.vat_rate', printf('%g', CAST(json_extract(data, '$.vat_rate') AS REAL) * 100))
  WHERE json_type(data, '$.vat_rate') = 'text';
UPDATE roles SET data = json_set(data, '$.permissions', json_insert(json_extract(data, '$.permissions'), '$[#]', 'coupons.show_details'))
  WHERE json_extract(data, '$.type') IN ('unauthenticated', 'authenticated')
    AND NOT EXISTS (SELECT 1 FROM json_each(roles.data, '$.permissions') WHERE value = 'coupons.show_details');`,
};

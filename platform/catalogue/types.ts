import type { MoneyByCurrency } from './money.ts';

export type Translations<T> = Record<string, T>;
export type Metadata = Record<string, string | number | boolean | null>;
export type SeoData = {
  translations?: Translations<{ title?: string; description?: string; keywords?: string[] }>;
  og_image_id?: string | null;
  twitter_card?: 'summary' | 'summary_large_image';
  no_index?: boolean;
  header_tags?: { type: 'meta' | 'link' | 'script'; content?: string | null; attributes?: Record<string, string> }[];
};

export type SchemaType = 'string' | 'select' | 'numeric' | 'boolean' | 'multiply' | 'multiply_schema' | 'date' | 'file';

export type StoredOption = {
  id: string;
  translations: Translations<{ name: string }>;
  prices: MoneyByCurrency;
  available: boolean;
  default?: boolean;
};

export type StoredSchema = {
  id: string;
  type: SchemaType;
  translations: Translations<{ name: string; description?: string }>;
  required: boolean;
  hidden: boolean;
  prices: MoneyByCurrency;
  min?: number | null;
  max?: number | null;
  step?: number | null;
  default?: string | null;
  options: StoredOption[];
  used_schemas: string[];
};

export type ProductAttributeValue = { attribute_id: string; option_ids: string[] };

/** How a product can be bought; stored in product metadata under `purchase_kind`. */
export const PURCHASE_KINDS = ['buy', 'ask-about-price', 'rental', 'leasing', 'unavailable'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

export type StoredProduct = {
  id: string;
  slug: string;
  public: boolean;
  translations: Translations<{ name: string; description_html: string; description_short: string }>;
  prices_base: MoneyByCurrency;
  quantity_step: number;
  /** Units in stock; null means not tracked (always available). */
  quantity: number | null;
  shipping_digital: boolean;
  shipping_time: number | null;
  shipping_date: string | null;
  purchase_limit_per_user: number | null;
  cover_id: string | null;
  gallery_ids: string[];
  attributes: ProductAttributeValue[];
  schemas: StoredSchema[];
  set_ids: string[];
  related_set_ids: string[];
  metadata: Metadata;
  metadata_private: Metadata;
  seo: SeoData;
  created_at: string;
};

export type AttributeType = 'single-option' | 'multi-choice-option' | 'number' | 'date';
export type StoredAttributeOption = {
  id: string;
  translations: Translations<{ name: string }>;
  value_number: number | null;
  value_date: string | null;
};
export type StoredAttribute = {
  id: string;
  slug: string;
  type: AttributeType;
  translations: Translations<{ name: string; description: string }>;
  global: boolean;
  sortable: boolean;
  options: StoredAttributeOption[];
  metadata: Metadata;
};

export type StoredProductSet = {
  id: string;
  slug: string;
  parent_id: string | null;
  public: boolean;
  sort: number;
  translations: Translations<{ name: string; description_html: string }>;
  cover_id: string | null;
  metadata: Metadata;
  seo: SeoData;
};

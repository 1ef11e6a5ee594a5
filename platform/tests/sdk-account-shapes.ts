// The account answers as Heseya gives them, written as Heseya's SDK (@heseya/store-core 6.1.0) types.
// sdk-type-check.ts checks the embedded platform's answers against these exports at run time; tsc
// checks that every name below still exists in the SDK. Where the SDK declares a field that Heseya
// itself never sends (heseya/core 8.0.0, whose docs/ are the reference API description), the type
// leaves it out and says which of Heseya's resources shows it.
import type { Address, Metadata, ProductListed, Role, User, UserConsent, UserSavedAddress, WishlistProduct } from '@heseya/store-core';
// Not re-exported by the package's index.
import type { AuthResponse } from '@heseya/store-core/dist/src/interfaces/Auth';
import type { UUID } from '@heseya/store-core/dist/src/interfaces/UUID';

/** RoleResource in a collection is its `base` only: `permissions` is the view part. */
export type HeseyaRole = Omit<Role, 'permissions'>;

/** ConsentUserResource: id, name, description_html, required, published, type and the user's value (no dates, no translations). */
export type HeseyaUserConsent = Omit<UserConsent, 'created_at' | 'updated_at'> & { type: 'user' };

/** AddressResource gives every column, `null` where empty (the SDK's `vat?: string` has no null). */
export type HeseyaAddress = Omit<Address, 'vat'> & { vat: string | null; company_name: string | null };

export type HeseyaSavedAddress = Omit<UserSavedAddress, 'address'> & { address: HeseyaAddress };

type UserBase = Omit<User, 'roles' | 'consents' | 'shipping_addresses' | 'billing_addresses'> & {
  roles: HeseyaRole[];
  consents: HeseyaUserConsent[];
};

/** UserResource (register, roles): the user, permissions and preferences, no saved addresses. */
export type HeseyaUser = UserBase;

/** UserWithSavedAddressesResource (login, refresh, GET and PATCH /auth/profile). */
export type HeseyaUserWithAddresses = UserBase & {
  shipping_addresses: HeseyaSavedAddress[];
  billing_addresses: HeseyaSavedAddress[];
};

/** AuthResource as the SDK's Auth.login / refreshToken return it. */
export type HeseyaAuthResponse = Omit<AuthResponse, 'user'> & { user: HeseyaUserWithAddresses };

/** ProfileResource (GET /auth/check[/{identity_token}]): the SDK calls it a User; Heseya gives four fields, `id` null for a guest. */
export type HeseyaProfile = Pick<User, 'name' | 'avatar' | 'permissions'> & { id: UUID | null };

export type HeseyaMetadata = Metadata;
export type HeseyaSavedAddresses = HeseyaSavedAddress[];
/**
 * WishlistProductResource: the entry and the product as a list item. The product list item is the
 * catalogue's (product-view.ts, held to ProductListed by the catalogue's SDK tests); it still lacks
 * `google_product_category`, which Heseya's ProductResource gives (null when unset).
 */
export type HeseyaWishlistProduct = Omit<WishlistProduct, 'product'> & { product: Omit<ProductListed, 'google_product_category'> };
export type HeseyaWishlistProducts = HeseyaWishlistProduct[];
export type HeseyaProductIds = UUID[];

/** The names sdk-type-check.ts can check against. */
export type ShapeName =
  | 'HeseyaAuthResponse'
  | 'HeseyaUser'
  | 'HeseyaUserWithAddresses'
  | 'HeseyaProfile'
  | 'HeseyaMetadata'
  | 'HeseyaSavedAddresses'
  | 'HeseyaWishlistProduct'
  | 'HeseyaWishlistProducts'
  | 'HeseyaProductIds';

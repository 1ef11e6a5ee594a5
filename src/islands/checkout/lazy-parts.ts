// The parts of the checkout form loaded only when shown (the checkout page's JS budget,
// docs/benchmark.md#budgets), declared once for every section that shows them, and the island's own
// field components they are handed as props (./parts.ts says why). Each is shown under a <Suspense>
// without a fallback: nothing stands in its place until it has loaded.
import { lazy } from 'react';
import { Field, FieldError } from './Field';
import { MethodChoice } from './MethodChoice';
import type { IslandParts } from './parts';

export const parts: IslandParts = { Field, FieldError, MethodChoice };

/** The provider's map of a point-external method. */
export const PointPicker = lazy(() => import('./PointPicker'));
/** A point method's own points. */
export const PlatformPoints = lazy(() => import('./PlatformPoints'));
/** A signed-in shopper's saved addresses (delivery and billing). */
export const SavedAddresses = lazy(() => import('./SavedAddresses'));
/** The company and VAT fields, once buying as a company or an invoice is ticked. */
export const CompanyFields = lazy(() => import('./CompanyFields'));
/** The password fields of a guest creating an account with the order. */
export const CreateAccount = lazy(() => import('./CreateAccount'));

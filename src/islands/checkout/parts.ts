// The island's own field components, handed to the parts it loads on demand (point picker, new
// account) as props: importing them there would split them into files of their own, which the
// checkout page pays for on every visit (its JavaScript budget, docs/benchmark.md#budgets).
import type { Field, FieldError } from './Field';
import type { MethodChoice } from './MethodChoice';

export interface IslandParts {
  Field: typeof Field;
  FieldError: typeof FieldError;
  MethodChoice: typeof MethodChoice;
}

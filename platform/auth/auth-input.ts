import { z } from 'zod';
import { phoneInput } from '../http/field-rules.ts';

export const password = z
  .string()
  .max(255)
  .refine((p) => p.trim().length >= 12, { message: 'Password must be at least 12 characters long', params: { key: 'VALIDATION_PASSWORD_LENGTH' } });
export const loginInput = z.object({ email: z.email().max(255), password: z.string().min(1).max(255), code: z.string().max(64).nullable().optional() });
export const registerInput = z.object({
  name: z.string().trim().min(1).max(255),
  email: z.email().max(255),
  password,
  birthday_date: z.iso.date().nullable().optional(),
  phone: phoneInput.nullable().optional(),
  roles: z.array(z.uuid()).max(20).default([]),
  consents: z.record(z.string(), z.boolean()).default({}),
  metadata_personal: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});
export const passwordConfirmation = z.object({ password: z.string().min(1).max(255) });

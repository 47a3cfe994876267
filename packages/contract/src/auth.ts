import { z } from 'zod';
import { text } from './common.ts';
import { messages } from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';
import { roleSchema, emailSchema, personNameSchema } from './users.ts';

export const loginFormSchema = z.object({
  email: emailSchema,
  // A wrong or short password is the server's answer ("Login Failed" + its message), not the form's.
  password: z.string().min(1, { error: 'is required' }),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** A password being chosen (sign-up, reset); the server also refuses one that is easy to guess. */
export const newPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** The two passwords must match, else "Password Don't matched,, try again" (docs/product.md). */
export const registerFormSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: messages.passwordMismatch,
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const demoLoginSchema = z.object({ role: roleSchema, email: z.string(), password: z.string() });
export type DemoLogin = z.infer<typeof demoLoginSchema>;

/** `GET /api/auth-config`: what the login page offers on this server. */
export const authConfigSchema = z.object({
  /** false: no Google credentials are set, and the Google button explains that. */
  googleSignIn: z.boolean(),
  /**
   * The demo accounts' logins, shown on the login page in demo mode on a database demo mode made
   * (docs/product.md); empty otherwise.
   */
  demoLogins: z.array(demoLoginSchema),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

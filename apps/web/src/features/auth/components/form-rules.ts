import { loginFormSchema, registerFormSchema } from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The login and register forms' rules, which they fetch when first needed (lib/lazy-resolver.ts). */
export const loginRules = zodResolver(loginFormSchema);
export const registerRules = zodResolver(registerFormSchema);

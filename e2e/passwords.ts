import { demoLogins } from '../apps/server/src/features/auth/demo-accounts.ts';

/** The password of every customer the browser tests register. */
export const CUSTOMER_PASSWORD = 'Pedal#2026long';

/** A new password chosen through "Forgot password?", different on every run. */
export const resetPassword = () => `Freewheel%${Date.now() % 100_000}ride`;
const RESET_PASSWORD = /Freewheel(%|%25)\d+ride/;

/** Every password the browser tests type, in each form a URL or a log could carry it. */
export function findPassword(text: string): string | null {
  for (const password of [CUSTOMER_PASSWORD, ...demoLogins.map((login) => login.password)]) {
    const spellings = [
      password,
      encodeURIComponent(password),
      new URLSearchParams({ p: password }).toString().slice(2),
    ];
    if (spellings.some((spelling) => text.includes(spelling))) return password;
  }
  return RESET_PASSWORD.exec(text)?.[0] ?? null;
}

import { refusalOf } from '@crankworks/contract';

/** How better-auth names a field it refuses: "[body.newPassword] is required". */
const NAMED_ISSUE = /^\[(?:body|query)\.([\w.]+)\] (.+)$/;

/**
 * better-auth's refusal of a malformed request ("[body.newPassword] is required; [body.token] must
 * be text") in the shop's words ("New password is required; …"), with the first field named as the
 * shop's own refusals name it. Null when its answer is no such refusal.
 */
export function refusalInWords(body: string): { message: string; field: string } | null {
  const message = messageIn(body);
  if (typeof message !== 'string') return null;
  const issues = message.split('; ').map((part) => NAMED_ISSUE.exec(part));
  if (!issues.every((issue) => issue !== null)) return null;
  const [first] = issues;
  if (!first) return null;
  return {
    message: issues.map(([, field = '', problem = '']) => refusalOf(field, problem)).join('; '),
    field: first[1] ?? '',
  };
}

function messageIn(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown } | null)?.message;
  } catch {
    return undefined;
  }
}

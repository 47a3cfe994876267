import { refusalOf } from '@crankworks/contract';

/** How better-auth names what it refuses: "[body.newPassword] is required", or "[body] must be an object". */
const NAMED_ISSUE = /^\[(body|query)(?:\.([\w.]+))?\] (.+)$/;

/** The field an issue names, or the part of the request it is about as the shop's labels call it. */
const fieldOf = ([, part, field]: RegExpExecArray) => field ?? (part === 'query' ? 'querystring' : 'body');

/**
 * better-auth's refusal of a malformed request ("[body.newPassword] is required; [body.token] must
 * be text") in the shop's words ("New password is required; …"), with the first field named as the
 * shop's own refusals name it; a refusal of the whole body names the request ("The request must be
 * an object"). Null when its answer is no such refusal.
 */
export function refusalInWords(body: string): { message: string; field: string } | null {
  const message = messageIn(body);
  if (typeof message !== 'string') return null;
  const issues = message.split('; ').map((part) => NAMED_ISSUE.exec(part));
  if (!issues.every((issue) => issue !== null)) return null;
  const [first] = issues;
  if (!first) return null;
  return {
    message: issues.map((issue) => refusalOf(fieldOf(issue), issue[3] ?? '')).join('; '),
    field: fieldOf(first),
  };
}

function messageIn(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown } | null)?.message;
  } catch {
    return undefined;
  }
}

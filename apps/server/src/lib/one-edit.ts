/**
 * Whether `a` becomes `b` by at most one edit: a character added, taken out or changed, or two
 * neighbours swapped ("chian" and "chain"). What a search forgives as a typo.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (a.length === b.length) {
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

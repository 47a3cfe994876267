import type { CategoryRef } from '@crankworks/contract';

/** A category as the tree needs it. */
export interface TreeNode extends CategoryRef {
  parentId: string | null;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The categories with each parent before its children and siblings by name (depth first). */
export function inTreeOrder<Node extends TreeNode>(nodes: readonly Node[]): Node[] {
  const children = new Map<string | null, Node[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const ordered: Node[] = [];
  const visit = (parentId: string | null) => {
    for (const node of (children.get(parentId) ?? []).sort(byName)) {
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}

/** The way from the top to a category, itself last (empty for an unknown id). */
export function pathTo(id: string, nodes: readonly TreeNode[]): CategoryRef[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path: CategoryRef[] = [];
  for (let node = byId.get(id); node && path.length <= nodes.length; node = byId.get(node.parentId ?? '')) {
    path.unshift({ id: node.id, name: node.name, slug: node.slug });
  }
  return path;
}

/** A category and every category inside it, at any depth. */
export function subtreeOf(id: string, nodes: readonly TreeNode[]): string[] {
  const found = [id];
  for (let index = 0; index < found.length; index += 1) {
    for (const node of nodes)
      if (node.parentId === found[index] && !found.includes(node.id)) found.push(node.id);
  }
  return found;
}

/** How many levels a category and the categories inside it span (1 with none inside). */
export function heightOf(id: string, nodes: readonly TreeNode[]): number {
  const inside = nodes.filter((node) => node.parentId === id);
  return 1 + Math.max(0, ...inside.map((node) => heightOf(node.id, nodes)));
}

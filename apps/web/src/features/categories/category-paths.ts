import type { Category } from '@crankworks/contract';

/** A category with its place in the tree. */
export interface PlacedCategory extends Category {
  /** 1 at the top, MAX_CATEGORY_DEPTH at the deepest. */
  depth: number;
  /** The way from the top as people read it: "Drivetrain › Cranksets". */
  path: string;
  /** The categories it is inside, from the top. */
  aboveIds: string[];
}

/** The categories of a list in tree order (each parent before its children), each with its place. */
export function placeCategories(items: readonly Category[]): PlacedCategory[] {
  const placed = new Map<string, PlacedCategory>();
  for (const category of items) {
    const parent = category.parentId === null ? undefined : placed.get(category.parentId);
    placed.set(category.id, {
      ...category,
      depth: parent ? parent.depth + 1 : 1,
      path: parent ? `${parent.path} › ${category.name}` : category.name,
      aboveIds: parent ? [...parent.aboveIds, parent.id] : [],
    });
  }
  return [...placed.values()];
}

/** "1 part", "3 parts": how many parts a category holds, in words. */
export const partCountText = (count: number) => (count === 1 ? '1 part' : `${count} parts`);

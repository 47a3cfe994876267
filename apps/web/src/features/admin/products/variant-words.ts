/** What the variants editor says (decision 078) besides the contract's refusals, which name their field. */
export const variantWords = {
  saved: 'Variants saved',
  notSaved: (product: string, why: string) => `Could not save the variants of ${product}: ${why}`,
  firstIsTheProduct: 'The product itself, with its own stock and price: it cannot be removed.',
  optionsHint: 'What the variants differ by, such as Length or Colour. Each variant has a value of each.',
} as const;

import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Starts an untouched form again from what the server holds when that changes under it. Two forms of
 * a product's page edit its first variant's price, minimum, weight and tiers (Details and Variants,
 * decision 078): without this, saving one and then the other would put back the figures the first
 * replaced. Only a change of `saved` counts, never the form's own save (whose answer it starts from
 * before the page's copy is refetched), and a form being edited is left alone.
 */
export function useFollowSaved<Values extends FieldValues>(
  saved: Values,
  { reset, formState: { isDirty, defaultValues } }: UseFormReturn<Values>,
) {
  const savedText = JSON.stringify(saved);
  const seenText = useRef(savedText);
  useEffect(() => {
    if (savedText === seenText.current) return;
    seenText.current = savedText;
    if (!isDirty && savedText !== JSON.stringify(defaultValues)) reset(JSON.parse(savedText) as Values);
  }, [savedText, isDirty, defaultValues, reset]);
}

/** docs/product.md, Payment: card errors appear in red beneath the payment form, announced as they appear. */
export function CardError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="mt-3 min-h-6 font-semibold text-error">
      {message}
    </p>
  );
}

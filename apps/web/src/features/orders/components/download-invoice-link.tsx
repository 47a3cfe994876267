/** The order's PDF invoice, built by the server for its customer or an admin, saved as a file. */
export function DownloadInvoiceLink({ orderId }: { orderId: string }) {
  return (
    <a
      href={`/api/order/${encodeURIComponent(orderId)}/invoice.pdf`}
      download
      className="btn btn-sm btn-outline"
    >
      Download invoice (PDF)
    </a>
  );
}

export function Footer() {
  return (
    <footer className="footer footer-center bg-neutral p-6 text-neutral-content">
      <p>© {new Date().getFullYear()} Crankworks. All rights reserved.</p>
    </footer>
  );
}

import { useSettings } from '../bootstrap';

/** The page footer with the copyright line (doc 000 §2). */
export function Footer() {
  const { branding } = useSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="border-border border-t px-4 py-6 text-muted-foreground text-sm md:px-6">
      <div className="mx-auto max-w-7xl">
        Copyright © {year} {branding.site_name}, All Rights Reserved
      </div>
    </footer>
  );
}

import type { SocialService } from '@tonearm/client/contract';
import type { SVGProps } from 'react';

// Simplified brand marks in the current text colour; the button around each one carries the accessible name.
const paths: Record<SocialService, string> = {
  google:
    'M21.35 11.1H12v2.98h5.35c-.5 2.46-2.6 4.1-5.35 4.1a6.18 6.18 0 1 1 0-12.36c1.56 0 2.96.56 4.05 1.5l2.2-2.2A9.26 9.26 0 1 0 21.25 12c0-.3-.02-.6-.06-.9z',
  facebook: 'M14 8h3V4h-3a5 5 0 0 0-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9a1 1 0 0 1 1-1z',
  twitter: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.4-6-5.2 6H3.7l6.6-7.6z',
  envato:
    'M17.9 3.2c-.9-.5-3.4.3-6.3 3.1-3.7 3.6-5.4 7.8-3.4 10.3-1.2.5-2.3.2-2.9-.6-.3-.4-.9-.2-.8.3.4 3 2.9 5.3 6 5.3 3.6 0 6.2-3 6.6-7.1.4-4.7-.3-10.9.8-11.3z',
};

export function SocialIcon({ service, ...props }: { service: SocialService } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="1em" height="1em" {...props}>
      <path d={paths[service]} fill="currentColor" />
    </svg>
  );
}

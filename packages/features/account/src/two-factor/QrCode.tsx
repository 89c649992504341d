import { useTrans } from '@tonearm/shell';
import { useMemo } from 'react';
import { sanitizeQrCode } from './sanitize-qr-code';

export interface QrCodeProps {
  /** The SVG markup from `GET auth/user/two-factor/qr-code`. */
  svg: string;
}

/** The setup QR code, drawn from the server's SVG after sanitising it. */
export function QrCode({ svg }: QrCodeProps) {
  const { trans } = useTrans();
  const clean = useMemo(() => sanitizeQrCode(svg), [svg]);
  return (
    <div
      role="img"
      aria-label={trans('QR code for your authenticator application')}
      className="size-48 shrink-0 rounded-ui bg-white p-2 [&>svg]:size-full"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

import type { SocialService } from '@tonearm/client/contract';
import { brandMark, Icon, type IconNode, type IconProps } from '@tonearm/ui';
// Named imports from the package root: it declares no side effects, so the build keeps only these four marks.
import { siEnvato, siFacebook, siGoogle, siX } from 'simple-icons';

// Twitter's mark is X's since its rename; Simple Icons lists it under X.
const MARKS: Record<SocialService, IconNode> = {
  google: brandMark(siGoogle),
  facebook: brandMark(siFacebook),
  twitter: brandMark(siX),
  envato: brandMark(siEnvato),
};

/** The service's brand mark in the current text colour; the button around it carries the accessible name. */
export function SocialIcon({ service, ...props }: { service: SocialService } & Omit<IconProps, 'icon'>) {
  return <Icon icon={MARKS[service]} {...props} />;
}

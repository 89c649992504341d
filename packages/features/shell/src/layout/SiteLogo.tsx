import { cn } from '@tonearm/ui';
import { useSettings } from '../bootstrap';

interface LogoVariant {
  src: string;
  /** Classes showing this variant only for its colour scheme and screen size. */
  className: string;
}

// Each variant falls back to the nearest configured one: mobile to desktop, dark to light.
function logoVariants(branding: {
  logo_light?: string | null | undefined;
  logo_dark?: string | null | undefined;
  logo_light_mobile?: string | null | undefined;
  logo_dark_mobile?: string | null | undefined;
}): LogoVariant[] {
  const light = branding.logo_light ?? null;
  const dark = branding.logo_dark ?? light;
  const lightMobile = branding.logo_light_mobile ?? light;
  const darkMobile = branding.logo_dark_mobile ?? branding.logo_light_mobile ?? dark;
  const candidates: Array<[string | null, string]> = [
    // 768 px and less is mobile (doc 000 §9); `max-[769px]` is `width < 769px`, so 768 itself is mobile too.
    [light, 'max-[769px]:hidden dark:hidden'],
    [dark, 'hidden min-[769px]:dark:block'],
    [lightMobile, 'min-[769px]:hidden dark:hidden'],
    [darkMobile, 'hidden max-[769px]:dark:block'],
  ];
  return candidates.flatMap(([src, className]) => (src ? [{ src, className }] : []));
}

/**
 * The operator's logo in its light, dark and mobile variants (`settings.branding`), switched by CSS for the active
 * theme and the screen size; the site name when no logo is configured.
 */
export function SiteLogo() {
  const { branding } = useSettings();
  const variants = logoVariants(branding);
  if (variants.length === 0) {
    return <span className="font-bold text-lg tracking-tight">{branding.site_name}</span>;
  }
  return (
    <>
      {variants.map(({ src, className }) => (
        <img
          key={className}
          src={src}
          alt={branding.site_name}
          data-slot="site-logo"
          className={cn('h-8 w-auto max-[769px]:h-7', className)}
        />
      ))}
    </>
  );
}

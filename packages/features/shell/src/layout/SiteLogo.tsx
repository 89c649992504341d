import { useSettings } from '../bootstrap';

/** The operator's logo for the current colour scheme, or the site name when no logo is configured. */
export function SiteLogo() {
  const { branding } = useSettings();
  const light = branding.logo_light;
  const dark = branding.logo_dark ?? light;
  if (!light) {
    return <span className="font-bold text-lg tracking-tight">{branding.site_name}</span>;
  }
  return (
    <>
      <img src={light} alt={branding.site_name} className="h-8 w-auto dark:hidden" />
      <img src={dark ?? light} alt={branding.site_name} className="hidden h-8 w-auto dark:block" />
    </>
  );
}

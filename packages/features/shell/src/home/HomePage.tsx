import { useBootstrapData } from '../bootstrap';

/** The front page greeting listeners with the site's name and description. */
export function HomePage() {
  const { settings, user } = useBootstrapData();
  const { site_name, site_description } = settings.branding;
  return (
    <section aria-labelledby="home-title" className="mx-auto max-w-4xl px-6 py-16">
      <h1 id="home-title" className="font-bold text-4xl tracking-tight">
        {user ? `Welcome back, ${user.name}` : `Welcome to ${site_name}`}
      </h1>
      {site_description ? <p className="mt-4 text-lg text-muted-foreground">{site_description}</p> : null}
    </section>
  );
}

import { Button } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { useTrans } from '../i18n';
import { SiteLogo } from '../layout/SiteLogo';
import { useLogout } from '../logout/use-logout';

export interface GateScreenProps {
  /** The screen's heading; also names its region. */
  title: string;
  children: ReactNode;
}

/**
 * The frame of a screen that replaces every route (doc 000 §2): a Logout button, the site logo and the heading,
 * above the screen's content.
 */
export function GateScreen({ title, children }: GateScreenProps) {
  const { trans } = useTrans();
  const logout = useLogout();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="flex h-12 items-center justify-end px-4 sm:h-[54px] md:h-16 md:px-6">
        <Button variant="ghost" onPress={() => void logout()}>
          {trans('Logout')}
        </Button>
      </header>
      <main className="flex flex-1 justify-center px-4 pb-16">
        <section
          aria-labelledby="gate-screen-title"
          className="flex w-full max-w-md flex-col items-center gap-4 pt-8 text-center md:pt-16"
        >
          <SiteLogo />
          <h1 id="gate-screen-title" className="font-semibold text-2xl">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}

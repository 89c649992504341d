import { Button } from '@tonearm/ui';
import { useTrans } from '../i18n';
import { useThemeChoice } from '../theme/use-theme-choice';

/** Switches between the default light and dark themes; nothing when users may not change theme (doc 000 §6). */
export function ThemeToggle() {
  const { trans } = useTrans();
  const { isDark, canChange, chooseScheme } = useThemeChoice();
  if (!canChange) return null;
  return (
    <Button variant="ghost" size="sm" onPress={() => chooseScheme(isDark ? 'light' : 'dark')}>
      {isDark ? trans('Light mode') : trans('Dark mode')}
    </Button>
  );
}

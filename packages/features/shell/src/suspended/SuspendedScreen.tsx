import { GateScreen } from '../account-gate/GateScreen';
import { useSettings } from '../bootstrap';
import { useTrans } from '../i18n';

/** The only screen of a banned user (doc 000 §2). */
export function SuspendedScreen() {
  const { trans } = useTrans();
  const { branding } = useSettings();
  return (
    <GateScreen title={trans('Your account is suspended')}>
      <p className="text-muted-foreground">
        {trans(
          "You can't open :name because your account is suspended. Contact the Admin to re-activate your account.",
          { name: branding.site_name },
        )}
      </p>
    </GateScreen>
  );
}

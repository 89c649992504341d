import { useTrans } from '@tonearm/shell';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { AccessTokenList } from './AccessTokenList';
import { CreateTokenDialog } from './CreateTokenDialog';
import { useAccessTokens } from './use-access-tokens';

/** 'Developers': the API access tokens and the API documentation (doc 000 §2, §6). */
export function DevelopersPanel() {
  const { trans } = useTrans();
  const { tokens, create, remove } = useAccessTokens();
  return (
    <SettingsPanel
      section={accountSection('developers')}
      description={
        <>
          {trans(
            'Manage access tokens that third-party applications can use to access the API on your behalf.',
          )}{' '}
          <a
            href="/api-docs"
            target="_blank"
            rel="noopener"
            className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-focus"
          >
            {trans('API documentation')}
            <span className="sr-only"> {trans('(opens in a new tab)')}</span>
          </a>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <h3 className="font-medium">{trans('API access tokens')}</h3>
        <AccessTokenList tokens={tokens} onDelete={remove} />
        <div>
          <CreateTokenDialog onCreate={create} />
        </div>
      </div>
    </SettingsPanel>
  );
}

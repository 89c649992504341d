import { createAccessToken, deleteAccessToken } from '@tonearm/client';
import type { AccessToken, AccessTokenAbility } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useAccount } from '../account/use-account';

export interface AccessTokens {
  /** The account's tokens (never their secrets). */
  tokens: AccessToken[];
  /** Creates a token with what it may do and resolves its plain text, which is shown once ('Token create'). */
  create(name: string, abilities: AccessTokenAbility[]): Promise<string>;
  /** Deletes a token ('Token deleted'). */
  remove(id: number): Promise<void>;
}

/** The personal API access tokens of the account (doc 000 §4, §7). */
export function useAccessTokens(): AccessTokens {
  const http = useHttpClient();
  const { user, refresh } = useAccount();
  const { trans } = useTrans();
  return {
    tokens: user.tokens ?? [],
    create: async (name, abilities) => {
      const { plainTextToken } = await createAccessToken(http, { tokenName: name, abilities });
      toast.positive(trans('Token create'));
      await refresh();
      return plainTextToken;
    },
    remove: async (id) => {
      await deleteAccessToken(http, id);
      toast.positive(trans('Token deleted'));
      await refresh();
    },
  };
}

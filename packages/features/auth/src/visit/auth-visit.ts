/** What the address of a sign-in page says about the visit (doc 000 §2). */
export interface AuthVisit {
  /** The path contains `workspace`: the visitor follows a workspace invitation. */
  isWorkspaceJoin: boolean;
  /** The invitation being accepted (`?inviteId=`), if any. */
  inviteId: string | null;
  /** A workspace join or an invitation: registration stays open and the headings speak of the team. */
  isInvite: boolean;
  /** The address to pre-fill (`?email=`). */
  email: string | null;
  /** The visitor came from the pricing page (`?redirectFrom=pricing`). */
  fromPricing: boolean;
  /** Where the visitor was going (`?redirectUri=`), followed after sign-in only when it is a path on this site. */
  redirectUri: string | null;
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function readAuthVisit(pathname: string, search: URLSearchParams): AuthVisit {
  const isWorkspaceJoin = pathname.includes('workspace');
  const inviteId = nonEmpty(search.get('inviteId'));
  return {
    isWorkspaceJoin,
    inviteId,
    isInvite: isWorkspaceJoin || inviteId !== null,
    email: nonEmpty(search.get('email')),
    fromPricing: search.get('redirectFrom') === 'pricing',
    redirectUri: search.get('redirectUri'),
  };
}

/** The placeholder a menu item's action may contain, standing for the signed-in user's id (doc 000 §2). */
export const CURRENT_USER_PLACEHOLDER = '{currentUser}';

/**
 * The path a menu item links to, with every `{currentUser}` replaced by the user's id. Returns `null` when the
 * action needs a user and nobody is signed in, so the item is left out rather than linking to a broken path.
 */
export function resolveMenuItemAction(
  action: string,
  user: { id: number | string } | null | undefined,
): string | null {
  if (!action.includes(CURRENT_USER_PLACEHOLDER)) return action;
  if (!user) return null;
  return action.replaceAll(CURRENT_USER_PLACEHOLDER, encodeURIComponent(String(user.id)));
}

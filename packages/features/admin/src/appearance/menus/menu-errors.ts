import {
  type AppearanceMenu,
  appearanceMenuItemSchema,
  appearanceMenuSchema,
} from '@tonearm/client/contract';

/** The first message per field of a menu item or menu, as the server would refuse it; empty when it is valid. */
export type FieldMessages = Partial<Record<string, string>>;

function firstMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** Why Save would refuse an item: its label, its link, its icon or a setting condition. */
export function menuItemErrors(item: AppearanceMenu['items'][number]): FieldMessages {
  const result = appearanceMenuItemSchema.safeParse(item);
  return result.success ? {} : firstMessages(result.error.issues);
}

/** Why Save would refuse a menu itself (its name or positions); its items are judged one by one. */
export function menuErrors(menu: AppearanceMenu): FieldMessages {
  const result = appearanceMenuSchema.safeParse({ ...menu, items: [] });
  return result.success ? {} : firstMessages(result.error.issues);
}

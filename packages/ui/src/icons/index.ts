// Lucide's icon set (https://lucide.dev), as drawings for the kit's `Icon`: `import { Play } from
// '@tonearm/ui/icons'`, then `<Icon icon={Play} />`. Every icon is a module of its own, so a bundle carries only the
// drawings it imports. The root entry leaves this set out: some icon names (`Menu`, `Badge`) are also components.
export * from 'lucide';

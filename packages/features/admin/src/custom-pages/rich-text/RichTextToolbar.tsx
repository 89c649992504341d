import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useTrans } from '@tonearm/shell';
import { Icon, type IconNode } from '@tonearm/ui';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  Redo2,
  Strikethrough,
  TextQuote,
  Underline,
  Undo2,
} from '@tonearm/ui/icons';
import { Button, Separator, ToggleButton, Toolbar } from 'react-aria-components';

// 32 px targets, above WCAG 2.2's 24 px minimum; the kit's focus ring, drawn only for keyboard focus.
const CONTROL = [
  'inline-flex size-8 items-center justify-center rounded-md text-foreground',
  'data-[disabled]:opacity-40 data-[hovered]:bg-muted data-[selected]:bg-primary data-[selected]:text-primary-foreground',
  'outline-hidden data-[focus-visible]:outline-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus data-[focus-visible]:outline-offset-2',
].join(' ');

interface FormatButtonProps {
  label: string;
  icon: IconNode;
  isSelected: boolean;
  onToggle: () => void;
}

function FormatButton({ label, icon, isSelected, onToggle }: FormatButtonProps) {
  return (
    <ToggleButton aria-label={label} isSelected={isSelected} onChange={onToggle} className={CONTROL}>
      <Icon icon={icon} />
    </ToggleButton>
  );
}

export interface RichTextToolbarProps {
  editor: Editor;
  /** Labels the toolbar ("Formatting of Body"). */
  label: string;
  onLinkRequest: () => void;
}

/**
 * The editor's formatting controls as one toolbar: a single tab stop, arrow keys move between controls (React Aria
 * `Toolbar`), and each mark or block is a toggle button that says whether it applies at the cursor.
 */
export function RichTextToolbar({ editor, label, onLinkRequest }: RichTextToolbarProps) {
  const { trans } = useTrans();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Toolbar
      aria-label={label}
      className="flex flex-wrap items-center gap-1 border-border border-b p-1"
      data-slot="rich-text-toolbar"
    >
      <FormatButton
        label={trans('Bold')}
        icon={Bold}
        isSelected={state.bold}
        onToggle={() => chain().toggleBold().run()}
      />
      <FormatButton
        label={trans('Italic')}
        icon={Italic}
        isSelected={state.italic}
        onToggle={() => chain().toggleItalic().run()}
      />
      <FormatButton
        label={trans('Underline')}
        icon={Underline}
        isSelected={state.underline}
        onToggle={() => chain().toggleUnderline().run()}
      />
      <FormatButton
        label={trans('Strikethrough')}
        icon={Strikethrough}
        isSelected={state.strike}
        onToggle={() => chain().toggleStrike().run()}
      />
      <Separator orientation="vertical" className="mx-1 h-6 w-px bg-border" />
      <FormatButton
        label={trans('Heading')}
        icon={Heading2}
        isSelected={state.h2}
        onToggle={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <FormatButton
        label={trans('Subheading')}
        icon={Heading3}
        isSelected={state.h3}
        onToggle={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <FormatButton
        label={trans('Bulleted list')}
        icon={List}
        isSelected={state.bulletList}
        onToggle={() => chain().toggleBulletList().run()}
      />
      <FormatButton
        label={trans('Numbered list')}
        icon={ListOrdered}
        isSelected={state.orderedList}
        onToggle={() => chain().toggleOrderedList().run()}
      />
      <FormatButton
        label={trans('Quote')}
        icon={TextQuote}
        isSelected={state.blockquote}
        onToggle={() => chain().toggleBlockquote().run()}
      />
      <FormatButton label={trans('Link')} icon={Link} isSelected={state.link} onToggle={onLinkRequest} />
      <Separator orientation="vertical" className="mx-1 h-6 w-px bg-border" />
      <Button
        aria-label={trans('Undo')}
        isDisabled={!state.canUndo}
        onPress={() => chain().undo().run()}
        className={CONTROL}
      >
        <Icon icon={Undo2} />
      </Button>
      <Button
        aria-label={trans('Redo')}
        isDisabled={!state.canRedo}
        onPress={() => chain().redo().run()}
        className={CONTROL}
      >
        <Icon icon={Redo2} />
      </Button>
    </Toolbar>
  );
}

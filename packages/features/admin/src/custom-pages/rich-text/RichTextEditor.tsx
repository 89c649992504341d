import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTrans } from '@tonearm/shell';
import { type Ref, useImperativeHandle, useState } from 'react';
import { RichTextLinkDialog } from './RichTextLinkDialog';
import { RichTextToolbar } from './RichTextToolbar';

/** What a form can do with the editor: move focus to it, as to the first invalid field. */
export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** The HTML the editor starts from; later changes come from the editor itself. */
  initialValue: string;
  /** Called with the document's HTML after every change. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the visible label, which names the editing area and its toolbar. */
  labelId: string;
  /** The id of help text or an error message describing the editing area. */
  describedBy?: string;
  isInvalid?: boolean;
  /** The name of the field, for the toolbar's label ("Formatting of Body"). */
  label: string;
  ref?: Ref<RichTextEditorHandle>;
}

// The body's typography inside the editing area, where the app's reset leaves headings and lists unstyled.
const DOCUMENT_STYLE = [
  'min-h-64 px-3 py-2 outline-hidden',
  '[&_h2]:mt-4 [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:mt-3 [&_h3]:font-semibold [&_h3]:text-lg',
  '[&_p]:my-2 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_blockquote]:border-border [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_a]:text-primary [&_a]:underline',
].join(' ');

/**
 * A rich-text editor (TipTap's StarterKit: headings, marks, lists, quotes, links, undo) producing HTML, with a
 * keyboard toolbar. The server sanitises the HTML again before storing it. Loaded only when an editor page opens.
 */
export function RichTextEditor({
  initialValue,
  onChange,
  onBlur,
  labelId,
  describedBy,
  isInvalid = false,
  label,
  ref,
}: RichTextEditorProps) {
  const { trans } = useTrans();
  const [linking, setLinking] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initialValue,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        class: DOCUMENT_STYLE,
        'data-slot': 'rich-text-document',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const applyLink = (address: string | null) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address) chain.setLink({ href: address }).run();
    else chain.unsetLink().run();
    setLinking(null);
  };

  return (
    <div
      data-invalid={isInvalid || undefined}
      className="rounded-md border border-control bg-background focus-within:outline-2 focus-within:outline-focus focus-within:outline-offset-2 data-[invalid]:border-danger"
    >
      <RichTextToolbar
        editor={editor}
        label={trans('Formatting of :field', { field: label })}
        onLinkRequest={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? '')}
      />
      <EditorContent editor={editor} />
      {linking !== null && (
        <RichTextLinkDialog
          isOpen
          initialAddress={linking}
          onClose={() => {
            setLinking(null);
            editor.commands.focus();
          }}
          onApply={applyLink}
        />
      )}
    </div>
  );
}

import type { JsonSchemaObject } from '@tonearm/client/contract';

export interface SchemaBlockProps {
  /** Names the block for assistive technology, e.g. 'Request body schema'. */
  label: string;
  schema: JsonSchemaObject | string;
}

/**
 * A JSON Schema or an answer, indented, in a scrolling block. The block is focusable so a keyboard can scroll it, as
 * axe's scrollable-region rule asks.
 */
export function SchemaBlock({ label, schema }: SchemaBlockProps) {
  const text = typeof schema === 'string' ? schema : JSON.stringify(schema, null, 2);
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll by keyboard.
      tabIndex={0}
      aria-label={label}
      data-slot="schema-block"
      className="max-h-80 overflow-auto rounded-ui border bg-muted/50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <pre className="whitespace-pre font-mono text-xs leading-relaxed">{text}</pre>
    </section>
  );
}

import { codeLineVariants, stackFrameVariants } from './error-dialog.variants';
import { DEFAULT_ERROR_DIALOG_LABELS } from './error-dialog-labels';
import type { ErrorTraceFrame } from './error-payload';

export interface StackFrameProps {
  frame: ErrorTraceFrame;
  /**
   * Whether the frame is third-party code.
   * @default false
   */
  isVendor?: boolean;
  /**
   * The frame's accessible name.
   * @default English: '<method> at <path>:<line>'
   */
  'aria-label'?: string;
}

function snippetLines(snippet: Readonly<Record<number, string>>): [number, string][] {
  return Object.entries(snippet)
    .map(([line, code]): [number, string] => [Number(line), code])
    .sort(([a], [b]) => a - b);
}

/**
 * A stack frame: its method, file path and line number, and the code around that line with the line marked.
 * Styling hooks: `[data-slot="stack-frame"]`, `[data-slot="code-snippet"]`.
 */
export function StackFrame({ frame, isVendor = false, 'aria-label': ariaLabel }: StackFrameProps) {
  const lines = frame.codeSnippet ? snippetLines(frame.codeSnippet) : [];
  return (
    <article
      data-slot="stack-frame"
      data-vendor={isVendor || undefined}
      aria-label={ariaLabel ?? DEFAULT_ERROR_DIALOG_LABELS.frame(frame)}
      className={stackFrameVariants()}
    >
      <header className="flex flex-col gap-0.5 px-3 py-2">
        <span className="break-all font-medium font-mono text-sm">{frame.method}</span>
        <span className="break-all font-mono text-muted-foreground text-xs">
          {frame.path}:<span data-slot="line-number">{frame.lineNumber}</span>
        </span>
      </header>
      {lines.length > 0 && (
        <pre data-slot="code-snippet" className="overflow-x-auto border-border border-t py-2">
          <code className="block min-w-fit">
            {lines.map(([number, code]) => {
              const isCurrent = number === frame.lineNumber;
              const Line = isCurrent ? 'mark' : 'span';
              return (
                <Line
                  key={number}
                  data-current={isCurrent || undefined}
                  className={codeLineVariants({ current: isCurrent })}
                >
                  <span className="select-none text-right">{number}</span>
                  <span className="whitespace-pre">{code}</span>
                </Line>
              );
            })}
          </code>
        </pre>
      )}
    </article>
  );
}

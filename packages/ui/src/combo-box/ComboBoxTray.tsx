import { type ReactNode, type Ref, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { mergeRefs } from 'react-aria';
import {
  Button,
  ButtonContext,
  ComboBoxStateContext,
  Input,
  PopoverContext,
  Provider,
  useSlottedContext,
} from 'react-aria-components';
import { SelectListBox } from '../select/SelectListBox';
import { selectTriggerVariants } from '../select/select.variants';
import { inputVariants } from '../text-field';
import { ChevronDownIcon } from '../utils/icons';
import { comboBoxTrayVariants } from './combo-box.variants';

export interface ComboBoxTrayProps {
  /** The id of the field's visible label, which also names the button and the tray. */
  labelId: string | undefined;
  /** The field's label, repeated above the input in the tray. */
  label: ReactNode;
  placeholder: string | undefined;
  size: 'sm' | 'md' | 'lg';
  /** The options renderer, as given to the combo box. */
  children: ReactNode | ((item: object) => ReactNode);
}

/**
 * The small-screen form of a combo box: a button showing the current text, which opens a full-height bottom
 * tray with the input at its top, so the list stays above the on-screen keyboard. Must render inside the
 * React Aria `ComboBox`, whose state it shares: choosing an option closes the tray.
 */
export function ComboBoxTray({ labelId, label, placeholder, size, children }: ComboBoxTrayProps) {
  const state = useContext(ComboBoxStateContext);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The combo box keeps its input and its popover visible to assistive technology while the list is open;
  // the tray stands in for the popover.
  const popoverRef = useSlottedContext(PopoverContext)?.ref;
  const trayRef = useMemo(
    // The popover ref only ever receives the element, so a dialog element is a valid value for it.
    () => mergeRefs<HTMLDialogElement>(dialogRef, popoverRef as Ref<HTMLDialogElement> | undefined),
    [popoverRef],
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setOpen] = useState(false);
  const valueId = `${labelId}-value`;

  const open = () => {
    dialogRef.current?.showModal();
    setOpen(true);
    inputRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();
  const text = state?.inputValue ?? '';

  // The list closes when an option is chosen (or the value committed); the tray goes with it.
  const listIsOpen = state?.isOpen ?? false;
  const listWasOpen = useRef(listIsOpen);
  useEffect(() => {
    if (listWasOpen.current && !listIsOpen) dialogRef.current?.close();
    listWasOpen.current = listIsOpen;
  }, [listIsOpen]);

  return (
    <>
      {/* The combo box's own button settings (toggle the list, skip in tab order) are for the desktop form. */}
      <Provider values={[[ButtonContext, null]]}>
        <Button
          data-slot="combo-box-trigger"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-labelledby={labelId ? `${labelId} ${valueId}` : valueId}
          onPress={open}
          className={selectTriggerVariants({ size })}
        >
          <span id={valueId} className="min-w-0 flex-1 truncate" data-placeholder={text === '' || undefined}>
            {text === '' ? <span className="text-muted-foreground">{placeholder}</span> : text}
          </span>
          <ChevronDownIcon className="size-4 shrink-0 text-muted-foreground" />
        </Button>
      </Provider>
      <dialog
        ref={trayRef}
        data-slot="combo-box-tray"
        aria-labelledby={labelId}
        className={comboBoxTrayVariants()}
        onClose={() => setOpen(false)}
        onKeyDownCapture={(event) => {
          // One Escape closes the tray; the input would first spend it on closing its list.
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
      >
        <div aria-hidden="true" className="text-muted-foreground text-sm">
          {label}
        </div>
        <Input ref={inputRef} placeholder={placeholder} className={inputVariants({ size })} />
        <SelectListBox container="tray">{children}</SelectListBox>
      </dialog>
    </>
  );
}

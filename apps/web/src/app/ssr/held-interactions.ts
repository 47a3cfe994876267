import { whenIdle } from './when-idle.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TYPED_FIELDS =
  'input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"]), textarea, select';
/**
 * Controls that do nothing without the app. Links and a form's submit buttons are not among them:
 * they work as plain HTML (a link loads its page, a form posts to the server).
 */
const APP_CONTROLS =
  'button[type="button"], input[type="checkbox"], input[type="radio"], [role="button"]:not(a, button)';

/** The value the server rendered into a field. */
const renderedValue = (field: Field) =>
  field instanceof HTMLSelectElement
    ? (([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '')
    : field.defaultValue;

/** Puts a value into a field the way typing or choosing does, so that React's onChange sees it. */
function enter(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Tells React again that a field holds what the visitor typed, in case the part of the page it sits
 * in was hydrated after the first entry and its form missed it (a form follows its fields only once
 * its effects have run). React ignores an event for a value it has seen, so the field's own setter,
 * which React watches, is given the rendered value first; the browser shows no change in between.
 */
function enterAgain(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = renderedValue(field);
    enter(field, value);
    return;
  }
  const { selectionStart, selectionEnd } = field;
  field.value = field.defaultValue;
  enter(field, value);
  // The caret stays where the visitor left it.
  if (selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * Holds what a visitor does to a server-rendered page before the app has taken it over, where the
 * page could not do it alone: a click on a control that needs the app (a button, a checkbox) would
 * do nothing, and what was typed would not reach the app's forms. Links and forms are left to the
 * browser: they work as plain HTML. `release` hands the page to the app (`takeOver`), then puts back
 * what was typed or chosen through the events React listens to (again once the whole page is
 * hydrated), and repeats the last click held.
 */
export function heldInteractions(root: HTMLElement) {
  let held: HTMLElement | null = null;

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target && root.contains(target) ? target.closest<HTMLElement>(APP_CONTROLS) : null;
    if (!control || target?.closest('a[href]')) return;
    held = control;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const stopHolding = () => removeEventListener('click', hold, { capture: true });
  addEventListener('click', hold, { capture: true });

  return {
    release(takeOver: () => void) {
      const typed = [...root.querySelectorAll<Field>(TYPED_FIELDS)]
        .filter((field) => field.value !== renderedValue(field))
        .map((field) => [field, field.value] as const);
      const focused = document.activeElement;
      // Hydration must find the HTML the server sent.
      for (const [field] of typed) field.value = renderedValue(field);
      takeOver();
      // Hydration may put back in place the very element the visitor is in (Preact re-inserts what
      // it places), which takes the focus from it: the caret stays where the visitor left it.
      if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused)
        focused.focus();
      stopHolding();
      for (const [field, value] of typed) enter(field, value);
      held?.click();
      // React keeps the browser busy until every part of the page is hydrated.
      whenIdle(() => {
        // A field typed into since has reached the app by itself; one the app replaced is gone.
        for (const [field, value] of typed)
          if (field.isConnected && field.value === value) enterAgain(field, value);
      }, 2000);
    },
    /** The app could not load: the page stays plain HTML, its links and forms working as such. */
    abandon: stopHolding,
  };
}

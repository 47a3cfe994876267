type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TYPED_FIELDS =
  'input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"]), textarea, select';
const CONTROLS = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"]';

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

/** What the visitor did, to repeat once the app is there, or as plain HTML if it never comes. */
interface HeldAction {
  replay: () => void;
  fallback?: () => void;
}

/** A plain left click on a link to another page of this site, which the app's router would handle. */
const isInAppLink = (link: HTMLAnchorElement, click: MouseEvent) =>
  link.origin === location.origin &&
  !(link.hash && link.pathname === location.pathname && link.search === location.search) &&
  !link.target &&
  !link.hasAttribute('download') &&
  click.button === 0 &&
  !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey);

/**
 * Holds what a visitor does to a server-rendered page before the app has taken it over: a click on
 * a control (a button, a checkbox) would otherwise do nothing, a link or a form sent would leave the
 * page as plain HTML (a full page load, without the app's focus handling), and typing would be
 * overwritten. `release` hands the page to the app (`takeOver`), then puts back what was typed or
 * chosen and repeats the last click or form sent.
 */
export function heldInteractions(root: HTMLElement) {
  let held: HeldAction | null = null;

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target)) return;
    if (event.type === 'submit') {
      const form = target as HTMLFormElement;
      held = { replay: () => form.requestSubmit(), fallback: () => form.submit() };
    } else {
      const link = target.closest<HTMLAnchorElement>('a[href]');
      if (link) {
        if (!isInAppLink(link, event as MouseEvent)) return;
        held = { replay: () => link.click(), fallback: () => location.assign(link.href) };
      } else {
        const control = target.closest<HTMLElement>(CONTROLS);
        if (!control) return;
        held = { replay: () => control.click() };
      }
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const stopHolding = () => {
    removeEventListener('click', hold, { capture: true });
    removeEventListener('submit', hold, { capture: true });
  };
  addEventListener('click', hold, { capture: true });
  addEventListener('submit', hold, { capture: true });

  return {
    release(takeOver: () => void) {
      const typed = [...root.querySelectorAll<Field>(TYPED_FIELDS)]
        .filter((field) => field.value !== renderedValue(field))
        .map((field) => [field, field.value] as const);
      // Hydration must find the HTML the server sent.
      for (const [field] of typed) field.value = renderedValue(field);
      takeOver();
      stopHolding();
      for (const [field, value] of typed) enter(field, value);
      held?.replay();
    },
    /** The app could not load: the page stays plain HTML, and a link or form held goes ahead as such. */
    abandon() {
      stopHolding();
      held?.fallback?.();
    },
  };
}

import { startTransition } from "react";

/**
 * An onSubmit handler that sends the form's data to a `useActionState` action without React's reset
 * of the form after every submission (the visitor's typing and choices must survive an error). A
 * form that must also work before or without scripts keeps `action={fn}` beside it, with a
 * permalink given to `useActionState` (docs/shell.md, "Forms").
 */
export function submitTo(action: (formData: FormData) => void) {
  return (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => action(formData));
  };
}

import { startTransition } from "react";

/**
 * An onSubmit handler that sends the form's data to a `useActionState` action. Used instead of
 * `<form action={fn}>`, whose server-rendered `action=""` is invalid HTML, and which resets the
 * form after every submission (the visitor's typing must survive an error).
 */
export function submitTo(action: (formData: FormData) => void) {
  return (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => action(formData));
  };
}

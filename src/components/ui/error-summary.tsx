import type { Ref } from "react";

/**
 * What a refused form says above its fields: the form's message, then each field's own message as
 * a link to that field, in the form's order (a field the form does not list, such as one only the
 * server names, comes last and is never dropped). It takes focus when drawn (the form moves it
 * there), so a screen reader hears which fields to correct, and anyone can go straight to each.
 */
export function ErrorSummary<F extends string>({
  ref,
  message,
  errors,
  fields,
  idOf,
  heading,
  className = "",
}: {
  ref?: Ref<HTMLDivElement>;
  message: string;
  errors: Partial<Record<F, string>>;
  /** The form's fields, top to bottom. */
  fields: readonly F[];
  /** The id of a field's input, which its link points to; null for a message with nothing to link to. */
  idOf: (field: F) => string | null;
  /** Sets the message as a heading of this level, where the form sits under one a level above. */
  heading?: 2 | 3;
  className?: string;
}) {
  const named = Object.keys(errors) as F[];
  const refused = [...fields, ...named.filter((field) => !fields.includes(field))].filter((field) => errors[field]);
  const Message = heading ? (`h${heading}` as const) : "p";
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`rounded-lg bg-red-50 p-3 text-sm text-red-800 outline-none ring-1 ring-red-200 ${className}`}>
      <Message className="font-semibold">{message}</Message>
      {refused.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {refused.map((field) => {
            const target = idOf(field);
            return (
              <li key={field}>
                {target === null ? (
                  errors[field]
                ) : (
                  <a href={`#${target}`} className="underline underline-offset-2">
                    {errors[field]}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import type { Ref } from "react";

/**
 * What a refused form says above its fields: the form's message, then each field's own message as
 * a link to that field, in the form's order. It takes focus when drawn (the form moves it there),
 * so a screen reader hears which fields to correct, and anyone can go straight to each.
 */
export function ErrorSummary<F extends string>({
  ref,
  message,
  errors,
  fields,
  idOf,
  className = "",
}: {
  ref?: Ref<HTMLDivElement>;
  message: string;
  errors: Partial<Record<F, string>>;
  /** The form's fields, top to bottom. */
  fields: readonly F[];
  /** The id of a field's input, which its link points to. */
  idOf: (field: F) => string;
  className?: string;
}) {
  const refused = fields.filter((field) => errors[field]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`rounded-lg bg-red-50 p-3 text-sm text-red-800 outline-none ring-1 ring-red-200 ${className}`}>
      <p className="font-semibold">{message}</p>
      {refused.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {refused.map((field) => (
            <li key={field}>
              <a href={`#${idOf(field)}`} className="underline underline-offset-2">
                {errors[field]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

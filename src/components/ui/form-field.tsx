/**
 * A labelled text input with its error message tied to it (WCAG: labels on every input, errors
 * named and announced with the field). Works in server and client components.
 */
interface FormFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  tone?: "light" | "dark";
  multiline?: boolean;
  rows?: number;
}

export function FormField({ id, name, label, error, hint, tone = "light", multiline = false, rows = 5, className = "", ...input }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const dark = tone === "dark";
  const field = `mt-1 block w-full rounded-lg border px-3 py-2.5 text-base text-ink placeholder:text-muted/70 ${
    error ? "border-red-700 ring-1 ring-red-700" : dark ? "border-white/30" : "border-brand-300"
  } bg-white`;
  return (
    <div className={className}>
      <label htmlFor={id} className={`block text-sm font-semibold ${dark ? "text-white" : "text-ink"}`}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={`mt-0.5 text-sm ${dark ? "text-brand-100" : "text-muted"}`}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={field}
          {...(input as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={field} {...input} />
      )}
      {error && (
        <p id={`${id}-error`} className={`mt-1 text-sm font-semibold ${dark ? "text-amber-200" : "text-red-800"}`}>
          {error}
        </p>
      )}
    </div>
  );
}

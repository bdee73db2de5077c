import type { Ref } from "react";
import { parseMoney, formatPounds } from "@/lib/money-input";
import type { InputQuestion } from "../questions";

/** One answer: a native checkbox or radio with its visible label (docs/product.md, "The questionnaire"), as a large target. */
export function AnswerOption({ inputRef, ...props }: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  text: string;
  checked: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-brand-100 bg-white px-4 py-3 text-base text-ink transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold">
      <input
        ref={inputRef}
        type={props.type}
        name={props.name}
        value={props.value}
        checked={props.checked}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.checked)}
        className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      <span className="font-medium">{props.text}</span>
    </label>
  );
}

/** A text box for money or a whole number; money shows how it was read ("That is £1,250,000"). */
export function AnswerInput({ inputRef, ...props }: {
  id: string;
  question: InputQuestion;
  value: string;
  describedBy?: string;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (text: string) => void;
}) {
  const { question } = props;
  const money = question.input === "money";
  const reading = money && props.value.trim() ? parseMoney(props.value) : null;
  return (
    <div>
      <div className="flex items-center gap-2">
        {money && (
          <span className="text-xl font-semibold text-muted" aria-hidden="true">
            £
          </span>
        )}
        <input
          ref={inputRef}
          id={props.id}
          type="text"
          inputMode={money ? "text" : "numeric"}
          autoComplete="off"
          spellCheck={false}
          value={props.value}
          aria-describedby={props.describedBy}
          aria-invalid={props.invalid || undefined}
          // The £ is drawn beside the box: one typed or pasted at the start is left out of it.
          onChange={(event) => props.onChange(money ? event.target.value.replace(/^\s*£\s*/, "") : event.target.value)}
          className={`h-14 rounded-xl border-2 bg-white px-4 text-lg text-ink focus-visible:border-brand-600 ${money ? "w-full max-w-xs" : "w-28"} ${props.invalid ? "border-red-700" : "border-brand-200"}`}
        />
        {question.unit && <span className="text-base text-muted">{question.unit}</span>}
      </div>
      {money && (
        <p className="mt-2 min-h-6 text-sm text-muted" aria-live="polite">
          {reading?.ok ? `That is ${formatPounds(reading.value)}.` : ""}
        </p>
      )}
    </div>
  );
}
